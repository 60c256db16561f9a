-- One technician cannot hold two overlapping active appointments: an exclusion constraint on
-- (technician, held time range) needs btree_gist for the integer equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"slot_step_minutes" integer DEFAULT 60 NOT NULL,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"booking_window_days" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"allow_anyone" boolean DEFAULT true NOT NULL,
	"require_confirmation" boolean DEFAULT false NOT NULL,
	"cancel_notice_minutes" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"source" text NOT NULL,
	"any_technician" boolean DEFAULT false NOT NULL,
	"notes" text,
	"cancel_reason" text,
	"check_in_id" integer,
	"invoice_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_times_valid" CHECK ("appointments"."starts_at" < "appointments"."ends_at" and "appointments"."ends_at" <= "appointments"."held_until")
);
--> statement-breakpoint
CREATE TABLE "booking_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"employee_id" integer,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"repeat_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_blocks_range_valid" CHECK ("booking_blocks"."start_minute" >= 0 and "booking_blocks"."start_minute" < "booking_blocks"."end_minute" and "booking_blocks"."end_minute" <= 1440),
	CONSTRAINT "booking_blocks_repeat_valid" CHECK ("booking_blocks"."repeat" = 'none' or "booking_blocks"."repeat_until" is null or "booking_blocks"."repeat_until" >= "booking_blocks"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hour_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_hour_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"open_minute" integer,
	"close_minute" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hour_exceptions_range_valid" CHECK (("opening_hour_exceptions"."open_minute" is null and "opening_hour_exceptions"."close_minute" is null) or ("opening_hour_exceptions"."open_minute" >= 0 and "opening_hour_exceptions"."open_minute" < "opening_hour_exceptions"."close_minute" and "opening_hour_exceptions"."close_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"open_minute" integer,
	"close_minute" integer,
	CONSTRAINT "opening_hours_store_id_weekday_pk" PRIMARY KEY("store_id","weekday"),
	CONSTRAINT "opening_hours_weekday_range" CHECK ("opening_hours"."weekday" between 0 and 6),
	CONSTRAINT "opening_hours_range_valid" CHECK (("opening_hours"."open_minute" is null and "opening_hours"."close_minute" is null) or ("opening_hours"."open_minute" >= 0 and "opening_hours"."open_minute" < "opening_hours"."close_minute" and "opening_hours"."close_minute" <= 1440))
);
--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hour_exceptions" ADD CONSTRAINT "opening_hour_exceptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_store_id_appointment_id_index" ON "appointment_events" USING btree ("store_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_services_store_id_appointment_id_index" ON "appointment_services" USING btree ("store_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_store_id_starts_at_index" ON "appointments" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_store_id_employee_id_starts_at_index" ON "appointments" USING btree ("store_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_store_id_customer_id_index" ON "appointments" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "booking_blocks_store_id_starts_on_index" ON "booking_blocks" USING btree ("store_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_index" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "opening_hour_exceptions_store_id_date_unique" ON "opening_hour_exceptions" USING btree ("store_id","date");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, tstzrange("starts_at", "held_until", '[)') WITH &&) WHERE ("status" NOT IN ('cancelled', 'no_show'));
