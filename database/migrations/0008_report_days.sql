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
-- the next report makes them again from the tickets. The shared advisory
-- lock waits for a report that is reading or making this store's roll-ups
-- (it holds the lock exclusively) to commit, so what it wrote is deleted too.
--
-- A day is rolled up only from 15 minutes after its midnight
-- (server/domain/reports/periodSums.ts), so the triggers below pass only
-- instants more than 5 minutes older than the transaction: a change at a
-- newer one (a checkout, paid now) is on a day that cannot be rolled up
-- before it commits, unless the transaction stays open 10 minutes. On the
-- tickets and refunds that is the triggers' WHEN, so a checkout's paid
-- ticket never calls a function; its lines, taxes and tip shares each look
-- their ticket up once. They are row triggers: statement triggers with
-- transition tables cost a checkout several times more.
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
CREATE FUNCTION "report_days_forget_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_days_forget(ARRAY[OLD.store_id, OLD.store_id], ARRAY[OLD.paid_at, OLD.voided_at]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_days_forget(ARRAY[NEW.store_id, NEW.store_id], ARRAY[NEW.paid_at, NEW.voided_at]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A line, tax or tip share counts where its ticket does (a draft's: nowhere).
CREATE FUNCTION "report_days_forget_invoice_child"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT i.store_id, i.paid_at, i.voided_at FROM "invoices" i
     WHERE i.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.invoice_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.invoice_id END)
       AND (i.paid_at < now() - interval '5 minutes' OR i.voided_at < now() - interval '5 minutes')
  LOOP
    PERFORM report_days_forget(ARRAY[t.store_id, t.store_id], ARRAY[t.paid_at, t.voided_at]);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A refund counts on the day it was given.
CREATE FUNCTION "report_days_forget_refund"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM report_days_forget(ARRAY[OLD.store_id], ARRAY[OLD.created_at]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_days_forget(ARRAY[NEW.store_id], ARRAY[NEW.created_at]); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "report_days_forget_refund_child"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT f.store_id, f.created_at FROM "refunds" f
     WHERE f.id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.refund_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.refund_id END)
       AND f.created_at < now() - interval '5 minutes'
  LOOP
    PERFORM report_days_forget(ARRAY[r.store_id], ARRAY[r.created_at]);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_insert" AFTER INSERT ON "invoices" FOR EACH ROW
  WHEN (NEW.paid_at < now() - interval '5 minutes' OR NEW.voided_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_update" AFTER UPDATE ON "invoices" FOR EACH ROW
  WHEN (OLD.paid_at < now() - interval '5 minutes' OR OLD.voided_at < now() - interval '5 minutes' OR NEW.paid_at < now() - interval '5 minutes' OR NEW.voided_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoices_forget_report_days_delete" AFTER DELETE ON "invoices" FOR EACH ROW
  WHEN (OLD.paid_at < now() - interval '5 minutes' OR OLD.voided_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_forget_report_days" AFTER INSERT OR UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "report_days_forget_invoice_child"();
--> statement-breakpoint
CREATE TRIGGER "invoice_taxes_forget_report_days" AFTER INSERT OR UPDATE OR DELETE ON "invoice_taxes" FOR EACH ROW EXECUTE FUNCTION "report_days_forget_invoice_child"();
--> statement-breakpoint
CREATE TRIGGER "invoice_tips_forget_report_days" AFTER INSERT OR UPDATE OR DELETE ON "invoice_tips" FOR EACH ROW EXECUTE FUNCTION "report_days_forget_invoice_child"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_insert" AFTER INSERT ON "refunds" FOR EACH ROW
  WHEN (NEW.created_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_refund"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_update" AFTER UPDATE ON "refunds" FOR EACH ROW
  WHEN (OLD.created_at < now() - interval '5 minutes' OR NEW.created_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_refund"();
--> statement-breakpoint
CREATE TRIGGER "refunds_forget_report_days_delete" AFTER DELETE ON "refunds" FOR EACH ROW
  WHEN (OLD.created_at < now() - interval '5 minutes') EXECUTE FUNCTION "report_days_forget_refund"();
--> statement-breakpoint
CREATE TRIGGER "refund_lines_forget_report_days" AFTER INSERT OR UPDATE OR DELETE ON "refund_lines" FOR EACH ROW EXECUTE FUNCTION "report_days_forget_refund_child"();
--> statement-breakpoint
CREATE TRIGGER "refund_payments_forget_report_days" AFTER INSERT OR UPDATE OR DELETE ON "refund_payments" FOR EACH ROW EXECUTE FUNCTION "report_days_forget_refund_child"();
