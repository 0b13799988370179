-- Every change to a tenant's catalogue notifies 'catalog_changed' with the tenant's id, so each API
-- instance drops the replies it keeps for that tenant (see apps/api/src/plugins/http-cache.ts).
-- NOTIFY is delivered at commit and folds identical payloads of one transaction into one message.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('catalog_changed', OLD.customer_id);
  ELSE
    PERFORM pg_notify('catalog_changed', NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_sections_changed AFTER INSERT OR UPDATE OR DELETE ON product_sections
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_section_items_changed AFTER INSERT OR UPDATE OR DELETE ON product_section_items
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_reviews_changed AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
