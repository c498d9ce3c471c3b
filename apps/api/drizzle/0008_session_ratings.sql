CREATE TABLE "session_ratings" (
	"appointment_uuid" uuid PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_ratings_score_ck" CHECK ("score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "video_url" DROP NOT NULL;
