CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#6b7280' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_taxes" (
	"store_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "service_taxes_service_id_tax_id_pk" PRIMARY KEY("service_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"kind" text DEFAULT 'service' NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"turn_weight_halves" integer DEFAULT 2 NOT NULL,
	"commission_rate_bp" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_not_negative" CHECK ("services"."price_cents" >= 0),
	CONSTRAINT "services_turn_weight_range" CHECK ("services"."turn_weight_halves" between 0 and 3),
	CONSTRAINT "services_commission_range" CHECK ("services"."commission_rate_bp" is null or "services"."commission_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"receipt_logo_url" text,
	"receipt_header" text DEFAULT '' NOT NULL,
	"receipt_footer" text DEFAULT 'Thank you! See you again soon.' NOT NULL,
	"ticket_prefix" text DEFAULT '' NOT NULL,
	"print_technician_names" boolean DEFAULT true NOT NULL,
	"accepted_tenders" jsonb DEFAULT '["cash","credit_card","gift_card","coupon","check"]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxes_rate_range" CHECK ("taxes"."rate" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "tip_rules" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"suggested_percents" jsonb DEFAULT '[15,18,20,25]'::jsonb NOT NULL,
	"base" text DEFAULT 'subtotal' NOT NULL,
	"split" text DEFAULT 'proportional' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"customer_id" integer,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'amount' or "coupons"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "gift_card_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"invoice_id" integer,
	"refund_id" integer,
	"reason" text,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"recipient_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"technician_id" integer,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"ticket_discount_cents" integer DEFAULT 0 NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turn_weight_halves" integer DEFAULT 0 NOT NULL,
	"commission_rate_bp" integer,
	"gift_card_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tendered_cents" integer,
	"card_last4" text,
	"auth_code" text,
	"check_number" text,
	"gift_card_id" integer,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_card_last4" CHECK ("invoice_payments"."card_last4" is null or "invoice_payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"tax_id" integer,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_tips" (
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"technician_id" integer NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "invoice_tips_invoice_id_technician_id_pk" PRIMARY KEY("invoice_id","technician_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"number" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" integer,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"ticket_discount_type" text,
	"ticket_discount_value" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer DEFAULT 0 NOT NULL,
	"cash_amount" integer DEFAULT 0 NOT NULL,
	"credit_card_amount" integer DEFAULT 0 NOT NULL,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"check_amount" integer DEFAULT 0 NOT NULL,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"tip_base" text DEFAULT 'subtotal' NOT NULL,
	"tip_split" text DEFAULT 'proportional' NOT NULL,
	"idempotency_key" text,
	"by_user_id" integer,
	"by_employee_id" integer,
	"created_by_name" text NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_paid_has_number" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."paid_at" is not null)),
	CONSTRAINT "invoices_amounts_not_negative" CHECK ("invoices"."total_cents" >= 0 and "invoices"."tip_cents" >= 0 and "invoices"."cash_amount" >= 0 and "invoices"."credit_card_amount" >= 0 and "invoices"."gift_card_amount" >= 0 and "invoices"."coupon_amount" >= 0 and "invoices"."check_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"invoice_line_id" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gift_card_id" integer,
	CONSTRAINT "refund_payments_amount_positive" CHECK ("refund_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_counters" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_taxes" ADD CONSTRAINT "service_taxes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_taxes" ADD CONSTRAINT "service_taxes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_taxes" ADD CONSTRAINT "service_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_rules" ADD CONSTRAINT "tip_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_technician_id_employees_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_tips" ADD CONSTRAINT "invoice_tips_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_tips" ADD CONSTRAINT "invoice_tips_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_tips" ADD CONSTRAINT "invoice_tips_technician_id_employees_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counters" ADD CONSTRAINT "ticket_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_store_id_name_unique" ON "categories" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_taxes_store_id_index" ON "service_taxes" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "services_store_id_category_id_index" ON "services" USING btree ("store_id","category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_store_id_name_unique" ON "taxes" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_id_phone_unique" ON "customers" USING btree ("store_id","phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_store_id_name_index" ON "customers" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "coupon_uses_store_id_coupon_id_index" ON "coupon_uses" USING btree ("store_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_store_id_code_unique" ON "coupons" USING btree ("store_id",lower("code"));--> statement-breakpoint
CREATE INDEX "gift_card_entries_store_id_card_index" ON "gift_card_entries" USING btree ("store_id","gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_store_id_code_unique" ON "gift_cards" USING btree ("store_id",lower("code"));--> statement-breakpoint
CREATE INDEX "invoice_audits_store_id_invoice_id_index" ON "invoice_audits" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_store_id_invoice_id_index" ON "invoice_lines" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_store_id_technician_id_index" ON "invoice_lines" USING btree ("store_id","technician_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_store_id_invoice_id_index" ON "invoice_payments" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_taxes_store_id_invoice_id_index" ON "invoice_taxes" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_tips_store_id_technician_id_index" ON "invoice_tips" USING btree ("store_id","technician_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_id_number_unique" ON "invoices" USING btree ("store_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_id_idempotency_key_unique" ON "invoices" USING btree ("store_id","idempotency_key") WHERE "invoices"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "invoices_store_id_paid_at_index" ON "invoices" USING btree ("store_id","paid_at") WHERE "invoices"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_store_id_status_updated_at_index" ON "invoices" USING btree ("store_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "invoices_store_id_customer_id_index" ON "invoices" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "refund_lines_store_id_refund_id_index" ON "refund_lines" USING btree ("store_id","refund_id");--> statement-breakpoint
CREATE INDEX "refund_payments_store_id_refund_id_index" ON "refund_payments" USING btree ("store_id","refund_id");--> statement-breakpoint
CREATE INDEX "refunds_store_id_created_at_index" ON "refunds" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_store_id_invoice_id_index" ON "refunds" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_store_id_idempotency_key_unique" ON "refunds" USING btree ("store_id","idempotency_key") WHERE "refunds"."idempotency_key" is not null;