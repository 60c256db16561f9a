ALTER TABLE "stores" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;