ALTER TABLE "submission_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_counts" DROP CONSTRAINT "submission_counts_report_id_year_id_state_in_progress_is_consolidated_pk";--> statement-breakpoint
ALTER TABLE "submission_counts" ADD CONSTRAINT "submission_counts_report_id_year_id_state_in_progress_is_consolidated_shard_pk" PRIMARY KEY("report_id","year_id","state","in_progress","is_consolidated","shard");--> statement-breakpoint
-- Each submission counts into its entity's shard (its vote, programme or parastatal, modulo 8): on deadline day
-- approvals and initiations of one report for different votes waited on the one counter row of its column to their
-- commit (ADR 0003, amended). Rows are still upserted in key order, the shard last.
CREATE OR REPLACE FUNCTION submission_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, shard, n)
      SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, coalesce(vote_id, programme_id, sepc_id, 0) % 8, count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated, shard) DO UPDATE SET n = submission_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, shard, n)
      SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, coalesce(vote_id, programme_id, sepc_id, 0) % 8, -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated, shard) DO UPDATE SET n = submission_counts.n + excluded.n;
  ELSE
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, shard, n)
      SELECT report_id, year_id, state, in_progress, is_consolidated, shard, sum(d)::int FROM (
        SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1 AS in_progress, is_consolidated, coalesce(vote_id, programme_id, sepc_id, 0) % 8 AS shard, 1 AS d FROM new_rows
        UNION ALL
        SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, coalesce(vote_id, programme_id, sepc_id, 0) % 8, -1 FROM old_rows
      ) moved GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated, shard) DO UPDATE SET n = submission_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The counters again from the submissions, now by shard.
DELETE FROM submission_counts;--> statement-breakpoint
INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, shard, n)
  SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, coalesce(vote_id, programme_id, sepc_id, 0) % 8, count(*)::int
  FROM submissions GROUP BY 1, 2, 3, 4, 5, 6;
