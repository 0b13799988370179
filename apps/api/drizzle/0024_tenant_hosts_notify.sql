-- Every change to a shop's host names or to the shops themselves notifies 'tenants_changed', so each
-- API instance forgets what it resolved ("host <name>" or "id <customer id>"; modules/tenants).
-- NOTIFY is delivered at commit, so an instance never reads the change before it is there.
CREATE FUNCTION notify_tenant_host_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tenants_changed', 'host ' || OLD.host);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('tenants_changed', 'host ' || NEW.host);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_hosts_changed AFTER INSERT OR UPDATE OR DELETE ON customer_hosts
  FOR EACH ROW EXECUTE FUNCTION notify_tenant_host_changed();
--> statement-breakpoint
CREATE FUNCTION notify_tenant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('tenants_changed', 'id ' || OLD.id);
  ELSE
    PERFORM pg_notify('tenants_changed', 'id ' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_created_or_removed AFTER INSERT OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION notify_tenant_changed();
