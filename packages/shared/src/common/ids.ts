import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';

/** The largest PostgreSQL `integer`: ids are integer identity columns. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a path or query: a whole number the id columns can hold. A larger number
 * names no record and would make the database refuse the query, so it is a 422 here, never a
 * 500 (docs/product/security.md).
 */
const RECORD_ID = messageKey('common.record_id');
export const recordIdSchema = z.coerce
  .number({ error: RECORD_ID })
  .int({ error: RECORD_ID })
  .min(1, { error: RECORD_ID })
  .max(MAX_RECORD_ID, { error: RECORD_ID });

/** Route params of the form `/things/:id`. */
export const idParamsSchema = z.object({ id: recordIdSchema });
