CREATE TABLE "answer_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"side_a" text,
	"side_b" text,
	"exception_type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"full_mark" double precision NOT NULL,
	"step" double precision DEFAULT 1 NOT NULL,
	"x" integer,
	"y" integer,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_classes" (
	"exam_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "exam_classes_exam_id_class_id_pk" PRIMARY KEY("exam_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"examination_type" integer DEFAULT 3 NOT NULL,
	"grade_id" integer NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"class_teacher_marking" boolean DEFAULT false NOT NULL,
	"start_date" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"system" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_claims" (
	"unit_id" bigint NOT NULL,
	"teacher_id" integer NOT NULL,
	"judge" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marking_claims_unit_id_teacher_id_pk" PRIMARY KEY("unit_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "marking_feedback" (
	"unit_id" bigint NOT NULL,
	"teacher_id" integer NOT NULL,
	"tag_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_feedback_unit_id_teacher_id_pk" PRIMARY KEY("unit_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "marking_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" bigint NOT NULL,
	"partition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"judge" integer DEFAULT 0 NOT NULL,
	"round" integer NOT NULL,
	"total_score" double precision NOT NULL,
	"question_score" jsonb NOT NULL,
	"score_marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spend_time" integer DEFAULT 0 NOT NULL,
	"feedback_ids" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"finished_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"marks_needed" integer DEFAULT 1 NOT NULL,
	"marks_done" integer DEFAULT 0 NOT NULL,
	"holders" integer DEFAULT 0 NOT NULL,
	"final_score" double precision,
	"final_question_score" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"blank_ignored" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objective_answers" (
	"test_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"chosen" text DEFAULT '' NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "objective_answers_question_id_student_id_pk" PRIMARY KEY("question_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "partition_teachers" (
	"partition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"mark_task" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partition_teachers_partition_id_user_id_role_pk" PRIMARY KEY("partition_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "partitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"name" text NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"show_order" integer NOT NULL,
	"test_correct_type" integer DEFAULT 1 NOT NULL,
	"scoring_time_label" text DEFAULT '' NOT NULL,
	"marking_policy" text DEFAULT 'single' NOT NULL,
	"tolerance" double precision DEFAULT 0 NOT NULL,
	"rect_divide" jsonb,
	"marking_show_student" boolean DEFAULT false NOT NULL,
	"quota_strict" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" bigint NOT NULL,
	"partition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"grade_type" integer DEFAULT 0 NOT NULL,
	"type_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"question_type" text NOT NULL,
	"text" text NOT NULL,
	"search_text" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jieda" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" integer DEFAULT 5 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_bank_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"partition_id" integer,
	"show_order" integer NOT NULL,
	"label" text NOT NULL,
	"question_type" text NOT NULL,
	"full_mark" double precision NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"options" jsonb,
	"answer" jsonb,
	"jieda" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 5 NOT NULL,
	"tags" jsonb
);
--> statement-breakpoint
CREATE TABLE "scan_pieces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"black_rate" double precision
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"default_password" text,
	"grade_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"group_id" integer NOT NULL,
	"app_name" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_group_students" (
	"group_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "special_group_students_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "special_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"exam_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"examination_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"user_state" integer DEFAULT 0 NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"param" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_key" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teacher_classes" (
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "teacher_classes_user_id_class_id_subject_id_pk" PRIMARY KEY("user_id","class_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "test_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"original_question_id" integer NOT NULL,
	"class_id" integer DEFAULT 0 NOT NULL,
	"question_id" integer NOT NULL,
	"picked_from" text DEFAULT 'suggested' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"correct_type" integer DEFAULT 1 NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"template_info" jsonb,
	"is_sub_finish_divide" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "user_schools" (
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "user_schools_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"locked_screen" boolean DEFAULT false NOT NULL,
	"grade_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"subject_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD CONSTRAINT "answer_sheets_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_sheets" ADD CONSTRAINT "answer_sheets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blanks" ADD CONSTRAINT "blanks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tags" ADD CONSTRAINT "feedback_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_claims" ADD CONSTRAINT "marking_claims_unit_id_marking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."marking_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_claims" ADD CONSTRAINT "marking_claims_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_feedback" ADD CONSTRAINT "marking_feedback_unit_id_marking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."marking_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_feedback" ADD CONSTRAINT "marking_feedback_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_logs" ADD CONSTRAINT "marking_logs_unit_id_marking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."marking_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_logs" ADD CONSTRAINT "marking_logs_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_logs" ADD CONSTRAINT "marking_logs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_logs" ADD CONSTRAINT "marking_logs_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_units" ADD CONSTRAINT "marking_units_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_units" ADD CONSTRAINT "marking_units_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_answers" ADD CONSTRAINT "objective_answers_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_answers" ADD CONSTRAINT "objective_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_answers" ADD CONSTRAINT "objective_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partition_teachers" ADD CONSTRAINT "partition_teachers_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partition_teachers" ADD CONSTRAINT "partition_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partitions" ADD CONSTRAINT "partitions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_papers" ADD CONSTRAINT "problem_papers_unit_id_marking_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."marking_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_papers" ADD CONSTRAINT "problem_papers_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_papers" ADD CONSTRAINT "problem_papers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_papers" ADD CONSTRAINT "problem_papers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_papers" ADD CONSTRAINT "problem_papers_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank" ADD CONSTRAINT "question_bank_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_reports" ADD CONSTRAINT "question_bank_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_reports" ADD CONSTRAINT "question_bank_reports_question_id_question_bank_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pieces" ADD CONSTRAINT "scan_pieces_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pieces" ADD CONSTRAINT "scan_pieces_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_group_students" ADD CONSTRAINT "special_group_students_group_id_special_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."special_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_group_students" ADD CONSTRAINT "special_group_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_groups" ADD CONSTRAINT "special_groups_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_classes" ADD CONSTRAINT "teacher_classes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_classes" ADD CONSTRAINT "teacher_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_variants" ADD CONSTRAINT "test_variants_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_variants" ADD CONSTRAINT "test_variants_original_question_id_questions_id_fk" FOREIGN KEY ("original_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_variants" ADD CONSTRAINT "test_variants_question_id_question_bank_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question_bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_variants" ADD CONSTRAINT "test_variants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_sheets_test_student_uq" ON "answer_sheets" USING btree ("test_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blanks_question_key_uq" ON "blanks" USING btree ("question_id","key");--> statement-breakpoint
CREATE INDEX "classes_school_idx" ON "classes" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "marking_claims_teacher_idx" ON "marking_claims" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "marking_claims_expires_idx" ON "marking_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_logs_unit_teacher_uq" ON "marking_logs" USING btree ("unit_id","teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_logs_idempotency_uq" ON "marking_logs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "marking_logs_partition_teacher_idx" ON "marking_logs" USING btree ("partition_id","teacher_id","judge");--> statement-breakpoint
CREATE UNIQUE INDEX "marking_units_partition_student_uq" ON "marking_units" USING btree ("partition_id","student_id");--> statement-breakpoint
CREATE INDEX "marking_units_partition_state_idx" ON "marking_units" USING btree ("partition_id","state");--> statement-breakpoint
CREATE INDEX "marking_units_claimable_idx" ON "marking_units" USING btree ("partition_id","id") WHERE state IN ('open', 'judge');--> statement-breakpoint
CREATE INDEX "objective_answers_test_idx" ON "objective_answers" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "partitions_test_idx" ON "partitions" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "problem_papers_partition_idx" ON "problem_papers" USING btree ("partition_id","state");--> statement-breakpoint
CREATE INDEX "question_bank_subject_idx" ON "question_bank" USING btree ("subject_id","type_id");--> statement-breakpoint
CREATE INDEX "question_bank_search_trgm_idx" ON "question_bank" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questions_test_idx" ON "questions" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "questions_partition_idx" ON "questions" USING btree ("partition_id");--> statement-breakpoint
CREATE INDEX "scan_pieces_partition_student_idx" ON "scan_pieces" USING btree ("partition_id","student_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "special_groups_exam_idx" ON "special_groups" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_exam_number_uq" ON "students" USING btree ("school_id","exam_number");--> statement-breakpoint
CREATE INDEX "students_class_idx" ON "students" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "test_variants_uq" ON "test_variants" USING btree ("test_id","original_question_id","class_id","question_id");--> statement-breakpoint
CREATE INDEX "test_variants_original_idx" ON "test_variants" USING btree ("original_question_id","class_id");--> statement-breakpoint
CREATE INDEX "tests_exam_idx" ON "tests" USING btree ("exam_id");