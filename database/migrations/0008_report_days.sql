CREATE TABLE "report_day_items" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"net_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_taxes" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"rate" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_technicians" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"technician_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"service_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"tickets" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"cash_cents" integer NOT NULL,
	"credit_card_cents" integer NOT NULL,
	"gift_card_cents" integer NOT NULL,
	"coupon_cents" integer NOT NULL,
	"check_cents" integer NOT NULL,
	"change_cents" integer NOT NULL,
	"service_gross_cents" integer NOT NULL,
	"service_net_cents" integer NOT NULL,
	"retail_gross_cents" integer NOT NULL,
	"retail_net_cents" integer NOT NULL,
	"giftcard_gross_cents" integer NOT NULL,
	"giftcard_net_cents" integer NOT NULL,
	"voids" integer NOT NULL,
	"voids_cents" integer NOT NULL,
	"refunds" integer NOT NULL,
	"refunds_cents" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_day_items" ADD CONSTRAINT "report_day_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_taxes" ADD CONSTRAINT "report_day_taxes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_day_technicians" ADD CONSTRAINT "report_day_technicians_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_day_items_store_id_day_index" ON "report_day_items" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "report_day_taxes_store_id_day_index" ON "report_day_taxes" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "report_day_technicians_store_id_day_index" ON "report_day_technicians" USING btree ("store_id","day");--> statement-breakpoint
-- Forget the roll-ups of the finished store days these instants fall on, so
-- the next report makes them again from the tickets. Days not yet over are
-- never rolled up (a report waits 15 minutes past midnight), so a checkout,
-- which only touches today, takes no lock here. The shared advisory lock
-- waits for a report that is making roll-ups of this store to commit, so
-- what it wrote is deleted too (it could not see this transaction's change).
CREATE FUNCTION "report_days_forget"(store_ids integer[], instants timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  IF store_ids IS NULL THEN RETURN; END IF;
  FOR s IN
    SELECT a.store_id, array_agg(DISTINCT (a.at AT TIME ZONE st.timezone)::date) AS days
      FROM unnest(store_ids, instants) AS a(store_id, at)
      JOIN "stores" st ON st.id = a.store_id
     WHERE a.at IS NOT NULL
       AND (a.at AT TIME ZONE st.timezone)::date < (clock_timestamp() AT TIME ZONE st.timezone)::date
     GROUP BY a.store_id
  LOOP
    PERFORM pg_advisory_xact_lock_shared(8310, s.store_id);
    DELETE FROM "report_days" WHERE store_id = s.store_id AND day = ANY(s.days);
    DELETE FROM "report_day_items" WHERE store_id = s.store_id AND day = ANY(s.days);
    DELETE FROM "report_day_taxes" WHERE store_id = s.store_id AND day = ANY(s.days);
    DELETE FROM "report_day_technicians" WHERE store_id = s.store_id AND day = ANY(s.days);
  END LOOP;
END $$;--> statement-breakpoint
-- A ticket counts on the day it was paid and, voided, on the day it was voided.
CREATE FUNCTION "report_days_forget_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT store_id, paid_at AS at FROM new_rows WHERE paid_at IS NOT NULL
      UNION SELECT store_id, voided_at FROM new_rows WHERE voided_at IS NOT NULL) x;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT store_id, paid_at AS at FROM new_rows WHERE paid_at IS NOT NULL
      UNION SELECT store_id, voided_at FROM new_rows WHERE voided_at IS NOT NULL
      UNION SELECT store_id, paid_at FROM old_rows WHERE paid_at IS NOT NULL
      UNION SELECT store_id, voided_at FROM old_rows WHERE voided_at IS NOT NULL) x;
  ELSE
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT store_id, paid_at AS at FROM old_rows WHERE paid_at IS NOT NULL
      UNION SELECT store_id, voided_at FROM old_rows WHERE voided_at IS NOT NULL) x;
  END IF;
  PERFORM report_days_forget(ids, ats);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A line, tax or tip share counts where its ticket does (a draft's: nowhere).
CREATE FUNCTION "report_days_forget_invoice_children"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT i.store_id, i.paid_at AS at FROM "invoices" i WHERE i.id IN (SELECT invoice_id FROM new_rows) AND i.paid_at IS NOT NULL
      UNION SELECT i.store_id, i.voided_at FROM "invoices" i WHERE i.id IN (SELECT invoice_id FROM new_rows) AND i.voided_at IS NOT NULL) x;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT i.store_id, i.paid_at AS at FROM "invoices" i
       WHERE i.id IN (SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows) AND i.paid_at IS NOT NULL
      UNION SELECT i.store_id, i.voided_at FROM "invoices" i
       WHERE i.id IN (SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows) AND i.voided_at IS NOT NULL) x;
  ELSE
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT i.store_id, i.paid_at AS at FROM "invoices" i WHERE i.id IN (SELECT invoice_id FROM old_rows) AND i.paid_at IS NOT NULL
      UNION SELECT i.store_id, i.voided_at FROM "invoices" i WHERE i.id IN (SELECT invoice_id FROM old_rows) AND i.voided_at IS NOT NULL) x;
  END IF;
  PERFORM report_days_forget(ids, ats);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A refund counts on the day it was given.
