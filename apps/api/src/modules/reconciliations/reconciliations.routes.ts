import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkPaymentsResultSchema,
  IdParamsSchema,
  messages,
  ReconciliationSchema,
  SavedMappingListSchema,
  ValidateMatchesInputSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { parseMappingField, STATEMENT_MAX_BYTES } from './statement-form';
import {
  createReconciliation,
  listStatementMappings,
  validateMatches,
} from './reconciliations.service';

const tags = ['reconciliations'];
const m = messages.reconciliations;

/** The upload form as OpenAPI shows it. */
const StatementFormDoc = z.object({
  file: z.string().meta({ format: 'binary' }),
  mapping: z.string().optional().meta({ description: 'Mapa de columnas (JSON), opcional' }),
});

/** 'Conciliar' (docs/bank-statements.md, docs/api.md Reconciliations). Admin only. */
const reconciliationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reconciliations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Compara un estado de cuenta con los pagos pendientes',
        consumes: ['multipart/form-data'],
        formBody: StatementFormDoc,
        response: { 201: ReconciliationSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(m.fileRequired);
      const form = await readMultipartForm(request, {
        fileFields: ['file'],
        maxFileBytes: STATEMENT_MAX_BYTES,
        fileTooLargeText: m.fileTooLarge,
      });
      if (!form.file) throw badRequest(m.fileRequired);
      const result = await createReconciliation(serviceContext(request), {
        fileName: form.fileName ?? 'estado-de-cuenta',
        bytes: form.file,
        mapping: parseMappingField(form.fields.mapping),
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/reconciliations/mappings',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: SavedMappingListSchema } },
    },
    async (request) => listStatementMappings(serviceContext(request)),
  );

  app.post(
    '/reconciliations/:id/validate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Valida las coincidencias; cada pago en su propia transacción',
        params: IdParamsSchema,
        body: ValidateMatchesInputSchema,
        response: { 200: BulkPaymentsResultSchema },
      },
    },
    async (request) =>
      validateMatches(serviceContext(request), {
        id: request.params.id,
        paymentIds: request.body?.payment_ids,
      }),
  );
};

export default reconciliationsRoutes;
