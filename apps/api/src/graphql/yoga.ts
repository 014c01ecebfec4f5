import { createYoga, maskError as defaultMask } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { schema } from './schema.js';
import type { Context } from './context.js';
import { ErrorCode } from '@pbs/domain';
import { oneSignInPerRequest } from './login-aliases.js';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** Only AppErrors (and GraphQL validation errors) reach clients; the rest is logged and masked. */
export function createGraphQL(buildContext: (s: ServerContext) => Promise<Omit<Context, 'req' | 'reply'>>, log: Logger, production: boolean,
  recordAliasedLogins: (userNames: string[], s: ServerContext) => Promise<void>) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    graphiql: !production,
    landingPage: false,
    batching: false,
    context: async (s) => ({ ...(await buildContext(s)), req: s.req, reply: s.reply }),
    maskedErrors: {
      maskError: (error, message, isDev) => {
        // Duck-typed: graphql's CJS and ESM builds can both be loaded, and instanceof fails across them.
        const gqlError = error as Partial<GraphQLError>;
        if (gqlError?.name === 'GraphQLError') {
          // Errors we raised on purpose carry one of our codes; parse and validation errors have no original.
          const code = gqlError.extensions?.code;
          if (typeof code === 'string' && KNOWN_CODES.has(code)) return error as Error;
          if (!gqlError.originalError) return error as Error;
        }
        const original = gqlError?.originalError ?? error;
        log.error({ service: 'graphql', err: original }, 'unexpected error');
        return defaultMask(error, message, isDev && !production);
      },
    },
    plugins: [
      oneSignInPerRequest(recordAliasedLogins),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 10 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(production ? [{ onValidate: ({ addValidationRule }: { addValidationRule: (r: typeof NoSchemaIntrospectionCustomRule) => void }) => addValidationRule(NoSchemaIntrospectionCustomRule) }] : []),
    ],
  });
}
