import {
  programmeSettingsSchema,
  programmeSettingsUpdateSchema,
  publicSettingsSchema,
  scratchRangesSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as settingsService from './settings.service.js';

export function settingsRoutes(app: ZodApp, { db }: AppDeps) {
  app.get(
    '/public-settings',
    {
      config: { policy: policy.public },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    },
    () => settingsService.getPublicSettings({ db }),
  );

  app.get(
    '/programme-settings',
    {
      config: { policy: policy.admins },
      schema: { tags: ['settings'], response: { 200: programmeSettingsSchema } },
    },
    () => settingsService.getProgrammeSettings({ db }),
  );

  app.put(
    '/programme-settings',
    {
      config: { policy: policy.superAdmin },
      schema: {
        tags: ['settings'],
        body: programmeSettingsUpdateSchema,
        response: { 200: programmeSettingsSchema },
      },
    },
    (request) =>
      settingsService.updateProgrammeSettings({ db, actor: requireActor(request), input: request.body }),
  );

  // The endpoint names for two parts of the same settings: the scratch range table and the
  // accounts that get a copy of every card (docs/product/money.md, Scratch cards).
  app.get(
    '/scratch-setup',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['settings'],
        response: { 200: programmeSettingsSchema.pick({ version: true, scratch_ranges: true }) },
      },
    },
    async () => {
      const settings = await settingsService.getProgrammeSettings({ db });
      return { version: settings.version, scratch_ranges: settings.scratch_ranges };
    },
  );

  app.post(
    '/scratch-setup',
    {
      config: { policy: policy.superAdmin },
      schema: {
        tags: ['settings'],
        body: z.object({ scratch_ranges: scratchRangesSchema }),
        response: { 200: programmeSettingsSchema.pick({ version: true, scratch_ranges: true }) },
      },
    },
    async (request) => {
      const settings = await settingsService.updateProgrammeSettings({
        db,
        actor: requireActor(request),
        input: { scratch_ranges: request.body.scratch_ranges },
      });
      return { version: settings.version, scratch_ranges: settings.scratch_ranges };
    },
  );

  app.get(
    '/additional-scratch-referrals',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['settings'],
        response: {
          200: programmeSettingsSchema.pick({ version: true, additional_scratch_referrals: true }),
        },
      },
    },
    async () => {
      const settings = await settingsService.getProgrammeSettings({ db });
      return {
        version: settings.version,
        additional_scratch_referrals: settings.additional_scratch_referrals,
      };
    },
  );

  app.post(
    '/additional-scratch-referrals/upsert',
    {
      config: { policy: policy.superAdmin },
      schema: {
        tags: ['settings'],
        body: programmeSettingsUpdateSchema.pick({ additional_scratch_referrals: true }).required(),
        response: {
          200: programmeSettingsSchema.pick({ version: true, additional_scratch_referrals: true }),
        },
      },
    },
    async (request) => {
      const settings = await settingsService.updateProgrammeSettings({
        db,
        actor: requireActor(request),
        input: { additional_scratch_referrals: request.body.additional_scratch_referrals },
      });
      return {
        version: settings.version,
        additional_scratch_referrals: settings.additional_scratch_referrals,
      };
    },
  );
}
