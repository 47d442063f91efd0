CREATE TABLE "scan_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"class_id" integer,
	"name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"file_page" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"exception_type" integer DEFAULT 0 NOT NULL,
	"card_page" text,
	"student_id" integer,
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_files" ADD CONSTRAINT "scan_files_batch_id_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_batch_id_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_file_id_scan_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."scan_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_batches_test_idx" ON "scan_batches" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_files_batch_sha_uq" ON "scan_files" USING btree ("batch_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_pages_test_sha_uq" ON "scan_pages" USING btree ("test_id","sha256");--> statement-breakpoint
CREATE INDEX "scan_pages_batch_state_idx" ON "scan_pages" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "scan_pages_test_exception_idx" ON "scan_pages" USING btree ("test_id","exception_type") WHERE state = 'exception';--> statement-breakpoint
CREATE INDEX "scan_pages_test_student_idx" ON "scan_pages" USING btree ("test_id","student_id");