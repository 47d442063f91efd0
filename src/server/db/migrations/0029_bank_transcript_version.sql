-- The version of each question's search_text (TRANSCRIPT_VERSION of src/domain/question-bank.ts). The
-- transcript is made in TypeScript (Unicode normalisation and lower case as the server does them,
-- whatever the database's locale), so the rows written before are not converted here: they keep 0,
-- and the server writes their transcripts again in batches when it starts, then vacuums the table
-- so that the trigram index drops the old entries (question-bank/bank-transcripts.ts).
ALTER TABLE "question_bank" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;