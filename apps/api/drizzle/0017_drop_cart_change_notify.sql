-- Carts are no longer kept per API instance (decision 0029): nothing listens for 'cart_changed', and
-- every cart write stops paying for the notifications of migrations 0009 and 0010.
DROP TRIGGER cart_items_inserted ON cart_items;
--> statement-breakpoint
DROP TRIGGER cart_items_updated ON cart_items;
--> statement-breakpoint
DROP TRIGGER cart_items_deleted ON cart_items;
--> statement-breakpoint
DROP FUNCTION notify_cart_lines_changed();
--> statement-breakpoint
DROP TRIGGER carts_changed ON carts;
--> statement-breakpoint
DROP FUNCTION notify_cart_changed();
