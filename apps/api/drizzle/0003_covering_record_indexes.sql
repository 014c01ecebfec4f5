DROP INDEX "login_records_created_idx";--> statement-breakpoint
DROP INDEX "audits_created_idx";--> statement-breakpoint
DROP INDEX "logs_created_idx";--> statement-breakpoint
CREATE INDEX "login_records_created_status_idx" ON "login_records" USING btree ("created_at","login_status");--> statement-breakpoint
CREATE INDEX "audits_created_type_idx" ON "audits" USING btree ("created_at","audit_type");--> statement-breakpoint
CREATE INDEX "logs_created_type_idx" ON "logs" USING btree ("created_at","log_type");