-- The planner estimates how many questions carry a knowledge tag (tags @> '[{"id": n}]') from the
-- column's histogram: with the default 100 entries a tag that 1 question in 100 carries is found
-- in none of them or in one or two, so the estimate jumped between a handful of rows (all matches
-- read through the tags index and sorted, 1 700 rows of a 200 000-question bank) and the truth
-- (the newest walked until a page is full, a few hundred rows). 1 000 entries keep it near the truth.
ALTER TABLE "question_bank" ALTER COLUMN "tags" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "question_bank";
