CREATE TABLE "test_paper_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_paper_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"question_id" integer,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_paper_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "test_paper_cuts" ADD CONSTRAINT "test_paper_cuts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_cuts" ADD CONSTRAINT "test_paper_cuts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_cuts" ADD CONSTRAINT "test_paper_cuts_page_id_test_paper_images_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."test_paper_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_images" ADD CONSTRAINT "test_paper_images_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_paper_images" ADD CONSTRAINT "test_paper_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_paper_cuts_test_idx" ON "test_paper_cuts" USING btree ("test_id","sort");--> statement-breakpoint
CREATE INDEX "test_paper_images_test_idx" ON "test_paper_images" USING btree ("test_id","kind","sort");