import {
  attemptLogQuerySchema,
  auditLogQuerySchema,
  pinListQuerySchema,
  userListQuerySchema,
  withdrawListQuerySchema,
  type ExportList,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { XLSX_CONTENT_TYPE, type WorkbookFile } from '../../lib/excel.js';
import * as auditLogService from '../audit-log/audit-log.service.js';
import * as earningService from '../earning/earning.service.js';
import { prepareOwnData } from '../my-data/my-data.service.js';
import * as pinsService from '../pins/pins.service.js';
import * as usersService from '../users/users.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';

/**
 * The lists that export (docs/product/lists.md, Exports), each as its module's own export of a
 * query: the query is checked again with the list's schema when the worker makes the file, since
 * it was kept as the admin sent it.
 */
export interface ListExport {
  /** Counts the matching rows (a 422 on `exports` when too many) and answers the file to write. */
  prepare(args: {
    db: Database;
    actor: Actor;
    query: Record<string, string>;
    maxRows: number;
  }): Promise<WorkbookFile>;
}

export const LIST_EXPORTS: Record<ExportList, ListExport> = {
  users: {
    prepare: ({ db, actor, query, maxRows }) =>
      usersService.exportUsers({ db, actor, query: userListQuerySchema.parse(query), maxRows }),
  },
  withdraw_requests: {
    prepare: ({ db, query, maxRows }) =>
      withdrawalsService.exportWithdrawals({ db, query: withdrawListQuerySchema.parse(query), maxRows }),
  },
  pin_requests: {
    prepare: ({ db, query, maxRows }) =>
      pinsService.exportRequests({ db, query: pinListQuerySchema.parse(query), maxRows }),
  },
  quiz_attempts: {
    prepare: ({ db, query, maxRows }) =>
      earningService.exportAttempts({ db, query: attemptLogQuerySchema.parse(query), maxRows }),
  },
  // The super admin's alone (docs/decisions/184-audit-log-on-screen.md).
  audit_log: {
    prepare: ({ db, actor, query, maxRows }) =>
      auditLogService.exportAuditLog({ db, actor, query: auditLogQuerySchema.parse(query), maxRows }),
  },
  // A promoter's own data, a zip (docs/decisions/182-own-data-export.md).
  my_data: { prepare: ({ db, actor }) => prepareOwnData({ db, actor }) },
};

/** The exports a promoter makes of their own; every other list is the admins'. */
export const OWN_EXPORTS: readonly ExportList[] = ['my_data'];

/** What the stored file is: a zip for a promoter's data, else a workbook. */
export function contentTypeOf(list: ExportList): string {
  return list === 'my_data' ? 'application/zip' : XLSX_CONTENT_TYPE;
}
