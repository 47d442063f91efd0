ALTER TABLE "questions" ADD COLUMN "section" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "step" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "partial_score" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "optional_group" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "optional_pick" integer;