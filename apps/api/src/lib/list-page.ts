import { pageInfoOf, type PageInfo } from '@portal/shared';
import { fieldError } from './errors.js';
import {
  exportTooLargeMessage,
  streamWorkbook,
  workbookFile,
  type ExportColumn,
  type RowsWritten,
  type WorkbookFile,
} from './excel.js';
import type { TotalCounter } from './list-totals.js';
import {
  countFromOf,
  countKeyOf,
  countLimitOf,
  type CountedRows,
  type CountFrom,
  FIRST_BATCH,
  isShortPreviousPage,
  nextBatchStart,
  type PageQuery,
  type PageStart,
  pageTotalOf,
  pageWindowOf,
} from './list-pages.rules.js';

/**
 * The two ways every large list is read (docs/decisions/020-capped-totals-and-keyset-pages.md):
 * a page with its capped total, and an export in keyset batches. A module gives its own reads
 * (`find` a page of rows from a start, `count` them up to a limit); the paging rules of
 * lib/list-pages.rules.ts are applied here, once.
 */

/** Where a read begins and how many rows it takes. */
export interface RowsRead {
  start: PageStart;
  size: number;
}

/** The matching rows counted up to `limit`, from an anchor onwards when `from` is given. */
export type CountRows = (counting: { limit: number; from?: CountFrom }) => Promise<number>;

export interface ListPage<Row> {
  rows: Row[];
  pageInfo: PageInfo;
}

/**
 * One page of a list and its capped total, read in parallel. A numbered page stays inside the
 * counted window (a 422 on `page_number` past it); a deeper page comes by keyset from an anchor.
 * A Previous page that finds fewer rows than a page holds becomes the real first page. A count
 * of more than the cap is remembered by `totals` under the key `counted` gives (lib/list-totals.ts).
 */
export async function readListPage<Row>({
  query,
  totals,
  counted,
  find,
  count,
}: {
  query: PageQuery;
  totals: TotalCounter;
  counted: CountedRows;
  find: (page: RowsRead) => PromiseLike<Row[]>;
  count: CountRows;
}): Promise<ListPage<Row>> {
  const window = pageWindowOf(query, totals.cap);
  const from = countFromOf(window.start);
  const countUpTo = (limit: number) => count({ limit, from });
  const [rows, total] = await Promise.all([find(window), totals.count(countKeyOf(counted, from), countUpTo)]);
  if (isShortPreviousPage(window, rows.length)) {
    const first = { ...query, page_number: 1, before: undefined };
    return readListPage({ query: first, totals, counted, find, count });
  }
  const pageTotal = pageTotalOf(window, rows.length, total, totals.cap);
  return { rows, pageInfo: pageInfoOf(pageTotal, window.number, window.size) };
}

/**
 * A list's export (docs/product/lists.md, Exports): refused with a 422 on `exports` before
 * anything is sent when more than `maxRows` match, so a download is never silently cut short;
 * otherwise every matching row in the list's order, read in keyset batches of `batchSize` as
 * fast as the client takes the file (lib/excel.ts).
 */
export async function exportInBatches<Found extends { id: number }, Row>({
  count,
  find,
  toRow,
  maxRows,
  batchSize,
  fileName,
  sheetName,
  columns,
}: {
  count: CountRows;
  find: (batch: RowsRead) => PromiseLike<Found[]>;
  toRow: (found: Found) => Row;
  maxRows: number;
  batchSize: number;
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
}): Promise<WorkbookFile> {
  const matching = await count({ limit: countLimitOf(maxRows) });
  if (matching > maxRows) throw fieldError('exports', exportTooLargeMessage(maxRows));
  async function* batches(written?: RowsWritten) {
    let start: PageStart | null = FIRST_BATCH;
    let rows = 0;
    while (start) {
      const found = await find({ start, size: batchSize });
      if (found.length > 0) yield found.map(toRow);
      written?.((rows += found.length));
      start = nextBatchStart(found, batchSize);
    }
  }
  return workbookFile(fileName, matching, (text, written) =>
    streamWorkbook({ sheetName, columns, batches: batches(written), text }),
  );
}
