CREATE TABLE "offline_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"invoice_id" integer,
	"clock_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text,
	"resolved_by_user_id" integer,
	"resolved_by_name" text
);
--> statement-breakpoint
ALTER TABLE "offline_submissions" ADD CONSTRAINT "offline_submissions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_submissions" ADD CONSTRAINT "offline_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_submissions" ADD CONSTRAINT "offline_submissions_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_submissions_store_id_key_unique" ON "offline_submissions" USING btree ("store_id","key");--> statement-breakpoint
CREATE INDEX "offline_submissions_store_id_status_created_at_index" ON "offline_submissions" USING btree ("store_id","status","created_at");