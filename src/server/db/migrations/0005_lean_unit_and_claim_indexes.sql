DROP INDEX "marking_claims_expires_idx";--> statement-breakpoint
DROP INDEX "marking_units_partition_state_idx";--> statement-breakpoint
CREATE INDEX "marking_units_set_aside_idx" ON "marking_units" USING btree ("partition_id","state") WHERE state IN ('judge', 'problem', 'blank');