CREATE TABLE "marking_teacher_counts" (
	"partition_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"judge" integer NOT NULL,
	"marks" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "marking_teacher_counts_partition_id_teacher_id_judge_pk" PRIMARY KEY("partition_id","teacher_id","judge")
);
--> statement-breakpoint
ALTER TABLE "marking_claims" DROP CONSTRAINT "marking_claims_unit_id_marking_units_id_fk";
--> statement-breakpoint
ALTER TABLE "marking_claims" DROP CONSTRAINT "marking_claims_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "marking_logs" DROP CONSTRAINT "marking_logs_teacher_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION marking_teacher_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE marking_teacher_counts SET marks = marks - 1, score_sum = score_sum - OLD.total_score
      WHERE partition_id = OLD.partition_id AND teacher_id = OLD.teacher_id AND judge = OLD.judge;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO marking_teacher_counts AS c (partition_id, teacher_id, judge, marks, score_sum)
      VALUES (NEW.partition_id, NEW.teacher_id, NEW.judge, 1, NEW.total_score)
      ON CONFLICT (partition_id, teacher_id, judge) DO UPDATE SET marks = c.marks + 1, score_sum = c.score_sum + EXCLUDED.score_sum;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER marking_logs_teacher_counts AFTER INSERT OR DELETE OR UPDATE OF partition_id, teacher_id, judge, total_score ON marking_logs
  FOR EACH ROW EXECUTE FUNCTION marking_teacher_counts_follow();
--> statement-breakpoint
INSERT INTO marking_teacher_counts (partition_id, teacher_id, judge, marks, score_sum)
  SELECT partition_id, teacher_id, judge, count(*), coalesce(sum(total_score), 0) FROM marking_logs GROUP BY partition_id, teacher_id, judge;
