-- An appointment's history rows keep its technician before and after a change in JSON: written as employeeId before 0012, technicianId since.
UPDATE "appointment_events" SET "before" = ("before" - 'employeeId') || jsonb_build_object('technicianId', "before"->'employeeId') WHERE "before"->'employeeId' IS NOT NULL;--> statement-breakpoint
UPDATE "appointment_events" SET "after" = ("after" - 'employeeId') || jsonb_build_object('technicianId', "after"->'employeeId') WHERE "after"->'employeeId' IS NOT NULL;
