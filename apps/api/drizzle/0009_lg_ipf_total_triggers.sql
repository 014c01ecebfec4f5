-- Keeps lg_ipf_totals in step with lg_grant_ipfs: per year, stage and vote, the sum of each projection year,
-- changed once per statement from its transition tables (new rows added, old rows taken away) and upserted in key
-- order (see 0007). A transition table only exists for the events that define it, hence one branch per event.
CREATE FUNCTION lg_ipf_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lg_ipf_totals (year_id, stage_id, vote_id, projection_y1, projection_y2, projection_y3, projection_y4, projection_y5)
      SELECT year_id, stage_id, vote_id, sum(y1), sum(y2), sum(y3), sum(y4), sum(y5) FROM (SELECT year_id, stage_id, vote_id, projection_y1 AS y1, projection_y2 AS y2, projection_y3 AS y3, projection_y4 AS y4, projection_y5 AS y5 FROM new_rows) moved
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (year_id, stage_id, vote_id) DO UPDATE SET
      projection_y1 = lg_ipf_totals.projection_y1 + excluded.projection_y1, projection_y2 = lg_ipf_totals.projection_y2 + excluded.projection_y2,
      projection_y3 = lg_ipf_totals.projection_y3 + excluded.projection_y3, projection_y4 = lg_ipf_totals.projection_y4 + excluded.projection_y4,
      projection_y5 = lg_ipf_totals.projection_y5 + excluded.projection_y5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lg_ipf_totals (year_id, stage_id, vote_id, projection_y1, projection_y2, projection_y3, projection_y4, projection_y5)
      SELECT year_id, stage_id, vote_id, sum(y1), sum(y2), sum(y3), sum(y4), sum(y5) FROM (SELECT year_id, stage_id, vote_id, -projection_y1 AS y1, -projection_y2 AS y2, -projection_y3 AS y3, -projection_y4 AS y4, -projection_y5 AS y5 FROM old_rows) moved
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (year_id, stage_id, vote_id) DO UPDATE SET
      projection_y1 = lg_ipf_totals.projection_y1 + excluded.projection_y1, projection_y2 = lg_ipf_totals.projection_y2 + excluded.projection_y2,
      projection_y3 = lg_ipf_totals.projection_y3 + excluded.projection_y3, projection_y4 = lg_ipf_totals.projection_y4 + excluded.projection_y4,
      projection_y5 = lg_ipf_totals.projection_y5 + excluded.projection_y5;
  ELSE
    INSERT INTO lg_ipf_totals (year_id, stage_id, vote_id, projection_y1, projection_y2, projection_y3, projection_y4, projection_y5)
      SELECT year_id, stage_id, vote_id, sum(y1), sum(y2), sum(y3), sum(y4), sum(y5) FROM (SELECT year_id, stage_id, vote_id, projection_y1 AS y1, projection_y2 AS y2, projection_y3 AS y3, projection_y4 AS y4, projection_y5 AS y5 FROM new_rows UNION ALL SELECT year_id, stage_id, vote_id, -projection_y1 AS y1, -projection_y2 AS y2, -projection_y3 AS y3, -projection_y4 AS y4, -projection_y5 AS y5 FROM old_rows) moved
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (year_id, stage_id, vote_id) DO UPDATE SET
      projection_y1 = lg_ipf_totals.projection_y1 + excluded.projection_y1, projection_y2 = lg_ipf_totals.projection_y2 + excluded.projection_y2,
      projection_y3 = lg_ipf_totals.projection_y3 + excluded.projection_y3, projection_y4 = lg_ipf_totals.projection_y4 + excluded.projection_y4,
      projection_y5 = lg_ipf_totals.projection_y5 + excluded.projection_y5;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lg_grant_ipfs_totals_insert AFTER INSERT ON lg_grant_ipfs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lg_ipf_totals_apply();--> statement-breakpoint
CREATE TRIGGER lg_grant_ipfs_totals_update AFTER UPDATE ON lg_grant_ipfs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lg_ipf_totals_apply();--> statement-breakpoint
CREATE TRIGGER lg_grant_ipfs_totals_delete AFTER DELETE ON lg_grant_ipfs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lg_ipf_totals_apply();--> statement-breakpoint
INSERT INTO lg_ipf_totals (year_id, stage_id, vote_id, projection_y1, projection_y2, projection_y3, projection_y4, projection_y5)
  SELECT year_id, stage_id, vote_id, sum(projection_y1), sum(projection_y2), sum(projection_y3), sum(projection_y4), sum(projection_y5)
  FROM lg_grant_ipfs GROUP BY 1, 2, 3;
