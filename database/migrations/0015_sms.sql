CREATE TABLE "notification_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"receipt" text DEFAULT 'off' NOT NULL,
	"booking_confirmation" text DEFAULT 'email' NOT NULL,
	"appointment_reminder" text DEFAULT 'email' NOT NULL,
	"technician_ready" text DEFAULT 'off' NOT NULL,
	"sms_monthly_quota" integer,
	"sms_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_message_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_message_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"error_code" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"direction" text NOT NULL,
	"to_phone" text NOT NULL,
	"from_phone" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer,
	"status" text NOT NULL,
	"reason" text,
	"error_code" integer,
	"error_message" text,
	"segments" integer DEFAULT 1 NOT NULL,
	"cost_millicents" integer DEFAULT 0 NOT NULL,
	"provider_sid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_opt_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"phone" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message_events" ADD CONSTRAINT "sms_message_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message_events" ADD CONSTRAINT "sms_message_events_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_sms_number_unique" ON "notification_settings" USING btree ("sms_number");--> statement-breakpoint
CREATE INDEX "sms_message_events_message_id_index" ON "sms_message_events" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_sid_unique" ON "sms_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "sms_messages_store_id_created_at_index" ON "sms_messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_store_id_customer_id_index" ON "sms_messages" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "sms_messages_store_id_source_index" ON "sms_messages" USING btree ("store_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "sms_messages_due_index" ON "sms_messages" USING btree ("send_after") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_messages_store_id_purpose_created_at_index" ON "sms_messages" USING btree ("store_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_store_id_phone_unique" ON "sms_opt_outs" USING btree ("store_id","phone");