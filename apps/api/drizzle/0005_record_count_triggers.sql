-- Keeps record_counts in step with logs, audits and login_records: one counter per source, UTC month and kind,
-- updated once per statement from its transition table, so batch inserts cost one upsert per month and kind.
CREATE FUNCTION record_counts_logs_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logs', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), log_type, count(*) FROM new_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER logs_counts_insert AFTER INSERT ON logs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_logs_insert();--> statement-breakpoint
CREATE FUNCTION record_counts_logs_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logs', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), log_type, -count(*) FROM old_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER logs_counts_delete AFTER DELETE ON logs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_logs_delete();--> statement-breakpoint
INSERT INTO record_counts (source, month, kind, n) SELECT 'logs', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), log_type, count(*) FROM logs GROUP BY 2, 3;--> statement-breakpoint
CREATE FUNCTION record_counts_audits_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'audits', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), audit_type, count(*) FROM new_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audits_counts_insert AFTER INSERT ON audits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_audits_insert();--> statement-breakpoint
CREATE FUNCTION record_counts_audits_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'audits', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), audit_type, -count(*) FROM old_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audits_counts_delete AFTER DELETE ON audits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_audits_delete();--> statement-breakpoint
INSERT INTO record_counts (source, month, kind, n) SELECT 'audits', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), audit_type, count(*) FROM audits GROUP BY 2, 3;--> statement-breakpoint
CREATE FUNCTION record_counts_logins_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logins', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), case when login_status then 'ok' else 'failed' end, count(*) FROM new_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER login_records_counts_insert AFTER INSERT ON login_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_logins_insert();--> statement-breakpoint
CREATE FUNCTION record_counts_logins_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logins', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), case when login_status then 'ok' else 'failed' end, -count(*) FROM old_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER login_records_counts_delete AFTER DELETE ON login_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_logins_delete();--> statement-breakpoint
INSERT INTO record_counts (source, month, kind, n) SELECT 'logins', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), case when login_status then 'ok' else 'failed' end, count(*) FROM login_records GROUP BY 2, 3;
