CREATE TABLE "customer_consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"require_email" boolean DEFAULT false NOT NULL,
	"require_birthday" boolean DEFAULT false NOT NULL,
	"require_services" boolean DEFAULT false NOT NULL,
	"allow_technician_choice" boolean DEFAULT true NOT NULL,
	"welcome_text" text DEFAULT 'Welcome! Please check in.' NOT NULL,
	"reset_seconds" integer DEFAULT 10 NOT NULL,
	"consent_text" text DEFAULT 'Yes, text me offers and news from this salon. Up to 4 messages a month. Message and data rates may apply. Reply STOP to opt out. Consent is not a condition of purchase.' NOT NULL,
	"kiosk_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"source" text NOT NULL,
	"requested_employee_id" integer,
	"assigned_employee_id" integer,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_reason" text,
	"invoice_id" integer,
	"appointment_id" integer,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turn_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turn_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"delta_halves" integer DEFAULT 0 NOT NULL,
	"status" text,
	"reason" text,
	"invoice_id" integer,
	"check_in_id" integer,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turn_events_delta_range" CHECK ("turn_events"."delta_halves" between -20 and 20)
);
--> statement-breakpoint
CREATE TABLE "turn_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'auto' NOT NULL,
	"ordering" text DEFAULT 'fewest_turns' NOT NULL,
	"basis" text DEFAULT 'service_weight' NOT NULL,
	"small_service_threshold_cents" integer DEFAULT 3000 NOT NULL,
	"count_requested" boolean DEFAULT false NOT NULL,
	"count_appointments" boolean DEFAULT false NOT NULL,
	"break_return" text DEFAULT 'back' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birthday_month" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birthday_day" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_employee_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_source" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_text" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "check_in_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD CONSTRAINT "check_in_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_requested_employee_id_employees_id_fk" FOREIGN KEY ("requested_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_assigned_employee_id_employees_id_fk" FOREIGN KEY ("assigned_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_events" ADD CONSTRAINT "turn_events_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_settings" ADD CONSTRAINT "turn_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consent_events_store_id_customer_id_index" ON "customer_consent_events" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_settings_kiosk_token_unique" ON "check_in_settings" USING btree ("kiosk_token");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_waiting_per_customer" ON "check_ins" USING btree ("store_id","customer_id") WHERE "check_ins"."status" in ('waiting', 'assigned');--> statement-breakpoint
CREATE INDEX "check_ins_store_id_business_date_index" ON "check_ins" USING btree ("store_id","business_date","status");--> statement-breakpoint
CREATE INDEX "check_ins_store_id_customer_id_index" ON "check_ins" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "turn_events_store_id_business_date_index" ON "turn_events" USING btree ("store_id","business_date","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_employee_id_employees_id_fk" FOREIGN KEY ("preferred_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_birthday_valid" CHECK (("customers"."birthday_month" is null and "customers"."birthday_day" is null) or ("customers"."birthday_month" between 1 and 12 and "customers"."birthday_day" between 1 and 31));