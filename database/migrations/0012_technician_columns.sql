ALTER TABLE "appointments" RENAME COLUMN "employee_id" TO "technician_id";--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_employee_id_employees_id_fk" TO "appointments_technician_id_employees_id_fk";--> statement-breakpoint
ALTER INDEX "appointments_store_id_employee_id_starts_at_index" RENAME TO "appointments_store_id_technician_id_starts_at_index";--> statement-breakpoint
ALTER TABLE "turn_events" RENAME COLUMN "employee_id" TO "technician_id";--> statement-breakpoint
ALTER TABLE "turn_events" RENAME CONSTRAINT "turn_events_employee_id_employees_id_fk" TO "turn_events_technician_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "check_ins" RENAME COLUMN "requested_employee_id" TO "requested_technician_id";--> statement-breakpoint
ALTER TABLE "check_ins" RENAME CONSTRAINT "check_ins_requested_employee_id_employees_id_fk" TO "check_ins_requested_technician_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "check_ins" RENAME COLUMN "assigned_employee_id" TO "assigned_technician_id";--> statement-breakpoint
ALTER TABLE "check_ins" RENAME CONSTRAINT "check_ins_assigned_employee_id_employees_id_fk" TO "check_ins_assigned_technician_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "customers" RENAME COLUMN "preferred_employee_id" TO "preferred_technician_id";--> statement-breakpoint
ALTER TABLE "customers" RENAME CONSTRAINT "customers_preferred_employee_id_employees_id_fk" TO "customers_preferred_technician_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "booking_blocks" RENAME COLUMN "employee_id" TO "technician_id";--> statement-breakpoint
ALTER TABLE "booking_blocks" RENAME CONSTRAINT "booking_blocks_employee_id_employees_id_fk" TO "booking_blocks_technician_id_employees_id_fk";--> statement-breakpoint
-- PostgreSQL 18 (and PGlite on it) names NOT NULL constraints after the column; older servers have none to rename.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'appointments'::regclass AND conname = 'appointments_employee_id_not_null') THEN
    ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_employee_id_not_null" TO "appointments_technician_id_not_null";
  END IF;
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'turn_events'::regclass AND conname = 'turn_events_employee_id_not_null') THEN
    ALTER TABLE "turn_events" RENAME CONSTRAINT "turn_events_employee_id_not_null" TO "turn_events_technician_id_not_null";
  END IF;
END $$;
