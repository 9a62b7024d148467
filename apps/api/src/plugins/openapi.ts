import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads itself (multipart forms): documented in OpenAPI
     * under `consumes`, never validated by Fastify (the handler's schema does).
     */
    formBody?: z.ZodType;
  }
}

/** OpenAPI generated from the shared zod schemas of each route, served at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Rifas API', version: '1.0.0', description: 'API de la tienda de rifas' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: (args) => {
        const { formBody } = args.schema as { formBody?: z.ZodType };
        if (!formBody) return jsonSchemaTransform(args);
        return jsonSchemaTransform({ ...args, schema: { ...args.schema, body: formBody } });
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
