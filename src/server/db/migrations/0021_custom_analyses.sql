CREATE TABLE "custom_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"class_ids" integer[] NOT NULL,
	"test_ids" integer[] NOT NULL,
	"figures" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_analyses" ADD CONSTRAINT "custom_analyses_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_analyses" ADD CONSTRAINT "custom_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_analyses_exam_user_idx" ON "custom_analyses" USING btree ("exam_id","user_id");