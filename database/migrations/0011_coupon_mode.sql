ALTER TABLE "store_settings" ADD COLUMN "coupon_mode" text DEFAULT 'tender' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "coupon_mode" text DEFAULT 'tender' NOT NULL;