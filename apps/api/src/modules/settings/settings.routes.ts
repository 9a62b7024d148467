import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  SETTINGS_HERO_MAX_BYTES,
  SETTINGS_LOGO_MAX_BYTES,
  SettingsSchema,
  SettingsUpdateSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { deleteHero, deleteLogo, replaceHero, replaceLogo } from './settings-images.service';
import { getSettings, updateSettings } from './settings.service';

const tags = ['settings'];

/** The logo's and the hero's form as OpenAPI shows it. */
const LogoFormDoc = z.object({ image: z.string().meta({ format: 'binary' }) });

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { config: { access: 'admin' }, schema: { tags, response: { 200: SettingsSchema } } },
    async (request) => getSettings(serviceContext(request)),
  );

  app.put(
    '/settings',
    {
      config: { access: 'admin' },
      schema: { tags, body: SettingsUpdateSchema, response: { 200: SettingsSchema } },
    },
    async (request) => updateSettings(serviceContext(request), request.body),
  );

  app.put(
    '/settings/logo',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        formBody: LogoFormDoc,
        response: { 200: SettingsSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(messages.settings.logoRequired);
      const form = await readMultipartForm(request, {
        fileFields: ['image'],
        maxFileBytes: SETTINGS_LOGO_MAX_BYTES,
        fileTooLargeText: messages.settings.logoTooLarge,
      });
      if (!form.file) throw badRequest(messages.settings.logoRequired);
      return replaceLogo(serviceContext(request), form.file);
    },
  );

  app.delete(
    '/settings/logo',
    { config: { access: 'admin' }, schema: { tags, response: { 200: SettingsSchema } } },
    async (request) => deleteLogo(serviceContext(request)),
  );

  app.put(
    '/settings/hero',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        formBody: LogoFormDoc,
        response: { 200: SettingsSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(messages.settings.heroRequired);
      const form = await readMultipartForm(request, {
        fileFields: ['image'],
        maxFileBytes: SETTINGS_HERO_MAX_BYTES,
        fileTooLargeText: messages.settings.heroTooLarge,
      });
      if (!form.file) throw badRequest(messages.settings.heroRequired);
      return replaceHero(serviceContext(request), form.file);
    },
  );

  app.delete(
    '/settings/hero',
    { config: { access: 'admin' }, schema: { tags, response: { 200: SettingsSchema } } },
    async (request) => deleteHero(serviceContext(request)),
  );
};

export default settingsRoutes;
