-- domain.md §17 (decision 1311): each side's time in the room between the session's start and end,
-- summed over its stays (reconnects), and the one correction of an outcome per appointment.
ALTER TABLE "appointment_attendance" ADD COLUMN "in_room_since" timestamptz;
--> statement-breakpoint
ALTER TABLE "appointment_attendance" ADD COLUMN "seconds_in_session" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Rows written before: their one known span, first join to last leave, within the session; a row
-- without a leave is a stay still under way.
UPDATE "appointment_attendance" t
SET "seconds_in_session" = greatest(0, floor(extract(epoch FROM
      least(t."last_left_at", a."ends_at") - greatest(t."first_joined_at", a."starts_at"))))::int
FROM "appointments" a
WHERE a."uuid" = t."appointment_uuid" AND t."last_left_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "appointment_attendance" SET "in_room_since" = "first_joined_at" WHERE "last_left_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "appointment_attendance_corrections" (
  "appointment_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "appointments"("uuid"),
  "corrected_at" timestamptz NOT NULL
);
