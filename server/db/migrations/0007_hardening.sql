ALTER TABLE "chat_messages" ADD COLUMN "streaming_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "interrupted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_idempotency" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "upload_idempotency" ADD COLUMN "lease_until" timestamp with time zone;