CREATE FUNCTION "report_days_forget_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(store_id), array_agg(created_at) INTO ids, ats FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(x.store_id), array_agg(x.at) INTO ids, ats FROM (
      SELECT store_id, created_at AS at FROM new_rows UNION SELECT store_id, created_at FROM old_rows) x;
  ELSE
    SELECT array_agg(store_id), array_agg(created_at) INTO ids, ats FROM old_rows;
  END IF;
  PERFORM report_days_forget(ids, ats);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_days_forget_refund_children"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  ats timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.store_id), array_agg(r.created_at) INTO ids, ats FROM "refunds" r WHERE r.id IN (SELECT refund_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(r.store_id), array_agg(r.created_at) INTO ids, ats FROM "refunds" r
     WHERE r.id IN (SELECT refund_id FROM new_rows UNION SELECT refund_id FROM old_rows);
  ELSE
    SELECT array_agg(r.store_id), array_agg(r.created_at) INTO ids, ats FROM "refunds" r WHERE r.id IN (SELECT refund_id FROM old_rows);
  END IF;
  PERFORM report_days_forget(ids, ats);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoices"();
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoices"();
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoices"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_forget_report_days_insert" AFTER INSERT ON "invoice_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_forget_report_days_update" AFTER UPDATE ON "invoice_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_forget_report_days_delete" AFTER DELETE ON "invoice_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_forget_report_days_insert" AFTER INSERT ON "invoice_taxes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_forget_report_days_update" AFTER UPDATE ON "invoice_taxes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_forget_report_days_delete" AFTER DELETE ON "invoice_taxes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_tips_forget_report_days_insert" AFTER INSERT ON "invoice_tips" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_tips_forget_report_days_update" AFTER UPDATE ON "invoice_tips" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "invoice_tips_forget_report_days_delete" AFTER DELETE ON "invoice_tips" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_invoice_children"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_insert" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refunds"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_update" AFTER UPDATE ON "refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refunds"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_delete" AFTER DELETE ON "refunds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refunds"();
--> statement-breakpoint
CREATE TRIGGER "refund_lines_forget_report_days_insert" AFTER INSERT ON "refund_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
--> statement-breakpoint
CREATE TRIGGER "refund_lines_forget_report_days_update" AFTER UPDATE ON "refund_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
--> statement-breakpoint
CREATE TRIGGER "refund_lines_forget_report_days_delete" AFTER DELETE ON "refund_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
--> statement-breakpoint
CREATE TRIGGER "refund_payments_forget_report_days_insert" AFTER INSERT ON "refund_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
--> statement-breakpoint
CREATE TRIGGER "refund_payments_forget_report_days_update" AFTER UPDATE ON "refund_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
--> statement-breakpoint
CREATE TRIGGER "refund_payments_forget_report_days_delete" AFTER DELETE ON "refund_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_refund_children"();
