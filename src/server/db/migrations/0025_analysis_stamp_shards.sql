-- The stamp of a piece is spread over a few rows (by the writing connection), added up when read:
-- concurrent mark writes of one question group from different connections then raise different
-- rows instead of queueing for one. Every raise adds 1 to one row, so the sum grows with every
-- committed change.
ALTER TABLE "analysis_stamps" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "analysis_stamps" DROP CONSTRAINT "analysis_stamps_test_id_part_pk";
--> statement-breakpoint
ALTER TABLE "analysis_stamps" ADD CONSTRAINT "analysis_stamps_test_id_part_shard_pk" PRIMARY KEY("test_id","part","shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analysis_stamp_raise(test integer, piece integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_stamps AS s (test_id, part, shard, stamp) VALUES (test, piece, pg_backend_pid() % 8, 1)
    ON CONFLICT (test_id, part, shard) DO UPDATE SET stamp = s.stamp + 1 WHERE s.xmin <> pg_current_xact_id()::xid
$$;
