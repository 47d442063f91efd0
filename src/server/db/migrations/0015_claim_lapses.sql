CREATE TABLE "marking_claim_lapses" (
	"unit_id" bigint NOT NULL,
	"teacher_id" integer NOT NULL,
	"judge" integer DEFAULT 0 NOT NULL,
	"lapsed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_claim_lapses_unit_id_teacher_id_pk" PRIMARY KEY("unit_id","teacher_id")
);
