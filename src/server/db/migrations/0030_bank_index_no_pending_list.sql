-- The two GIN indexes of the question bank are built again without fastupdate: new entries go
-- into the index at once instead of a pending list that every keyword or tag search reads through
-- (up to 4 MB) until a vacuum merges it, which made searches of a large bank slow after imports.
DROP INDEX "question_bank_search_trgm_idx";--> statement-breakpoint
DROP INDEX "question_bank_tags_idx";--> statement-breakpoint
CREATE INDEX "question_bank_search_trgm_idx" ON "question_bank" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "question_bank_tags_idx" ON "question_bank" USING gin ("tags" jsonb_path_ops) WITH (fastupdate=false);