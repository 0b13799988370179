-- Stock is read fresh for every catalogue answer (apps/api/src/plugins/http-cache.ts), so an order's
-- stock update must not drop the tenant's stored replies: an update of products or product_variants
-- notifies 'catalog_changed' only when a column other than available_stock changed.
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
  FOR EACH ROW WHEN (to_jsonb(OLD) - 'available_stock' IS DISTINCT FROM to_jsonb(NEW) - 'available_stock')
  EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
DROP TRIGGER product_variants_changed ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  FOR EACH ROW WHEN (to_jsonb(OLD) - 'available_stock' IS DISTINCT FROM to_jsonb(NEW) - 'available_stock')
  EXECUTE FUNCTION notify_catalog_changed();
