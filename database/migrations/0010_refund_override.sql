ALTER TABLE "refunds" ADD COLUMN "override_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_override_has_reason" CHECK ("refunds"."override_cents" >= 0 and ("refunds"."override_cents" = 0 or "refunds"."override_reason" is not null));