-- Every change to a shopper's cart notifies 'cart_changed' with "{tenant id} {shopper id}", so each
-- API instance drops the cart it keeps for that shopper (apps/api/src/modules/cart/stored-carts.ts).
-- A cart line names its cart, not its shopper: the line's trigger looks the shopper up.
CREATE FUNCTION notify_cart_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('cart_changed', OLD.customer_id || ' ' || OLD.user_id);
  ELSE
    PERFORM pg_notify('cart_changed', NEW.customer_id || ' ' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_cart_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_cart uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_cart := OLD.cart_id;
  ELSE
    changed_cart := NEW.cart_id;
  END IF;
  PERFORM pg_notify('cart_changed', carts.customer_id || ' ' || carts.user_id)
    FROM carts WHERE carts.id = changed_cart;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER carts_changed AFTER INSERT OR UPDATE OR DELETE ON carts
  FOR EACH ROW EXECUTE FUNCTION notify_cart_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_changed AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION notify_cart_line_changed();
