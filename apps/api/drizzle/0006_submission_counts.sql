CREATE TABLE "submission_counts" (
	"report_id" integer NOT NULL,
	"year_id" integer NOT NULL,
	"state" text NOT NULL,
	"in_progress" boolean NOT NULL,
	"is_consolidated" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "submission_counts_report_id_year_id_state_in_progress_is_consolidated_pk" PRIMARY KEY("report_id","year_id","state","in_progress","is_consolidated")
);
--> statement-breakpoint
CREATE INDEX "submissions_vote_year_idx" ON "submissions" USING btree ("vote_id","year_id");--> statement-breakpoint
CREATE INDEX "submissions_programme_year_idx" ON "submissions" USING btree ("programme_id","year_id");--> statement-breakpoint
CREATE INDEX "submissions_sepc_year_idx" ON "submissions" USING btree ("sepc_id","year_id");