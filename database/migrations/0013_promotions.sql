CREATE TABLE "invoice_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_promotions_amount_positive" CHECK ("invoice_promotions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"buy_quantity" integer,
	"get_quantity" integer,
	"target" text DEFAULT 'all' NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"first_visit" boolean DEFAULT false NOT NULL,
	"birthday_month" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_value_range" CHECK ("promotions"."value" > 0 and ("promotions"."kind" = 'amount' or "promotions"."value" <= 100)),
	CONSTRAINT "promotions_window" CHECK (("promotions"."start_minute" is null and "promotions"."end_minute" is null) or ("promotions"."start_minute" >= 0 and "promotions"."end_minute" <= 1440 and "promotions"."start_minute" < "promotions"."end_minute")),
	CONSTRAINT "promotions_buy_get" CHECK ("promotions"."kind" <> 'buy_x_get_y' or ("promotions"."buy_quantity" >= 1 and "promotions"."get_quantity" >= 1))
);
--> statement-breakpoint
ALTER TABLE "invoice_promotions" ADD CONSTRAINT "invoice_promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_promotions" ADD CONSTRAINT "invoice_promotions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_promotions" ADD CONSTRAINT "invoice_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_promotions_store_id_invoice_id_index" ON "invoice_promotions" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_promotions_store_id_promotion_id_index" ON "invoice_promotions" USING btree ("store_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_store_id_index" ON "promotions" USING btree ("store_id");