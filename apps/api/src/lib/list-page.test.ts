import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { exportInBatches, readListPage, type CountRows, type RowsRead } from './list-page.js';
import type { CountFrom } from './list-pages.rules.js';
import { createTotalCounter } from './list-totals.js';

/**
 * A list of rows with ids 1…n, newest (highest id) first, read the way a repository reads it:
 * offset pages, keyset pages after or before an anchor, and counts up to a limit from an anchor.
 * Every read is recorded, so a test sees what the helper asked for.
 */
function fakeList(n: number) {
  const all = Array.from({ length: n }, (_, index) => ({ id: n - index, name: `Row ${n - index}` }));
  const reads: RowsRead[] = [];
  const counts: { limit: number; from?: CountFrom }[] = [];
  const place = (id: number) => all.findIndex((row) => row.id === id);
  const find = async (page: RowsRead) => {
    reads.push(page);
    const { start, size } = page;
    if (start.from === 'offset') return all.slice(start.offset, start.offset + size);
    if (start.from === 'after') return all.slice(place(start.anchorId) + 1, place(start.anchorId) + 1 + size);
    const end = place(start.anchorId);
    return all.slice(Math.max(0, end - size), end);
  };
  const count: CountRows = async (counting) => {
    counts.push(counting);
    const { from, limit } = counting;
    const first = from ? place(from.anchorId) + (from.inclusive ? 0 : 1) : 0;
    return Math.min(all.length - first, limit);
  };
  return { all, reads, counts, find, count };
}

const counted = { list: 'fake', rows: { search: 'a' }, order: { sortBy: 'created_at', sortDir: 'desc' } };
const counter = (cap: number) => createTotalCounter({ cap, cacheSeconds: 30 });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

function appErrorOf(run: () => unknown): Promise<AppError> {
  return Promise.resolve()
    .then(run)
    .then(
      () => {
        throw new Error('expected an AppError');
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return error;
      },
    );
}

