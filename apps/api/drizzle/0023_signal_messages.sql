-- A room's signalling message too large for a notification (decision 1452).
CREATE TABLE "signal_messages" (
  "uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payload" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
