ALTER TABLE "scan_batches" ADD COLUMN "mixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD COLUMN "parent_batch_id" integer;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_parent_batch_id_scan_batches_id_fk" FOREIGN KEY ("parent_batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_batches_parent_test_uq" ON "scan_batches" USING btree ("parent_batch_id","test_id");