-- Domain-rules §18: the psychologist's note on each appointment (one per appointment, its author's
-- only) and the dated addenda written after the note locks, 24 hours after the session's end.
CREATE TABLE "session_notes" (
	"appointment_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "appointments"("uuid"),
	"psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_note_addenda" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_uuid" uuid NOT NULL REFERENCES "appointments"("uuid"),
	"psychologist_uuid" uuid NOT NULL REFERENCES "psychologists"("uuid"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_note_addenda_appointment_idx" ON "session_note_addenda" USING btree ("appointment_uuid", "created_at");
--> statement-breakpoint
CREATE INDEX "session_notes_psychologist_idx" ON "session_notes" USING btree ("psychologist_uuid");
