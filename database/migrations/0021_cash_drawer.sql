CREATE TABLE "drawer_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drawer_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"employee_id" integer,
	"by_user_id" integer,
	"by_employee_id" integer,
	"by_name" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_amount_range" CHECK ("drawer_movements"."amount_cents" between 1 and 10000000),
	CONSTRAINT "drawer_movements_tip_payout_employee" CHECK (("drawer_movements"."kind" = 'tip_payout') = ("drawer_movements"."employee_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drawer_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_cents" integer NOT NULL,
	"opened_by_user_id" integer,
	"opened_by_employee_id" integer,
	"opened_by_name" text NOT NULL,
	"idempotency_key" text,
	"counted_at" timestamp with time zone,
	"counted_cents" integer,
	"counted_by_user_id" integer,
	"counted_by_employee_id" integer,
	"counted_by_name" text,
	"cash_sales_cents" integer,
	"cash_refund_cents" integer,
	"expected_cents" integer,
	"variance_cents" integer,
	"threshold_cents" integer,
	"approved_by_user_id" integer,
	"approved_by_employee_id" integer,
	"approved_by_name" text,
	"approval_reason" text,
	"approved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "drawer_sessions_float_range" CHECK ("drawer_sessions"."float_cents" between 0 and 10000000),
	CONSTRAINT "drawer_sessions_counted_range" CHECK ("drawer_sessions"."counted_cents" is null or "drawer_sessions"."counted_cents" between 0 and 10000000),
	CONSTRAINT "drawer_sessions_closed_counted" CHECK ("drawer_sessions"."status" = 'open' or ("drawer_sessions"."counted_cents" is not null and "drawer_sessions"."closed_at" is not null)),
	CONSTRAINT "drawer_sessions_approval_reason" CHECK ("drawer_sessions"."approved_by_name" is null or "drawer_sessions"."approval_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "drawer_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"variance_threshold_cents" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_settings_threshold_range" CHECK ("drawer_settings"."variance_threshold_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_session_id_drawer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_by_employee_id_employees_id_fk" FOREIGN KEY ("by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_employee_id_employees_id_fk" FOREIGN KEY ("opened_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_counted_by_user_id_users_id_fk" FOREIGN KEY ("counted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_counted_by_employee_id_employees_id_fk" FOREIGN KEY ("counted_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_approved_by_employee_id_employees_id_fk" FOREIGN KEY ("approved_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_settings" ADD CONSTRAINT "drawer_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_movements_store_id_session_id_index" ON "drawer_movements" USING btree ("store_id","session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_movements_store_id_idempotency_key_unique" ON "drawer_movements" USING btree ("store_id","idempotency_key") WHERE "drawer_movements"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_store_id_open_unique" ON "drawer_sessions" USING btree ("store_id") WHERE "drawer_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_store_id_idempotency_key_unique" ON "drawer_sessions" USING btree ("store_id","idempotency_key") WHERE "drawer_sessions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "drawer_sessions_store_id_business_date_index" ON "drawer_sessions" USING btree ("store_id","business_date");--> statement-breakpoint
CREATE INDEX "drawer_sessions_store_id_opened_at_index" ON "drawer_sessions" USING btree ("store_id","opened_at");