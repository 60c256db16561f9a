ALTER TABLE "employees" RENAME COLUMN "employee_id" TO "staff_number";--> statement-breakpoint
DROP INDEX "employees_store_id_employee_id_unique";--> statement-breakpoint
DROP INDEX "employees_store_id_card_swipe_id_unique";--> statement-breakpoint
CREATE INDEX "roles_store_id_index" ON "roles" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "clock_records_store_id_employee_id_clock_in_index" ON "clock_records" USING btree ("store_id","employee_id","clock_in");--> statement-breakpoint
CREATE INDEX "clock_records_store_id_open_index" ON "clock_records" USING btree ("store_id","clock_in") WHERE "clock_records"."clock_out" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_store_id_staff_number_unique" ON "employees" USING btree ("store_id","staff_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_store_id_card_swipe_id_unique" ON "employees" USING btree ("store_id",lower("card_swipe_id"));