CREATE TABLE "loyalty_accounts" (
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_store_id_customer_id_pk" PRIMARY KEY("store_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"invoice_id" integer,
	"source" text,
	"reverses_id" integer,
	"reward_id" integer,
	"discount_cents" integer,
	"note" text,
	"available_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_points_check" CHECK ("loyalty_entries"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"points_cost" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer,
	"service_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rewards_cost_check" CHECK ("loyalty_rewards"."points_cost" > 0),
	CONSTRAINT "loyalty_rewards_kind_check" CHECK (("loyalty_rewards"."kind" = 'amount_off' and "loyalty_rewards"."amount_cents" > 0 and "loyalty_rewards"."service_id" is null) or ("loyalty_rewards"."kind" = 'free_service' and "loyalty_rewards"."service_id" is not null and "loyalty_rewards"."amount_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"earn_mode" text DEFAULT 'spend' NOT NULL,
	"points_per_dollar" integer DEFAULT 1 NOT NULL,
	"points_per_visit" integer DEFAULT 10 NOT NULL,
	"online_booking_bonus" integer DEFAULT 0 NOT NULL,
	"review_bonus" integer DEFAULT 0 NOT NULL,
	"available_after_hours" integer DEFAULT 24 NOT NULL,
	"minimum_redeem_points" integer DEFAULT 0 NOT NULL,
	"expiry_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_amounts_check" CHECK ("loyalty_settings"."points_per_dollar" >= 0 and "loyalty_settings"."points_per_visit" >= 0 and "loyalty_settings"."online_booking_bonus" >= 0 and "loyalty_settings"."review_bonus" >= 0 and "loyalty_settings"."available_after_hours" >= 0 and "loyalty_settings"."minimum_redeem_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_reward_id_loyalty_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_store_id_customer_id_index" ON "loyalty_entries" USING btree ("store_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_entries_store_id_invoice_id_index" ON "loyalty_entries" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_bonus_source_unique" ON "loyalty_entries" USING btree ("store_id","customer_id","source") WHERE "loyalty_entries"."kind" = 'bonus';--> statement-breakpoint
CREATE INDEX "loyalty_rewards_store_id_index" ON "loyalty_rewards" USING btree ("store_id");