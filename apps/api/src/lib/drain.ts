import type { FastifyInstance } from 'fastify';

/**
 * A stop (a deploy's SIGTERM) drains in seconds: from the moment the server closes, every answer — to requests already
 * in flight, and Fastify's 503 to any that arrive on an open connection — carries `Connection: close`, so a browser's
 * keep-alive connection ends with its answer instead of holding the stop for the keep-alive timeout (72 s); idle ones
 * are closed at once by Node. What is still open after `forceAfterMs` is cut.
 */
export function registerDrain(app: FastifyInstance, forceAfterMs: number) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    setTimeout(() => { app.server.closeAllConnections(); }, forceAfterMs).unref();
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
