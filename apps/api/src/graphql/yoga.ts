import { createYoga, maskError as defaultMask, type CORSOptions } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Context } from './context.js';
import { CSRF_HEADER, ErrorCode, languageOfHeader } from '@pbs/domain';
import { oneSignInPerRequest } from './login-aliases.js';
import { inputLimits } from './input-limits.js';
import { answerSizeLimit } from './list-cost.js';
import { spokenErrors } from './spoken-errors.js';
import { faultAnswers } from './fault-answers.js';
import { faultError, messageIn } from '../lib/errors.js';
import { noteFault } from '../lib/fault-log.js';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export interface GraphQLOptions {
  /** The modules' schema (src/schema.ts): the server is built without knowing the modules. */
  schema: GraphQLSchema;
  buildContext: (s: ServerContext) => Promise<Omit<Context, 'req' | 'reply'>>;
  log: Logger;
  production: boolean;
  /** Other origins a browser may call from; the same origin needs no CORS, and no origin is ever reflected. */
  corsOrigins: string[];
  recordAliasedLogins: (userNames: string[], s: ServerContext) => Promise<void>;
}

/** CORS headers only for an allowed origin; any other origin gets none, so its page cannot read answers. */
function corsFor(allowed: string[]) {
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.includes(origin)) return false;
    return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', CSRF_HEADER], maxAge: 600 };
  };
}

/** Only AppErrors (and GraphQL validation errors) reach clients; the rest is logged and masked. */
export function createGraphQL({ schema, buildContext, log, production, corsOrigins, recordAliasedLogins }: GraphQLOptions) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    graphiql: !production,
    landingPage: false,
    batching: false,
    cors: corsFor(corsOrigins),
    context: async (s) => {
      try {
        return { ...(await buildContext(s)), req: s.req, reply: s.reply };
      } catch (err) {
        // Who is calling is read from the database: while it is away, say so in the request's language.
        const fault = faultError(err);
        if (!fault) throw err;
        noteFault(log, err, 'graphql context');
        throw Object.assign(fault, { message: messageIn(fault, languageOfHeader(s.request.headers.get('accept-language'))) });
      }
    },
    maskedErrors: {
      maskError: (error, message, isDev) => {
        // Duck-typed: graphql's CJS and ESM builds can both be loaded, and instanceof fails across them.
        const gqlError = (typeof error === 'object' && error !== null ? error : {}) as Partial<GraphQLError>;
        if (gqlError.name === 'GraphQLError') {
          // Errors we raised on purpose carry one of our codes; parse and validation errors have no original.
          const code = gqlError.extensions?.code;
          if (typeof code === 'string' && KNOWN_CODES.has(code)) return error as Error;
          if (!gqlError.originalError) return error as Error;
        }
        const original = gqlError.originalError ?? error;
        const fault = faultError(original);
        if (fault) { noteFault(log, original, 'graphql'); return fault; }
        log.error({ service: 'graphql', err: original }, 'unexpected error');
        return defaultMask(error, message, isDev && !production);
      },
    },
    plugins: [
      // GET and form-encoded bodies (which a cross-site form can send) must carry the header.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      oneSignInPerRequest(recordAliasedLogins),
      inputLimits(),
      answerSizeLimit(),
      faultAnswers(log),
      spokenErrors(),
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
