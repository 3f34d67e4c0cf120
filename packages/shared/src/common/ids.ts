import { z } from '../zod.js';

/** The largest PostgreSQL `integer`: ids are integer identity columns. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a path or query: a whole number the id columns can hold. A larger number
 * names no record and would make the database refuse the query, so it is a 422 here, never a
 * 500 (docs/product/security.md).
 */
export const recordIdSchema = z.coerce
  .number({ error: 'Must be a record id' })
  .int({ error: 'Must be a record id' })
  .min(1, { error: 'Must be a record id' })
  .max(MAX_RECORD_ID, { error: 'Must be a record id' });

/** Route params of the form `/things/:id`. */
export const idParamsSchema = z.object({ id: recordIdSchema });
