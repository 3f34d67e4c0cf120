import {
  Role,
  usernameKey,
  type AuditLogActions,
  type AuditLogQuery,
  type AuditLogRow,
  type ListResponse,
} from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { forbidden } from '../../lib/errors.js';
import type { WorkbookFile } from '../../lib/excel.js';
import { exportInBatches, readListPage } from '../../lib/list-page.js';
import type { TotalCounter } from '../../lib/list-totals.js';
import {
  AUDIT_LOG_EXPORT_BATCH,
  AUDIT_LOG_EXPORT_COLUMNS,
  AUDIT_LOG_EXPORT_FILE,
  AUDIT_LOG_EXPORT_SHEET,
} from './audit-log.export.js';
import * as auditRepo from './audit-log.repository.js';

/**
 * The audit log on screen (docs/decisions/184-audit-log-on-screen.md): every row modules write
 * through lib/audit.ts, each admin change and each money movement (the ledger writes one for
 * every entry and hold: docs/decisions/095-every-movement-audited-by-the-ledger.md), for the
 * super admin alone (docs/product/roles.md).
 */

/**
 * One account from an id and a username given together: the id, the username's account, or
 * NO_ACCOUNT when the username names nobody or the two name different accounts.
 */
async function oneAccount(q: Queryable, id: number | undefined, username: string | undefined) {
  if (username === undefined) return id;
  const key = usernameKey(username);
  const named = key === null ? null : await auditRepo.findAccountIdByUsernameKey(q, key);
  if (named === null || (id !== undefined && id !== named)) return auditRepo.NO_ACCOUNT;
  return named;
}

async function partsOf(q: Queryable, query: AuditLogQuery): Promise<auditRepo.AuditListParts> {
  const filter = query.search_param ?? {};
  const [actorId, targetUserId] = await Promise.all([
    oneAccount(q, filter.actor_id, filter.actor),
    oneAccount(q, filter.target_user_id, filter.target_user),
  ]);
  return {
    actorId,
    action: filter.action,
    targetUserId,
    fromdate: filter.fromdate,
    todate: filter.todate,
    ascending: query.sortDir === 'asc',
  };
}

function toRow(found: auditRepo.AuditPageRow): AuditLogRow {
  const { log } = found;
  return {
    id: log.id,
    actor: log.actorId === null ? null : { id: log.actorId, username: found.actorUsername ?? '' },
    action: log.action,
    entity: log.entity,
    entity_id: log.entityId,
    target_user:
      found.targetId === null ? null : { id: found.targetId, username: found.targetUsername ?? '' },
    before: log.before,
    after: log.after,
    ip: log.ip,
    created_at: log.createdAt.toISOString(),
  };
}

/** GET audit-log: a page of the log with the list contract (lib/list-page.ts). */
export async function listAuditLog({
  db,
  query,
  totals,
}: {
  db: Database;
  query: AuditLogQuery;
  totals: TotalCounter;
}): Promise<ListResponse<AuditLogRow>> {
  const parts = await partsOf(db, query);
  const { ascending, ...rows } = parts;
  const page = await readListPage({
    query,
    totals,
    counted: { list: 'audit-log', rows, order: { ascending } },
    find: (read) => auditRepo.findAuditPage(db, parts, read),
    count: (counting) => auditRepo.countAuditRows(db, parts, counting),
  });
  return { data: page.rows.map(toRow), pageInfo: page.pageInfo };
}

/**
 * audit_log.xlsx, made by the export worker (docs/decisions/169-exports-made-by-a-worker.md): only
 * for a super admin, checked again when the file is made, since the worker runs it later.
 */
export async function exportAuditLog({
  db,
  actor,
  query,
  maxRows,
}: {
  db: Database;
  actor: Actor;
  query: AuditLogQuery;
  maxRows: number;
}): Promise<WorkbookFile> {
  if (actor.role !== Role.SuperAdmin) throw forbidden();
  const parts = await partsOf(db, query);
  return exportInBatches({
    count: (counting) => auditRepo.countAuditRows(db, parts, counting),
    find: (batch) => auditRepo.findAuditPage(db, parts, batch),
    toRow,
    maxRows,
    batchSize: AUDIT_LOG_EXPORT_BATCH,
    fileName: AUDIT_LOG_EXPORT_FILE,
    sheetName: AUDIT_LOG_EXPORT_SHEET,
    columns: AUDIT_LOG_EXPORT_COLUMNS,
  });
}

/** GET audit-log/actions: the actions the log holds, for the action filter. */
export async function listAuditActions({ db }: { db: Database }): Promise<AuditLogActions> {
  return { data: await auditRepo.findActions(db) };
}
