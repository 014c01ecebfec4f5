import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.RELIABILITY_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away database on the PostgreSQL server (null when none answers), and how to drop it. */
export async function scratchDatabase(prefix: string, server = PG_URL): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = () => new pg.Client({ connectionString: server });
  const c = admin();
  try { await c.connect(); } catch { return null; }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(server);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = admin();
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}
