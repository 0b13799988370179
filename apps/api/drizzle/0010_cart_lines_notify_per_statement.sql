-- Migration 0009 notified 'cart_changed' once for every cart line written. Cart changes now come
-- many to a statement (decision 0013), so the lines' triggers run once per statement and name every
-- shopper whose cart it changed: "{tenant id} {shopper id}" per line of the payload, 64 shoppers to a
-- notification at most (a payload holds under 8000 bytes).
DROP TRIGGER cart_items_changed ON cart_items;
--> statement-breakpoint
DROP FUNCTION notify_cart_line_changed();
--> statement-breakpoint
CREATE FUNCTION notify_cart_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shoppers text;
BEGIN
  FOR shoppers IN
    SELECT string_agg(shopper, E'\n')
    FROM (
      SELECT shopper, (row_number() OVER () - 1) / 64 AS part
      FROM (
        SELECT DISTINCT carts.customer_id || ' ' || carts.user_id AS shopper
        FROM changed_lines JOIN carts ON carts.id = changed_lines.cart_id
      ) changed_shoppers
    ) numbered
    GROUP BY part
  LOOP
    PERFORM pg_notify('cart_changed', shoppers);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_inserted AFTER INSERT ON cart_items REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cart_lines_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_updated AFTER UPDATE ON cart_items REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cart_lines_changed();
--> statement-breakpoint
CREATE TRIGGER cart_items_deleted AFTER DELETE ON cart_items REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cart_lines_changed();
