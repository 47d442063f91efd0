CREATE TABLE "answer_card_designs" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_card_designs" ADD CONSTRAINT "answer_card_designs_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_card_designs" ADD CONSTRAINT "answer_card_designs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;