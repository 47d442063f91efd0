-- A stamp for what the analysis answers read besides the scores: exams and their papers and
-- question groups, the analysis settings, custom groups, the exam's classes, schools, campuses and
-- classes. It is the row of test 0, part -2 of analysis_stamps, raised once per transaction by any
-- write to those tables (they change rarely, never while marking), so that a kept analysis answer
-- is checked with the same small read as the scores' stamps (answer-cache.ts).
CREATE FUNCTION analysis_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analysis_stamp_raise(0, -2);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER exams_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON exams FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER tests_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON tests FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER partitions_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON partitions FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER exam_analysis_configs_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON exam_analysis_configs FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER special_groups_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON special_groups FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER special_group_students_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON special_group_students FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER exam_classes_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON exam_classes FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER schools_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON schools FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER campuses_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON campuses FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
--> statement-breakpoint
CREATE TRIGGER classes_analysis_settings AFTER INSERT OR UPDATE OR DELETE ON classes FOR EACH STATEMENT EXECUTE FUNCTION analysis_settings_changed();
