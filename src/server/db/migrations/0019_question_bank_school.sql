ALTER TABLE "question_bank" ADD COLUMN "children" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank" ADD COLUMN "open_type" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank" ADD COLUMN "open_targets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "question_bank" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_bank" ADD CONSTRAINT "question_bank_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_bank_school_idx" ON "question_bank" USING btree ("school_id","subject_id");