import type { Plugin } from 'graphql-yoga';
import { languageOfHeader } from '@pbs/domain';
import { AppError, messageIn } from '../lib/errors.js';
import type { Context } from './context.js';

/**
 * Refusals in the language the request asks for (Accept-Language; the screens send the one the person chose):
 * an error raised with a message key (AppError.said) is rewritten in that language once the operation is done.
 */
export function spokenErrors(): Plugin<Context> {
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        // The Fastify request's header; Yoga's own request where the server handed none (a call through yoga.fetch).
        const ctx = args.contextValue as Partial<Context> & { request?: Request };
        const lang = languageOfHeader(ctx.req?.headers['accept-language'] ?? ctx.request?.headers.get('accept-language'));
        if (lang === 'en') return;
        for (const error of result.errors) {
          const original: unknown = (error as { originalError?: unknown }).originalError;
          const raised = original instanceof AppError ? original : error instanceof AppError ? error : null;
          if (raised?.said) Object.assign(error, { message: messageIn(raised, lang) });
        }
      },
    }),
  };
}
