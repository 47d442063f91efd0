CREATE TABLE "exam_analysis_configs" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"excellent_percent" double precision NOT NULL,
	"good_percent" double precision NOT NULL,
	"pass_percent" double precision NOT NULL,
	"low_percent" double precision NOT NULL,
	"top_n" integer NOT NULL,
	"potential_margin" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_analysis_configs" ADD CONSTRAINT "exam_analysis_configs_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;