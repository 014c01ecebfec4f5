import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { AUDIT_FIELDS, countType, objectType, type FieldMap, type Row, type Scalar } from '../../graphql/object-type.js';
import { actorOf, type Context } from '../../graphql/context.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import type { Tx } from '../../db/client.js';
import { entry } from '../../lib/present.js';

export interface MasterDef<T extends PgTable & { id: PgColumn; status: PgColumn }> {
  type: string;
  table: T;
  /** Menu path whose holders may change this master. */
  menuPath: string;
  fields: FieldMap;
  /** GraphQL input field → [row property, zod rule]; the GraphQL type follows the rule's kind. */
  input: Record<string, [string, z.ZodType, Scalar]>;
  /** Rows of this master in a shared table (CG and LG votes). */
  scope?: SQL;
  fixed?: Row;
  orderBy?: PgColumn;
  queries: { all?: string; active?: string; count?: string; countField?: string };
  /** Extra cross-row rules (e.g. a parent must be active); throws AppError. */
  check?: (ctx: Context, values: Row, id?: number) => Promise<void>;
  /** What else changes, in the same transaction, when a row is deactivated or reactivated (e.g. its children). */
  onStatus?: (tx: Tx, id: number, status: boolean, actorId: number) => Promise<void>;
}

/** Registers the type, its list/active/count queries and create/update/status mutations. */
export function defineMaster<T extends PgTable & { id: PgColumn; status: PgColumn }>(def: MasterDef<T>) {
  const { table } = def;
  const ref = objectType(def.type, { ...def.fields, ...AUDIT_FIELDS });
  const inputSchema = z.object(Object.fromEntries(Object.entries(def.input).map(([k, [, rule]]) => [k, rule])));
  const inputRef = builder.inputType(`${def.type}Input`, {
    fields: (t) => Object.fromEntries(Object.entries(def.input).map(([k, [, rule, type]]) => [
      k, t.field({ type, required: !rule.safeParse(undefined).success }),
    ])) as never,
  });
  const where = (extra?: SQL) => and(def.scope, extra);
  // Widened to its constraint: drizzle's `from` does not accept a generic table.
  const plain: PgTable = table;
  const list = (ctx: Context, extra?: SQL) => ctx.db.select().from(plain).where(where(extra))
    .orderBy(asc(def.orderBy ?? table.id)).limit(10_000) as Promise<Row[]>;

  const inputColumns = new Map(Object.entries(def.input).map(([k, [column]]) => [k, column]));
  const toRow = (input: Record<string, unknown>) => {
    const row: Row = { ...def.fixed };
    for (const [k, v] of Object.entries(valid(inputSchema, input))) if (v !== undefined) row[entry(inputColumns, k)] = v;
    return row;
  };

  const { all, active, count: countName, countField = 'Count' } = def.queries;
  builder.queryFields((t) => ({
    ...(all ? { [all]: t.field({ type: [ref], authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => list(ctx) }) } : {}),
    ...(active ? { [active]: t.field({ type: [ref], authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => list(ctx, eq(table.status, true)) }) } : {}),
    ...(countName ? {
      [countName]: t.field({
        type: countType(countField), authScopes: { signedIn: true },
        resolve: async (_r, _a, ctx) => ({ n: (await ctx.db.select({ n: count() }).from(table as PgTable).where(where()))[0]?.n ?? 0 }),
      }),
    } : {}),
  }));

  const inScope = async (ctx: Context, id: number) => {
    const [row] = await ctx.db.select({ id: table.id }).from(plain).where(where(eq(table.id, id)));
    if (!row) throw notFound();
  };

  builder.mutationFields((t) => ({
    [`create${def.type}`]: t.field({
      type: ref, authScopes: { menu: def.menuPath }, args: { input: t.arg({ type: inputRef, required: true }) },
      resolve: async (_r, args, ctx) => {
        const values = toRow(args.input);
        await def.check?.(ctx, values);
        return ctx.db.transaction((tx) => insertAudited(tx, table, values as never, actorOf(ctx).id));
      },
    }),
    [`update${def.type}`]: t.field({
      type: ref, authScopes: { menu: def.menuPath },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: inputRef, required: true }) },
      resolve: async (_r, args, ctx) => {
        await inScope(ctx, args.id);
        const values = toRow(args.input);
        await def.check?.(ctx, values, args.id);
        return ctx.db.transaction((tx) => updateAudited(tx, table, args.id, values as never, actorOf(ctx).id));
      },
    }),
    [`set${def.type}Status`]: t.field({
      type: ref, authScopes: { menu: def.menuPath },
      args: { id: t.arg.int({ required: true }), Status: t.arg.boolean({ required: true }) },
      resolve: async (_r, args, ctx) => {
        await inScope(ctx, args.id);
        return ctx.db.transaction(async (tx) => {
          const row = await updateAudited(tx, table, args.id, { status: args.Status } as never, actorOf(ctx).id);
          await def.onStatus?.(tx, args.id, args.Status, actorOf(ctx).id);
          return row;
        });
      },
    }),
  }));
  return ref;
}

/** Common zod rules for master inputs. */
export const rules = {
  code: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9._-]+$/, 'HINT.CODE'),
  name: z.string().trim().min(2).max(200),
  flag: z.boolean().optional(),
  id: z.number().int().positive(),
  optionalId: z.number().int().positive().nullable().optional(),
};
