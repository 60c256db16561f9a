CREATE TABLE "clock_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"max_shift_hours" integer DEFAULT 16 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clock_settings_max_shift_hours_range" CHECK ("clock_settings"."max_shift_hours" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "clock_record_audits" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_record_audits" ADD COLUMN "station_name" text;--> statement-breakpoint
ALTER TABLE "clock_record_audits" ADD COLUMN "offline_submission_id" integer;--> statement-breakpoint
ALTER TABLE "offline_submissions" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "clock_settings" ADD CONSTRAINT "clock_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;