-- Every change to a product that search's in-memory index holds notifies 'product_changed' with
-- "<tenant id> <product id>", so each API instance reloads that product into its index (see
-- apps/api/src/modules/search/README.md): what is searched (name, brand, header, SKU, description),
-- its category, price, visibility and age, and whether it is in stock at all. An order's stock update
-- that leaves the product in stock notifies no one.
CREATE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('product_changed', OLD.customer_id || ' ' || OLD.id);
  ELSE
    PERFORM pg_notify('product_changed', NEW.customer_id || ' ' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_added_or_removed AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
--> statement-breakpoint
CREATE TRIGGER products_search_changed AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.brand_name IS DISTINCT FROM NEW.brand_name
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.effective_price IS DISTINCT FROM NEW.effective_price
    OR OLD.is_visible IS DISTINCT FROM NEW.is_visible
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.available_stock > 0) IS DISTINCT FROM (NEW.available_stock > 0)
  )
  EXECUTE FUNCTION notify_product_changed();
