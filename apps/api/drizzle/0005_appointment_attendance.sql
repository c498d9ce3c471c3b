CREATE TABLE "appointment_attendance" (
	"appointment_uuid" uuid NOT NULL,
	"side" text NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_left_at" timestamp with time zone,
	CONSTRAINT "appointment_attendance_appointment_uuid_side_pk" PRIMARY KEY("appointment_uuid","side"),
	CONSTRAINT "appointment_attendance_side_ck" CHECK ("side" in ('collaborator', 'psychologist'))
);
--> statement-breakpoint
ALTER TABLE "appointment_attendance" ADD CONSTRAINT "appointment_attendance_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE no action ON UPDATE no action;
