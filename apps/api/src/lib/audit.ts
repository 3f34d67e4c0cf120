import type { Tx } from '../db/client.js';
import { auditLogs } from '../db/schema.js';
import type { Actor } from './auth.js';

export interface AuditEntry {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Every admin mutation writes who, what, which record, before/after, IP and when (docs/product/roles.md). */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    actorId: entry.actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.actor?.ip ?? null,
  });
}
