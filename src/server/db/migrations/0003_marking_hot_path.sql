ALTER TABLE "marking_logs" DROP CONSTRAINT "marking_logs_partition_id_partitions_id_fk";
--> statement-breakpoint
ALTER TABLE "marking_logs" DROP CONSTRAINT "marking_logs_student_id_students_id_fk";
--> statement-breakpoint
DROP INDEX "marking_units_claimable_idx";--> statement-breakpoint
DROP INDEX "marking_claims_teacher_idx";--> statement-breakpoint
CREATE INDEX "marking_units_free_idx" ON "marking_units" USING btree ("partition_id","state","id") WHERE (state = 'open' AND marks_done + holders < marks_needed) OR (state = 'judge' AND holders < 1);--> statement-breakpoint
CREATE INDEX "marking_claims_teacher_idx" ON "marking_claims" USING btree ("teacher_id","judge","expires_at");