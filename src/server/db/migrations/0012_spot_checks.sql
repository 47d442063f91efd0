CREATE TABLE "spot_check_papers" (
	"spot_check_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"student_id" integer NOT NULL,
	"leader_score" double precision,
	"scored_at" timestamp with time zone,
	CONSTRAINT "spot_check_papers_spot_check_id_seq_pk" PRIMARY KEY("spot_check_id","seq")
);
--> statement-breakpoint
CREATE TABLE "spot_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"partition_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spot_check_papers" ADD CONSTRAINT "spot_check_papers_spot_check_id_spot_checks_id_fk" FOREIGN KEY ("spot_check_id") REFERENCES "public"."spot_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_check_papers" ADD CONSTRAINT "spot_check_papers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_checks" ADD CONSTRAINT "spot_checks_partition_id_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_checks" ADD CONSTRAINT "spot_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spot_check_papers_student_uq" ON "spot_check_papers" USING btree ("spot_check_id","student_id");--> statement-breakpoint
CREATE INDEX "spot_checks_partition_idx" ON "spot_checks" USING btree ("partition_id");