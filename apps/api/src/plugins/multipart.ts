import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the body is a multipart form, left unread for readMultipartForm (lib/multipart.ts). */
    isMultipart(): boolean;
  }
}

const MULTIPART = Symbol('multipart');
type Flagged = { [MULTIPART]: boolean };

/**
 * Multipart bodies are not parsed up front: a route that takes a form reads it whole with
 * readMultipartForm, after its access check and its own limits (ADR 111). No hook runs for
 * the other requests.
 */
export default fp(
  async function multipart(app: FastifyInstance) {
    app.decorateRequest(MULTIPART, false);
    app.decorateRequest('isMultipart', function (this: FastifyRequest) {
      return (this as unknown as Flagged)[MULTIPART];
    });
    app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
      (request as unknown as Flagged)[MULTIPART] = true;
      done(null);
    });
  },
  { name: 'multipart' },
);
