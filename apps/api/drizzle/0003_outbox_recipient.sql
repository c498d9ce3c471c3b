ALTER TABLE "outbox" ADD COLUMN "recipient_uuid" uuid;--> statement-breakpoint
CREATE INDEX "outbox_pending_recipient_idx" ON "outbox" USING btree ("recipient_uuid") WHERE status = 'pending';--> statement-breakpoint
-- Rows written before the column: a booking confirmation is related to its collaborator; each
-- appointment reminder was written with its side's fixed subject (collaborator / psychologist).
-- A WhatsApp row left without a recipient (an earlier cancel notice, always sent with an e-mail
-- copy) is dropped by delivery: nobody's consent can be checked for it (decision 0902).
UPDATE "outbox" SET "recipient_uuid" = "related_uuid"
  WHERE "kind" = 'booking_confirmation' AND "recipient_uuid" IS NULL;
--> statement-breakpoint
UPDATE "outbox" AS o SET "recipient_uuid" = CASE o."subject"
    WHEN 'Sua sessão começa em breve' THEN a."collaborator_uuid"
    WHEN 'Seu atendimento começa em breve' THEN a."psychologist_uuid"
  END
  FROM "appointments" AS a
  WHERE o."kind" = 'appointment_reminder' AND o."related_uuid" = a."uuid"
    AND o."recipient_uuid" IS NULL;
