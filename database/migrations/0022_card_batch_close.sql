CREATE TABLE "card_batch_resolutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_batch_resolutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"card_transaction_id" integer,
	"terminal_ref" text,
	"pos_cents" integer,
	"terminal_cents" integer,
	"resolution" text NOT NULL,
	"batch_id" integer,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_batches" ADD COLUMN "status" text DEFAULT 'closed' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_terminal_id_terminal_devices_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminal_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_card_transaction_id_card_transactions_id_fk" FOREIGN KEY ("card_transaction_id") REFERENCES "public"."card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batch_resolutions" ADD CONSTRAINT "card_batch_resolutions_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_batch_resolutions_store_id_terminal_id_batch_id_index" ON "card_batch_resolutions" USING btree ("store_id","terminal_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_batch_resolutions_store_id_card_transaction_id_kind_unique" ON "card_batch_resolutions" USING btree ("store_id","card_transaction_id","kind") WHERE "card_batch_resolutions"."batch_id" is null and "card_batch_resolutions"."card_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_batches_store_id_terminal_id_closing_unique" ON "card_batches" USING btree ("store_id","terminal_id") WHERE "card_batches"."status" = 'closing';