-- Codes live five minutes and now need a nonce: the ones in flight are dropped (their holders ask again).
DELETE FROM "otp_challenges";--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_customer_id_mobile_pk";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "nonce_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_challenges_customer_mobile_idx" ON "otp_challenges" USING btree ("customer_id","mobile");
