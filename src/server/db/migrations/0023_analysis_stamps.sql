-- A stamp per piece of a test's analysed scores, raised in the same transaction as any write that
-- changes them, so that a server process keeping the scores in memory can tell with one small read
-- whether they still hold. Pieces: a question group's answers (part = its partition id), the
-- objective answers (part 0), and who sat the test with their questions (part -1: questions,
-- blanks, absences, students' names and classes, answers added or removed). A stamp is raised once
-- per transaction however many rows of its piece the transaction writes.
CREATE TABLE "analysis_stamps" (
	"test_id" integer NOT NULL,
	"part" integer NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_stamps_test_id_part_pk" PRIMARY KEY("test_id","part")
);
--> statement-breakpoint
CREATE FUNCTION analysis_stamp_raise(test integer, piece integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_stamps AS s (test_id, part, stamp) VALUES (test, piece, 1)
    ON CONFLICT (test_id, part) DO UPDATE SET stamp = s.stamp + 1 WHERE s.xmin <> pg_current_xact_id()::xid
$$;
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_unit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(p.test_id, p.id) FROM partitions p WHERE p.id IN (OLD.partition_id, NEW.partition_id);
  IF OLD.partition_id <> NEW.partition_id OR OLD.student_id <> NEW.student_id THEN
    PERFORM analysis_stamp_raise(t.test_id, -1) FROM (SELECT DISTINCT p.test_id FROM partitions p WHERE p.id IN (OLD.partition_id, NEW.partition_id)) t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER marking_units_analysis_stamps AFTER UPDATE OF state, final_question_score, partition_id, student_id ON marking_units
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.final_question_score IS DISTINCT FROM NEW.final_question_score
                     OR OLD.partition_id <> NEW.partition_id OR OLD.student_id <> NEW.student_id)
  EXECUTE FUNCTION analysis_stamps_unit_changed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_units_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(x.test_id, x.part) FROM (
    SELECT DISTINCT p.test_id, unnest(ARRAY[p.id, -1]) AS part FROM changed c JOIN partitions p ON p.id = c.partition_id) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER marking_units_analysis_stamps_insert AFTER INSERT ON marking_units REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_units_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER marking_units_analysis_stamps_delete AFTER DELETE ON marking_units REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_units_added_or_removed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_objective_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(t.test_id, 0) FROM (SELECT DISTINCT unnest(ARRAY[OLD.test_id, NEW.test_id]) AS test_id) t;
  IF OLD.test_id <> NEW.test_id OR OLD.student_id <> NEW.student_id THEN
    PERFORM analysis_stamp_raise(t.test_id, -1) FROM (SELECT DISTINCT unnest(ARRAY[OLD.test_id, NEW.test_id]) AS test_id) t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER objective_answers_analysis_stamps AFTER UPDATE ON objective_answers
  FOR EACH ROW WHEN (OLD.score IS DISTINCT FROM NEW.score OR OLD.chosen IS DISTINCT FROM NEW.chosen OR OLD.question_id <> NEW.question_id
                     OR OLD.test_id <> NEW.test_id OR OLD.student_id <> NEW.student_id)
  EXECUTE FUNCTION analysis_stamps_objective_changed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_objective_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(x.test_id, x.part) FROM (SELECT DISTINCT c.test_id, unnest(ARRAY[0, -1]) AS part FROM changed c) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER objective_answers_analysis_stamps_insert AFTER INSERT ON objective_answers REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_objective_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER objective_answers_analysis_stamps_delete AFTER DELETE ON objective_answers REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_objective_added_or_removed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_absence_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(t.id, -1) FROM tests t WHERE t.exam_id IN (SELECT DISTINCT c.exam_id FROM changed c);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER exam_students_analysis_stamps_insert AFTER INSERT ON exam_students REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_absence_changed();
--> statement-breakpoint
CREATE TRIGGER exam_students_analysis_stamps_update AFTER UPDATE ON exam_students REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_absence_changed();
--> statement-breakpoint
CREATE TRIGGER exam_students_analysis_stamps_delete AFTER DELETE ON exam_students REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_absence_changed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_question_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'questions' THEN
    PERFORM analysis_stamp_raise(t.test_id, -1) FROM (SELECT DISTINCT unnest(ARRAY[OLD.test_id, NEW.test_id]) AS test_id) t WHERE t.test_id IS NOT NULL;
  ELSE
    PERFORM analysis_stamp_raise(t.test_id, -1) FROM (SELECT DISTINCT q.test_id FROM questions q WHERE q.id IN (OLD.question_id, NEW.question_id)) t;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_analysis_stamps AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION analysis_stamps_question_changed();
--> statement-breakpoint
CREATE TRIGGER blanks_analysis_stamps AFTER INSERT OR UPDATE OR DELETE ON blanks
  FOR EACH ROW EXECUTE FUNCTION analysis_stamps_question_changed();
--> statement-breakpoint
CREATE FUNCTION analysis_stamps_roster_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analysis_stamps SET stamp = stamp + 1 WHERE part = -1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER students_analysis_stamps AFTER UPDATE OF name, exam_number, school_id, campus_id, class_id ON students
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_roster_changed();
--> statement-breakpoint
CREATE TRIGGER classes_analysis_stamps AFTER UPDATE OF name ON classes
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_roster_changed();
--> statement-breakpoint
CREATE TRIGGER campuses_analysis_stamps AFTER UPDATE OF name ON campuses
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_stamps_roster_changed();
