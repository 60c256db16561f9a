CREATE TABLE "billing_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	"invoice_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text DEFAULT 'period' NOT NULL,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_on" date,
	"due_on" date NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text,
	"billing_address" text,
	"finalized_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"marked_uncollectible_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_numbered" CHECK (("billing_invoices"."status" = 'draft') = ("billing_invoices"."number" is null)),
	CONSTRAINT "billing_invoices_paid_range" CHECK ("billing_invoices"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"received_on" date NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payments_amount_range" CHECK ("billing_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"interval" text NOT NULL,
	"price_cents" integer NOT NULL,
	"max_employees" integer,
	"max_stations" integer,
	"sms_per_month" integer,
	"max_locations" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"superseded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_range" CHECK ("plans"."price_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_start" date NOT NULL,
	"current_period_end" date NOT NULL,
	"trial_ends_on" date,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"read_only_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_by" integer,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_sign_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_replaced_by_billing_invoices_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_superseded_by_plans_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sign_ins" ADD CONSTRAINT "user_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_adjustments_store_id_invoice_id_index" ON "billing_adjustments" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "billing_invoice_lines_invoice_id_index" ON "billing_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_unique" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_period_unique" ON "billing_invoices" USING btree ("subscription_id","period_start") WHERE "billing_invoices"."kind" = 'period';--> statement-breakpoint
CREATE INDEX "billing_invoices_store_id_status_index" ON "billing_invoices" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "billing_payments_store_id_invoice_id_index" ON "billing_payments" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_code_version_unique" ON "plans" USING btree ("code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_store_id_unique" ON "subscriptions" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_id_index" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "support_sessions_store_id_started_at_index" ON "support_sessions" USING btree ("store_id","started_at");--> statement-breakpoint
CREATE FUNCTION "billing_invoices_immutable_once_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'draft' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'billing invoice % is finalised and cannot be deleted (void it)', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."number" IS DISTINCT FROM OLD."number" OR NEW."store_id" <> OLD."store_id" OR NEW."subscription_id" <> OLD."subscription_id"
     OR NEW."kind" <> OLD."kind" OR NEW."period_start" <> OLD."period_start" OR NEW."period_end" <> OLD."period_end"
     OR NEW."issued_on" IS DISTINCT FROM OLD."issued_on" OR NEW."due_on" <> OLD."due_on"
     OR NEW."subtotal_cents" <> OLD."subtotal_cents" OR NEW."total_cents" <> OLD."total_cents"
     OR NEW."billing_name" <> OLD."billing_name" OR NEW."billing_email" IS DISTINCT FROM OLD."billing_email"
     OR NEW."billing_address" IS DISTINCT FROM OLD."billing_address" OR NEW."finalized_at" IS DISTINCT FROM OLD."finalized_at" THEN
    RAISE EXCEPTION 'billing invoice % is finalised: void and reissue it instead', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF OLD."status" IN ('paid', 'void') AND NEW."status" <> OLD."status" THEN
    RAISE EXCEPTION 'billing invoice % is % and final', OLD."id", OLD."status" USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."status" = 'draft' THEN
    RAISE EXCEPTION 'billing invoice % cannot go back to draft', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "billing_invoices_immutable_once_open" BEFORE UPDATE OR DELETE ON "billing_invoices" FOR EACH ROW EXECUTE FUNCTION "billing_invoices_immutable_once_open"();--> statement-breakpoint
CREATE FUNCTION "billing_invoice_lines_draft_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  SELECT "status" INTO invoice_status FROM "billing_invoices" WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."invoice_id" ELSE NEW."invoice_id" END);
  IF invoice_status IS NOT NULL AND invoice_status <> 'draft' THEN
    RAISE EXCEPTION 'the lines of a finalised billing invoice cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "billing_invoice_lines_draft_only" BEFORE INSERT OR UPDATE OR DELETE ON "billing_invoice_lines" FOR EACH ROW EXECUTE FUNCTION "billing_invoice_lines_draft_only"();
