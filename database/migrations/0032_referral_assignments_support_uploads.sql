CREATE TABLE "referral_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_id" integer,
	"previous_partner_id" integer,
	"changed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_attachments" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "referral_assignments" ADD CONSTRAINT "referral_assignments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_assignments" ADD CONSTRAINT "referral_assignments_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_assignments" ADD CONSTRAINT "referral_assignments_previous_partner_id_users_id_fk" FOREIGN KEY ("previous_partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_assignments" ADD CONSTRAINT "referral_assignments_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_assignments_store_id_created_at_index" ON "referral_assignments" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_uploaded_by_index" ON "support_attachments" USING btree ("uploaded_by","message_id");