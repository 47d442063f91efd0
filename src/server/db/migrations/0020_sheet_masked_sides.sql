ALTER TABLE "answer_sheets" ADD COLUMN "side_a_masked" text;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD COLUMN "side_b_masked" text;