describe('readListPage', () => {
  it('reads a numbered page by offset with the exact total under the cap', async () => {
    const list = fakeList(25);
    const page = await readListPage({
      query: { page_number: 2, page_size: 10 },
      totals: counter(100),
      counted,
      ...list,
    });
    expect(ids(page.rows)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(list.reads).toEqual([{ start: { from: 'offset', offset: 10 }, size: 10, number: 2 }]);
    expect(list.counts).toEqual([{ limit: 101, from: undefined }]);
    expect(page.pageInfo).toEqual({
      total_records: 25,
      page_number: 2,
      page_size: 10,
      total_pages: 3,
      total_capped: false,
    });
  });

  it('caps the total, and remembers the capped count for every order of the numbered pages', async () => {
    const list = fakeList(50);
    const totals = counter(20);
    const first = await readListPage({ query: { page_number: 1, page_size: 10 }, totals, counted, ...list });
    expect(first.pageInfo).toMatchObject({ total_records: 20, total_pages: 2, total_capped: true });
    expect(list.counts).toEqual([{ limit: 21, from: undefined }]);

    const otherOrder = { ...counted, order: { sortBy: 'username', sortDir: 'asc' } };
    const again = await readListPage({
      query: { page_number: 2, page_size: 10 },
      totals,
      counted: otherOrder,
      ...list,
    });
    expect(again.pageInfo).toMatchObject({ total_records: 20, total_capped: true });
    expect(list.counts).toHaveLength(1);

    // Other rows (another search) are counted afresh.
    await readListPage({
      query: { page_number: 1, page_size: 10 },
      totals,
      counted: { ...counted, rows: { search: 'b' } },
      ...list,
    });
    expect(list.counts).toHaveLength(2);
  });

  it('refuses a numbered page past the cap with a 422 on page_number, reading nothing', async () => {
    const list = fakeList(50);
    const error = await appErrorOf(() =>
      readListPage({ query: { page_number: 3, page_size: 10 }, totals: counter(20), counted, ...list }),
    );
    expect(error.statusCode).toBe(422);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['page_number']);
    expect(list.reads).toEqual([]);
    expect(list.counts).toEqual([]);
  });

  it('reads a page after an anchor by keyset, counting from the anchor onwards', async () => {
    const list = fakeList(50);
    const page = await readListPage({
      query: { page_number: 4, page_size: 10, after: 21 },
      totals: counter(100),
      counted,
      ...list,
    });
    expect(ids(page.rows)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(list.reads[0]?.start).toEqual({ from: 'after', anchorId: 21 });
    expect(list.counts).toEqual([{ limit: 101, from: { anchorId: 21, inclusive: false } }]);
    // 30 rows before it by its number, then the 20 from the anchor onwards.
    expect(page.pageInfo).toMatchObject({ total_records: 50, page_number: 4, total_capped: false });
  });

  it('reads a page before an anchor, counting the anchor and what follows', async () => {
    const list = fakeList(50);
    const page = await readListPage({
      query: { page_number: 3, page_size: 10, before: 20 },
      totals: counter(100),
      counted,
      ...list,
    });
    expect(ids(page.rows)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(list.counts).toEqual([{ limit: 101, from: { anchorId: 20, inclusive: true } }]);
    expect(page.pageInfo).toMatchObject({ total_records: 50, page_number: 3 });
  });

  it('answers a short Previous page with the real first page', async () => {
    const list = fakeList(50);
    // The client thinks the anchor 45 is on page 3, but only 5 rows come before it.
    const page = await readListPage({
      query: { page_number: 3, page_size: 10, before: 45 },
      totals: counter(100),
      counted,
      ...list,
    });
    expect(ids(page.rows)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(page.pageInfo).toMatchObject({ page_number: 1, total_records: 50, total_capped: false });
    expect(list.reads.map((read) => read.start)).toEqual([
      { from: 'before', anchorId: 45 },
      { from: 'offset', offset: 0 },
    ]);
  });
});

async function sheetRows(stream: Readable): Promise<ExcelJS.CellValue[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.getWorksheet('Fake')!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const sheet = {
  fileName: 'fake.xlsx',
  sheetName: 'Fake',
  columns: [
    { header: 'Id', value: (row: { id: number; label: string }) => row.id },
    { header: 'Label', value: (row: { id: number; label: string }) => row.label },
  ],
};

describe('exportInBatches', () => {
  it('streams every row in order, in keyset batches that stop after a short one', async () => {
    const list = fakeList(7);
    const file = await exportInBatches({
      ...list,
      ...sheet,
      toRow: (row) => ({ id: row.id, label: row.name.toUpperCase() }),
      maxRows: 7,
      batchSize: 3,
    });
    expect(file.fileName).toBe('fake.xlsx');
    const [header, ...rows] = await sheetRows(file.stream);
    expect(header).toEqual(['Id', 'Label']);
    expect(rows).toEqual(list.all.map((row) => [String(row.id), `ROW ${row.id}`]));
    expect(list.counts).toEqual([{ limit: 8 }]);
    expect(list.reads).toEqual([
      { start: { from: 'offset', offset: 0 }, size: 3 },
      { start: { from: 'after', anchorId: 5 }, size: 3 },
      { start: { from: 'after', anchorId: 2 }, size: 3 },
    ]);
  });

  it('ends with an empty read when the last batch is full', async () => {
    const list = fakeList(6);
    const file = await exportInBatches({
      ...list,
      ...sheet,
      toRow: (row) => ({ id: row.id, label: row.name }),
      maxRows: 10,
      batchSize: 3,
    });
    const [, ...rows] = await sheetRows(file.stream);
    expect(rows.map((row) => row[0])).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(list.reads.map((read) => read.start)).toEqual([
      { from: 'offset', offset: 0 },
      { from: 'after', anchorId: 4 },
      { from: 'after', anchorId: 1 },
    ]);
  });

  it('refuses more rows than maxRows with a 422 on exports before reading any', async () => {
    const list = fakeList(8);
    const error = await appErrorOf(() =>
      exportInBatches({
        ...list,
        ...sheet,
        toRow: (row) => ({ id: row.id, label: row.name }),
        maxRows: 7,
        batchSize: 3,
      }),
    );
    expect(error.statusCode).toBe(422);
    expect(error.fieldErrors).toEqual({
      exports: ['An export holds at most 7 rows: narrow the search or filters'],
    });
    expect(list.reads).toEqual([]);
  });
});
