import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteRaffleResultSchema,
  ExportQuerySchema,
  IdParamsSchema,
  messages,
  PrizeParamsSchema,
  PrizeSchema,
  RAFFLE_IMAGE_MAX_BYTES,
  RaffleSchema,
  WinnerDataSchema,
  WinnerParamsSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { sendDownload } from '../../lib/spreadsheet-reply';
import { RaffleFormDoc, readRaffleForm } from './raffle-form';
import { exportRaffleBuyers } from './raffle-buyers-export.service';
import { createRaffle, deleteRaffle, findWinner, updateRaffle } from './raffles-admin.service';
import { deletePrizeImage, replacePrizeImage } from './prize-images.service';

/** A prize picture's form as OpenAPI shows it. */
const PrizeImageFormDoc = z.object({ image: z.string().meta({ format: 'binary' }) });

const tags = ['raffles'];

const rafflesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart (fields + optional `image`) or JSON; validated by RaffleInputSchema.
  app.post(
    '/raffles',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        formBody: RaffleFormDoc,
        response: { 201: RaffleSchema },
      },
    },
    async (request, reply) => {
      const form = await readRaffleForm(request);
      return reply.status(201).send(await createRaffle(serviceContext(request), form));
    },
  );

  app.put(
    '/raffles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        formBody: RaffleFormDoc,
        params: IdParamsSchema,
        response: { 200: RaffleSchema },
      },
    },
    async (request) =>
      updateRaffle(serviceContext(request), {
        id: request.params.id,
        ...(await readRaffleForm(request)),
      }),
  );

  app.delete(
    '/raffles/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeleteRaffleResultSchema } },
    },
    async (request) => {
      await deleteRaffle(serviceContext(request), request.params);
      return { success: true as const, message: messages.raffles.deleted };
    },
  );

  // A prize's picture (issue 27): the raffle image's file rules, one file under `image`.
  app.put(
    '/raffles/:id/prizes/:position/image',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Pone o cambia la imagen de un premio',
        consumes: ['multipart/form-data'],
        formBody: PrizeImageFormDoc,
        params: PrizeParamsSchema,
        response: { 200: PrizeSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(messages.prizes.imageRequired);
      const form = await readMultipartForm(request, {
        fileFields: ['image'],
        maxFileBytes: RAFFLE_IMAGE_MAX_BYTES,
        fileTooLargeText: messages.raffles.imageTooLarge,
      });
      if (!form.file) throw badRequest(messages.prizes.imageRequired);
      return replacePrizeImage(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
        upload: form.file,
      });
    },
  );

  app.delete(
    '/raffles/:id/prizes/:position/image',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Quita la imagen de un premio',
        params: PrizeParamsSchema,
        response: { 200: PrizeSchema },
      },
    },
    async (request) =>
      deletePrizeImage(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
      }),
  );

  // Admin only (docs/departures.md): it shows the buyer's e-mail and phone.
  app.get(
    '/raffles/:id/winner/:number',
    {
      config: { access: 'admin' },
      schema: { tags, params: WinnerParamsSchema, response: { 200: WinnerDataSchema } },
    },
    async (request) => findWinner(serviceContext(request), request.params),
  );

  // 'Compradores': each held number with its buyer, as a spreadsheet (docs/api.md Exports).
  app.get(
    '/raffles/:id/buyers/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Exporta los compradores de la rifa (CSV o XLSX)',
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await exportRaffleBuyers(serviceContext(request), {
          raffleId: request.params.id,
          format: request.query.format,
        }),
      ),
  );
};

export default rafflesAdminRoutes;
