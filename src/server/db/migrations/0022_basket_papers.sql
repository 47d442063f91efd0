CREATE TABLE "basket_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"title" text NOT NULL,
	"question_ids" integer[] NOT NULL,
	"scores" double precision[] NOT NULL,
	"groups" text[] NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_papers" ADD CONSTRAINT "basket_papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_papers" ADD CONSTRAINT "basket_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_papers_school_idx" ON "basket_papers" USING btree ("school_id","user_id");