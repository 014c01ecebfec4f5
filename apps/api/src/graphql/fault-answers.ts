import { locatedError, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { faultError } from '../lib/errors.js';
import { noteFault, type WarnLog } from '../lib/fault-log.js';

/**
 * An operation that met a database fault (the server away, its storage full) is answered with what happened — a
 * coded, translated refusal with HTTP 503 and Retry-After, or 507 — instead of a masked "Unexpected error." and a
 * stack in the log. Runs before the refusals are translated (spokenErrors) and before masking.
 */
export function faultAnswers(log: WarnLog): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        const errors = result.errors.map((error: GraphQLError) => {
          const fault = faultError(error.originalError);
          if (!fault) return error;
          noteFault(log, error.originalError, 'graphql');
          return locatedError(fault, error.nodes, error.path);
        });
        if (errors.some((e, i) => e !== result.errors?.[i])) setResult({ ...result, errors });
      },
    }),
  };
}
