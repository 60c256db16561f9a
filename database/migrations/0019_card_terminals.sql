CREATE TABLE "card_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"batch_no" text,
	"host_ref" text,
	"count" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"pos_count" integer NOT NULL,
	"pos_amount_cents" integer NOT NULL,
	"terminal_count" integer NOT NULL,
	"terminal_amount_cents" integer NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_code" text,
	"result_text" text,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"station_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ecr_ref" text NOT NULL,
	"original_id" integer,
	"requested_cents" integer NOT NULL,
	"approved_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"card_type" text,
	"entry_mode" text,
	"auth_code" text,
	"host_ref" text,
	"terminal_ref" text,
	"batch_no" text,
	"result_code" text,
	"result_text" text,
	"invoice_id" integer,
	"invoice_payment_id" integer,
	"refund_id" integer,
	"voided_at" timestamp with time zone,
	"batch_id" integer,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_transactions_amounts" CHECK ("card_transactions"."requested_cents" >= 0 and "card_transactions"."approved_cents" >= 0 and "card_transactions"."tip_cents" >= 0),
	CONSTRAINT "card_transactions_card_last4" CHECK ("card_transactions"."card_last4" is null or "card_transactions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "pax_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"tip_mode" text DEFAULT 'adjust' NOT NULL,
	"signature" boolean DEFAULT false NOT NULL,
	"batch_cutoff" text DEFAULT '21:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminal_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 10009 NOT NULL,
	"mode" text DEFAULT 'http' NOT NULL,
	"station_id" integer,
	"timeout_seconds" integer DEFAULT 120 NOT NULL,
	"serial_number" text,
	"model" text,
	"last_checked_at" timestamp with time zone,
	"last_check_ok" boolean,
	"last_check_message" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_devices_port_range" CHECK ("terminal_devices"."port" between 1 and 65535),
	CONSTRAINT "terminal_devices_timeout_range" CHECK ("terminal_devices"."timeout_seconds" between 5 and 300)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "entry_mode" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "card_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "card_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_terminal_id_terminal_devices_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminal_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_terminal_id_terminal_devices_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminal_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pax_settings" ADD CONSTRAINT "pax_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_devices" ADD CONSTRAINT "terminal_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_devices" ADD CONSTRAINT "terminal_devices_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_batches_store_id_closed_at_index" ON "card_batches" USING btree ("store_id","closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_store_id_ecr_ref_unique" ON "card_transactions" USING btree ("store_id","ecr_ref");--> statement-breakpoint
CREATE INDEX "card_transactions_store_id_terminal_id_batch_id_index" ON "card_transactions" USING btree ("store_id","terminal_id","batch_id");--> statement-breakpoint
CREATE INDEX "card_transactions_store_id_invoice_id_index" ON "card_transactions" USING btree ("store_id","invoice_id") WHERE "card_transactions"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "card_transactions_store_id_created_at_index" ON "card_transactions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_devices_store_id_name_unique" ON "terminal_devices" USING btree ("store_id","name") WHERE "terminal_devices"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_devices_store_id_station_id_unique" ON "terminal_devices" USING btree ("store_id","station_id") WHERE "terminal_devices"."deleted_at" is null and "terminal_devices"."station_id" is not null;