import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { ErrorCode } from '@pbs/domain';
import { AppError } from '../lib/errors.js';
import type { Context } from './context.js';
import { grantsOf, refusalOf, type Scopes } from '../access/scopes.js';

export type { Scopes };

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: Scopes;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ZodPlugin],
  // Arguments declare their limits (`validate: { maxLength: 20 }`, a zod schema); a breach names the argument.
  zod: {
    validationError: (error) => new AppError(ErrorCode.BAD_INPUT,
      error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')),
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    // Every root field names a scope (a schema-walking test enforces it); the rules are in access/scopes.ts.
    authScopes: (ctx) => grantsOf(ctx.auth),
    unauthorizedError: (_parent, ctx) => refusalOf(ctx.auth),
  },
});

builder.scalarType('DateTime', {
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new AppError(ErrorCode.BAD_INPUT, 'Invalid date');
    return d;
  },
});

builder.queryType({});
builder.mutationType({});
