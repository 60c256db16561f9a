CREATE TABLE "payroll_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_adjustments_amount_not_zero" CHECK ("payroll_adjustments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_run_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" text NOT NULL,
	"service_sales_cents" integer NOT NULL,
	"refunded_sales_cents" integer NOT NULL,
	"supply_fee_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"hourly_cents" integer NOT NULL,
	"guarantee_top_up_cents" integer NOT NULL,
	"tips_cents" integer NOT NULL,
	"card_tip_fee_cents" integer NOT NULL,
	"bonus_cents" integer NOT NULL,
	"adjustments_cents" integer NOT NULL,
	"cash_out_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"check_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"carry_forward_cents" integer NOT NULL,
	"commission_lines" jsonb NOT NULL,
	"tips" jsonb NOT NULL,
	"adjustments" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"finalised_at" timestamp with time zone,
	"finalised_by_user_id" integer,
	"finalised_by_employee_id" integer,
	"finalised_by_name" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_period_valid" CHECK ("payroll_runs"."period_end" >= "payroll_runs"."period_start"),
	CONSTRAINT "payroll_runs_finalised_has_when" CHECK (("payroll_runs"."state" = 'open') = ("payroll_runs"."finalised_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payroll_schedules" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"anchor_date" date NOT NULL,
	"card_tip_fee_bp" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_schedules_card_tip_fee_range" CHECK ("payroll_schedules"."card_tip_fee_bp" is null or "payroll_schedules"."card_tip_fee_bp" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_finalised_by_user_id_users_id_fk" FOREIGN KEY ("finalised_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_finalised_by_employee_id_employees_id_fk" FOREIGN KEY ("finalised_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_schedules" ADD CONSTRAINT "payroll_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_adjustments_store_id_run_id_index" ON "payroll_adjustments" USING btree ("store_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_lines_run_id_employee_id_unique" ON "payroll_run_lines" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_run_lines_store_id_run_id_index" ON "payroll_run_lines" USING btree ("store_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_store_id_period_start_unique" ON "payroll_runs" USING btree ("store_id","period_start");--> statement-breakpoint
CREATE INDEX "payroll_runs_store_id_state_period_end_index" ON "payroll_runs" USING btree ("store_id","state","period_end");--> statement-breakpoint
CREATE FUNCTION "payroll_runs_finalised_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."state" = 'finalised' THEN
    RAISE EXCEPTION 'payroll run % is finalised and cannot change', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payroll_runs_finalised_immutable" BEFORE UPDATE OR DELETE ON "payroll_runs" FOR EACH ROW EXECUTE FUNCTION "payroll_runs_finalised_immutable"();--> statement-breakpoint
CREATE FUNCTION "payroll_run_children_open_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  run_state text;
BEGIN
  IF TG_TABLE_NAME = 'payroll_run_lines' AND TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'payroll snapshot lines cannot change' USING ERRCODE = 'check_violation';
  END IF;
  SELECT "state" INTO run_state FROM "payroll_runs" WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."run_id" ELSE NEW."run_id" END);
  IF run_state = 'finalised' THEN
    RAISE EXCEPTION 'payroll run is finalised and cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."run_id" <> NEW."run_id" THEN
    SELECT "state" INTO run_state FROM "payroll_runs" WHERE "id" = OLD."run_id";
    IF run_state = 'finalised' THEN
      RAISE EXCEPTION 'payroll run is finalised and cannot change' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payroll_adjustments_open_only" BEFORE INSERT OR UPDATE OR DELETE ON "payroll_adjustments" FOR EACH ROW EXECUTE FUNCTION "payroll_run_children_open_only"();--> statement-breakpoint
CREATE TRIGGER "payroll_run_lines_open_only" BEFORE INSERT OR UPDATE OR DELETE ON "payroll_run_lines" FOR EACH ROW EXECUTE FUNCTION "payroll_run_children_open_only"();
