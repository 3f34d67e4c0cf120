import { z } from '../zod.js';
import { recordIdSchema } from '../common/ids.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';

/**
 * The audit log on screen (docs/decisions/184-audit-log-on-screen.md): the super admin reads every
 * audit row, newest first, filtered by who acted, what they did, whose records it touched and when.
 */

/** The file the audit log's export makes. */
export const AUDIT_LOG_EXPORT_FILE = 'audit_log.xlsx';

/** A username in a filter: matched exactly, in any case. */
const usernameFilterSchema = z.string().trim().min(1).max(50);

export const auditLogFilterSchema = refineDateRange(
  z
    .strictObject({
      /** The acting account's id (a link from User Management); `actor` names it by username. */
      actor_id: recordIdSchema,
      actor: usernameFilterSchema,
      /** One action, as written (`withdrawal.complete`); GET audit-log/actions lists them. */
      action: z.string().trim().min(1).max(60),
      /**
       * The user whose records a row touched: their account, or a withdrawal, PIN request, bank
       * details, scratch card, ticket, ledger entry or hold of theirs. `target_user` names them by
       * username.
       */
      target_user_id: recordIdSchema,
      target_user: usernameFilterSchema,
      /** The row's India date, both ends inclusive. */
      fromdate: filterDateSchema,
      todate: filterDateSchema,
    })
    .partial(),
  'fromdate',
  'todate',
);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

export const AUDIT_LOG_SORT_KEYS = ['created_at'] as const;
export type AuditLogSortKey = (typeof AUDIT_LOG_SORT_KEYS)[number];

/** GET audit-log (the super admin): the list contract; with `exports`, audit_log.xlsx. */
export const auditLogQuerySchema = listQuerySchema({
  filter: auditLogFilterSchema,
  sortKeys: AUDIT_LOG_SORT_KEYS,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** An account as an audit row names it. */
export const auditLogPersonSchema = z.object({ id: z.number().int(), username: z.string() });
export type AuditLogPerson = z.infer<typeof auditLogPersonSchema>;

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  /** Who acted; null for the system (a job, a migration's backfill). */
  actor: auditLogPersonSchema.nullable(),
  /** `<area>.<verb>`: `user.deactivate`, `withdrawal.pay`. */
  action: z.string(),
  /** The record the row names: its table and id (`withdrawals`, `42`). */
  entity: z.string(),
  entity_id: z.string(),
  /** The user that record belongs to, when it belongs to one. */
  target_user: auditLogPersonSchema.nullable(),
  /** The record's values before and after, as the acting code wrote them (any JSON, or null). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
export const auditLogResponseSchema = listResponseSchema(auditLogRowSchema);

/** GET audit-log/actions: every action the log holds, in alphabetical order (the filter's choices). */
export const auditLogActionsSchema = z.object({ data: z.array(z.string()) });
export type AuditLogActions = z.infer<typeof auditLogActionsSchema>;
