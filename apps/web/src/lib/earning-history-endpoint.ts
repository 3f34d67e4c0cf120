import { earningHistoryQuerySchema, earningHistoryRowSchema } from '@portal/shared';
import { defineListEndpoint } from './list-endpoint';

/**
 * GET earning-histories: the signed-in user's ledger lines, with totals per wallet. Read by the
 * earnings history and made stale by a scratched card, so it lives outside both features
 * (docs/decisions/120-query-keys-from-factories.md); outside lib/shared-queries.ts too, whose
 * readers (the dashboards) must not load the schema library.
 */
export const earningHistoryEndpoint = defineListEndpoint({
  path: 'earning-histories',
  querySchema: earningHistoryQuerySchema,
  rowSchema: earningHistoryRowSchema,
});
