-- Roll-ups made before these columns existed are dropped and made again on the next report.
DELETE FROM "report_day_items";--> statement-breakpoint
DELETE FROM "report_day_taxes";--> statement-breakpoint
DELETE FROM "report_day_technicians";--> statement-breakpoint
DELETE FROM "report_days";--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "walk_in_tickets" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "tickets_by_hour" integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_tips_store_id_invoice_id_index" ON "invoice_tips" USING btree ("store_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_store_id_customer_id_paid_at_index" ON "invoices" USING btree ("store_id","customer_id","paid_at") WHERE "invoices"."status" = 'paid';