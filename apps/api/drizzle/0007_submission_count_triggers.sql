-- Keeps submission_counts in step with submissions: one counter per report, year and dashboard grid column,
-- updated once per statement from its transition tables. Rows are upserted in key order so that two
-- transactions moving submissions between the same columns lock the counters in the same order.
CREATE FUNCTION submission_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, n)
      SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated) DO UPDATE SET n = submission_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, n)
      SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated) DO UPDATE SET n = submission_counts.n + excluded.n;
  ELSE
    INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, n)
      SELECT report_id, year_id, state, in_progress, is_consolidated, sum(d)::int FROM (
        SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1 AS in_progress, is_consolidated, 1 AS d FROM new_rows
        UNION ALL
        SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, -1 FROM old_rows
      ) moved GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (report_id, year_id, state, in_progress, is_consolidated) DO UPDATE SET n = submission_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER submissions_counts_insert AFTER INSERT ON submissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
CREATE TRIGGER submissions_counts_update AFTER UPDATE ON submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
CREATE TRIGGER submissions_counts_delete AFTER DELETE ON submissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counts_apply();--> statement-breakpoint
INSERT INTO submission_counts (report_id, year_id, state, in_progress, is_consolidated, n)
  SELECT report_id, year_id, state, state = 'Initiated' AND current_level > 1, is_consolidated, count(*)::int FROM submissions GROUP BY 1, 2, 3, 4, 5;
