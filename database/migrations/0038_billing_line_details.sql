-- The invoice pages say a billing line from its values, in the reader's language, instead of reading
-- its English description back. Lines and waiting prorations the billing job wrote before get their
-- values from that description; a line the super admin typed keeps none (its text is shown as typed).
ALTER TABLE "billing_adjustments" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD COLUMN "details" jsonb;
--> statement-breakpoint
UPDATE "billing_invoice_lines" SET "details" = (
  SELECT jsonb_build_object('plan', m[1], 'interval', CASE m[2] WHEN 'yearly' THEN 'year' ELSE 'month' END)
  FROM regexp_match("description", '^(.+) plan \((yearly|monthly)\)$') AS r(m)
) WHERE "kind" = 'subscription' AND "details" IS NULL AND "description" ~ '^(.+) plan \((yearly|monthly)\)$';
--> statement-breakpoint
UPDATE "billing_invoice_lines" SET "details" = (
  SELECT jsonb_build_object('allowance', replace(m[1], ',', '')::integer)
  FROM regexp_match("description", '^Text segments beyond ([0-9,]+) \(') AS r(m)
) WHERE "kind" = 'sms_overage' AND "details" IS NULL AND "description" ~ '^Text segments beyond ([0-9,]+) \(';
--> statement-breakpoint
UPDATE "billing_invoice_lines" SET "details" = (
  SELECT jsonb_build_object(
    'change', lower(m[1]), 'plan', m[2], 'remaining_days', m[3]::integer, 'period_days', m[4]::integer
  )
  FROM regexp_match("description", '^(Unused|Remaining) time on (.+) \(([0-9]+) of ([0-9]+) days\)$') AS r(m)
) WHERE "kind" = 'proration' AND "details" IS NULL
  AND "description" ~ '^(Unused|Remaining) time on (.+) \(([0-9]+) of ([0-9]+) days\)$';
--> statement-breakpoint
UPDATE "billing_adjustments" SET "details" = (
  SELECT jsonb_build_object(
    'change', lower(m[1]), 'plan', m[2], 'remaining_days', m[3]::integer, 'period_days', m[4]::integer
  )
  FROM regexp_match("description", '^(Unused|Remaining) time on (.+) \(([0-9]+) of ([0-9]+) days\)$') AS r(m)
) WHERE "kind" = 'proration' AND "details" IS NULL
  AND "description" ~ '^(Unused|Remaining) time on (.+) \(([0-9]+) of ([0-9]+) days\)$';
