-- The stamp of the question bank (schema.ts questionBankStamps): every write to question_bank, or
-- to campuses (which the open scope of a school's questions reads), raises it once per transaction
-- in that transaction, so that a search kept in memory under a stamp is never answered after a
-- committed change to what it read. One row per shard of the writing connection, added up when read.
CREATE TABLE "question_bank_stamps" (
	"shard" integer PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION question_bank_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_bank_stamps AS s (shard, stamp) VALUES (pg_backend_pid() % 8, 1)
    ON CONFLICT (shard) DO UPDATE SET stamp = s.stamp + 1 WHERE s.xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER question_bank_stamp AFTER INSERT OR UPDATE OR DELETE ON question_bank FOR EACH STATEMENT EXECUTE FUNCTION question_bank_changed();
--> statement-breakpoint
CREATE TRIGGER question_bank_truncate_stamp AFTER TRUNCATE ON question_bank FOR EACH STATEMENT EXECUTE FUNCTION question_bank_changed();
--> statement-breakpoint
CREATE TRIGGER campuses_question_bank_stamp AFTER INSERT OR UPDATE OR DELETE ON campuses FOR EACH STATEMENT EXECUTE FUNCTION question_bank_changed();
