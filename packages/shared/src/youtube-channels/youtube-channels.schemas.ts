import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { requiredText } from '../auth/auth.schemas.js';
import { listQuerySchema, listResponseSchema } from '../common/list-query.js';

/**
 * YouTube channels (docs/product/content-and-earning.md, Other content): admins keep the list,
 * users see the running ones.
 */

/** A YouTube channel or video address (youtube.com or youtu.be, https). */
export function isYoutubeUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
    return parsed.protocol === 'https:' && (host === 'youtube.com' || host === 'youtu.be');
  } catch {
    return false;
  }
}

export const youtubeChannelInputSchema = z.object({
  name: requiredText(messageKey('channels.name_required'), 100),
  url: requiredText(messageKey('channels.url_required'), 300).refine(isYoutubeUrl, {
    error: messageKey('channels.youtube_address', {
      long: 'https://www.youtube.com/…',
      short: 'https://youtu.be/…',
    }),
  }),
  description: z
    .string()
    .trim()
    .max(1000, { error: messageKey('common.description_too_long', { max: 1000 }) })
    .default(''),
  is_running: z.boolean().default(true),
});
export type YoutubeChannelInput = z.input<typeof youtubeChannelInputSchema>;

export const youtubeChannelRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  is_running: z.boolean(),
  created_at: z.string(),
});
export type YoutubeChannelRow = z.infer<typeof youtubeChannelRowSchema>;
export const youtubeChannelListResponseSchema = listResponseSchema(youtubeChannelRowSchema);
export const youtubeChannelListQuerySchema = listQuerySchema({
  filter: z.strictObject({ is_running: z.enum(['true', 'false']) }).partial(),
  sortKeys: ['name', 'created_at'],
});
