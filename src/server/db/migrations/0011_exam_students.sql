CREATE TABLE "exam_students" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	"absent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_students_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "exam_students" ADD CONSTRAINT "exam_students_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_students" ADD CONSTRAINT "exam_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;