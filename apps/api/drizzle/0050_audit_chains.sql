ALTER TABLE "audits" ADD COLUMN "chain" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audits_chain_idx" ON "audits" USING btree ("chain","id");--> statement-breakpoint
ALTER TABLE "record_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "record_counts" DROP CONSTRAINT "record_counts_source_month_kind_pk";--> statement-breakpoint
ALTER TABLE "record_counts" ADD CONSTRAINT "record_counts_source_month_kind_shard_pk" PRIMARY KEY("source","month","kind","shard");--> statement-breakpoint
-- The counters' conflict target now holds the shard: audits count into their chain's row (ADR 0022), so writers
-- linking into different chains at once do not wait on one counter row to their commit; logs and logins keep shard 0.
CREATE OR REPLACE FUNCTION record_counts_audits_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, shard, n)
    SELECT 'audits', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), audit_type, chain, count(*) FROM new_rows GROUP BY 2, 3, 4
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_audits_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, shard, n)
    SELECT 'audits', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), audit_type, chain, -count(*) FROM old_rows GROUP BY 2, 3, 4
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_logs_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logs', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), log_type, count(*) FROM new_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_logs_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logs', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), log_type, -count(*) FROM old_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_logins_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logins', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), case when login_status then 'ok' else 'failed' end, count(*) FROM new_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_logins_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts (source, month, kind, n)
    SELECT 'logins', to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), case when login_status then 'ok' else 'failed' end, -count(*) FROM old_rows GROUP BY 2, 3
  ON CONFLICT (source, month, kind, shard) DO UPDATE SET n = record_counts.n + excluded.n;
  RETURN NULL;
END $$;
