ALTER TABLE "partitions" ADD COLUMN "occupy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partitions" ADD COLUMN "quota_mode" text DEFAULT 'manual' NOT NULL;