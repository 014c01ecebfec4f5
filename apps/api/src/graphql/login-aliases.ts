import { GraphQLError, Kind, OperationTypeNode, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '@pbs/domain';

/** The user names of every sign-in a document asks for at the root of a mutation: aliases and fragments included. */
export function rootLogins(doc: DocumentNode, variables: Record<string, unknown> = {}): string[] {
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const names: string[] = [];
  const walk = (set: SelectionSetNode, seen: Set<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet, seen);
      else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        if (f && !seen.has(s.name.value)) walk(f, new Set([...seen, s.name.value]));
      } else if (s.name.value === 'login') {
        const arg = s.arguments?.find((a) => a.name.value === 'User_Name')?.value;
        const value = arg?.kind === Kind.STRING ? arg.value : arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : undefined;
        names.push(typeof value === 'string' ? value : '');
      }
    }
  };
  for (const d of doc.definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION) walk(d.selectionSet, new Set());
  return names;
}

/**
 * One sign-in per request. A request asking for several (aliases) tries none of them, and each one counts as
 * a failed attempt against its user, so 50 aliased logins cost an attacker 50 attempts, not one.
 */
export function oneSignInPerRequest<C extends Record<string, unknown>>(record: (userNames: string[], serverContext: C) => Promise<void>): Plugin<object, C> {
  return {
    async onParams({ params, setResult, context }) {
      if (typeof params.query !== 'string' || !params.query.includes('login')) return;
      let doc: DocumentNode;
      try {
        doc = parse(params.query, { maxTokens: 2000 });
      } catch {
        return; // Yoga and GraphQL Armor answer malformed or oversized documents themselves.
      }
      const names = rootLogins(doc, params.variables ?? {});
      if (names.length < 2) return;
      await record(names, context);
      setResult({ errors: [new GraphQLError('One sign-in per request', { extensions: { code: ErrorCode.BAD_INPUT } })] });
    },
  };
}
