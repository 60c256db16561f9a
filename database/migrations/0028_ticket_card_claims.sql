CREATE TABLE "ticket_card_claims" (
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"claim_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_card_claims_store_id_invoice_id_pk" PRIMARY KEY("store_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_card_claims" ADD CONSTRAINT "ticket_card_claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_card_claims" ADD CONSTRAINT "ticket_card_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;