import { PassThrough, type Readable } from 'node:stream';
import { Role } from '@portal/shared';
import archiver from 'archiver';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { streamWorkbook, workbookFile, type ExportColumn, type WorkbookFile } from '../../lib/excel.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as contactService from '../contact/contact.service.js';
import * as earningService from '../earning/earning.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as notificationsService from '../notifications/notifications.service.js';
import * as pinsService from '../pins/pins.service.js';
import * as usersService from '../users/users.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';

/**
 * A promoter's own data (docs/decisions/182-own-data-export.md): everything the portal holds about
 * them, read through each module's own service, as a zip of JSON files and spreadsheets. Made by
 * the export worker (docs/decisions/169-exports-made-by-a-worker.md) and kept for a day.
 */

/** Everything a list can hold for one promoter: far above any real account. */
const ALL = 1_000_000;

type LedgerLine = Awaited<ReturnType<typeof ledgerService.listEarningHistory>>['data'][number];

const LEDGER_COLUMNS: readonly ExportColumn<LedgerLine>[] = [
  { header: 'Line ID', width: 10, value: (row) => row.id },
  { header: 'Date', width: 22, value: (row) => row.created_at },
  { header: 'Kind', width: 12, value: (row) => row.kind },
  { header: 'Wallet', type: 'number', width: 8, value: (row) => row.wallet_type },
  { header: 'Amount', type: 'number', width: 12, value: (row) => row.amount },
  { header: 'Tax Deducted', type: 'number', width: 13, value: (row) => row.tax_deducted },
  { header: 'Description', width: 50, value: (row) => row.description },
];

/** The file name of a promoter's data: my_data_{username}.zip. */
export function ownDataFileName(username: string): string {
  return `my_data_${username.replace(/[^\w.-]+/g, '_')}.zip`;
}

/** The promoter's data read now, and the zip that writes it when opened. */
export async function prepareOwnData({ db, actor }: { db: Database; actor: Actor }): Promise<WorkbookFile> {
  if (actor.role !== Role.User) throw new Error('Only a promoter exports their own data');
  const profile = await usersService.getProfile({ db, userId: actor.id });
  const page = { page_number: 1, page_size: ALL };
  const [bank, withdrawals, pinRequests, ledger, tickets, notifications] = await Promise.all([
    bankService.getOwnBankDetail({ db, actor }),
    withdrawalsService.listOwnWithdrawals({ db, actor, query: { ...page, sortDir: 'asc' } }),
    pinsService.listOwnRequests({ db, actor, page: { ...page, sortDir: 'asc' } }),
    ledgerService.listEarningHistory({ db, actor, query: { ...page, sortDir: 'asc' } }),
    contactService.listOwnTickets({ db, actor }),
    notificationsService.ownNotificationData({ db, actor }),
  ]);
  const threads = await Promise.all(
    tickets.data.map((ticket) => contactService.getTicket({ db, actor, id: ticket.id })),
  );
  const attempts = await earningService.exportAttempts({
    db,
    query: { ...page, sortDir: 'asc', search_param: { username: profile.username } },
    maxRows: ALL,
  });
  const json: Record<string, unknown> = {
    'profile.json': profile,
    'bank_details.json': bank,
    'withdrawals.json': withdrawals.data,
    'pin_requests.json': pinRequests.data,
    'ledger_lines.json': ledger.data,
    'tickets.json': threads,
    'notifications.json': notifications,
  };
  const parts = Object.keys(json).length + 2;
  return workbookFile(ownDataFileName(profile.username), parts, (text, written) => {
    const output = new PassThrough();
    const zip = archiver('zip', { zlib: { level: 6 } });
    zip.on('error', (error: Error) => output.destroy(error));
    zip.pipe(output);
    for (const [name, value] of Object.entries(json))
      zip.append(`${JSON.stringify(value, null, 2)}\n`, { name });
    zip.append(
      streamWorkbook({
        sheetName: 'Ledger Lines',
        columns: LEDGER_COLUMNS,
        batches: (async function* () {
          yield ledger.data;
        })(),
        text,
      }),
      { name: 'ledger_lines.xlsx' },
    );
    zip.append(attempts.open(text) as Readable, { name: 'quiz_attempts.xlsx' });
    zip.on('finish', () => written?.(parts));
    void zip.finalize();
    return output;
  });
}
