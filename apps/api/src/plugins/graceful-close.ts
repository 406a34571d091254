import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * A close (main.ts on SIGTERM) that takes as long as the requests already inside, not a minute.
 * Fastify's close stops accepting connections, answers new requests on open ones 503, closes idle
 * keep-alive connections and waits for the rest — but a connection whose request was in flight
 * becomes an idle keep-alive one only after its answer, and then holds the close open until the
 * keep-alive timeout (72 s). So from the moment the close starts, every answer says
 * `Connection: close` and Node ends the connection once it is sent.
 */
export const gracefulClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
