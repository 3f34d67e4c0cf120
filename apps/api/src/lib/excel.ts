import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Streamed .xlsx exports of lists (docs/product/lists.md, Exports): the list's own query read in
 * keyset batches and written row by row through exceljs's streaming WorkbookWriter, so a large
 * export never sits whole in memory. A module supplies its columns (`<module>.export.ts`) and its
 * batches; this file does the rest.
 */

export type ExportCell = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  /** Width in characters. */
  width?: number;
  /**
   * `text` (the default) writes a text cell with the text number format: ids, mobiles, pin codes
   * and account numbers keep their digits and leading zeros and never turn into numbers or dates.
   * `date` writes a calendar day (see excelDay), shown DD-MM-YYYY. `number` writes a number.
   */
  type?: 'text' | 'number' | 'date';
  value(row: Row): ExportCell;
}

export interface WorkbookFile {
  fileName: string;
  stream: Readable;
}

/** Why an export was refused before it began: more rows match than one file may hold. */
export function exportTooLargeMessage(maxRows: number): string {
  return `An export holds at most ${maxRows.toLocaleString('en-IN')} rows: narrow the search or filters`;
}

/** Cells starting with these run as formulas, or start one, when a spreadsheet opens or re-saves the file. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): text a user typed, such as a city of
 * `=HYPERLINK(…)`, must stay text for whoever opens the export. A leading apostrophe is the
 * spreadsheet's own "this is text" mark.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/** A calendar day (YYYY-MM-DD) as the date cell of that day, whatever the server's time zone. */
export function excelDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const NUMBER_FORMATS = { text: '@', number: 'General', date: 'dd-mm-yyyy' } as const;

function cellOf<Row>(column: ExportColumn<Row>, row: Row): ExportCell {
  const value = column.value(row);
  if (value === null || value === undefined) return null;
  if ((column.type ?? 'text') === 'text') return neutraliseFormula(String(value));
  return value;
}

/** Resolves once `stream` can take more (or is gone): the export waits for a slow client. */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The workbook as a stream: one sheet with a bold, frozen header row, then every row of every
 * batch. Batches are read only as fast as the client takes the file. An error while reading
 * ends the stream with that error, so the client sees a broken download rather than a file that
 * silently lacks rows; a client that goes away stops the reading.
 */
export function streamWorkbook<Row>({
  sheetName,
  columns,
  batches,
}: {
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
}): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 16,
    style: { numFmt: NUMBER_FORMATS[column.type ?? 'text'] },
  }));
  sheet.getRow(1).font = { bold: true };

  const write = async () => {
    for await (const batch of batches) {
      if (output.destroyed) return;
      for (const row of batch) sheet.addRow(columns.map((column) => cellOf(column, row))).commit();
      await drained(output);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** Sends a workbook as a download named `file.fileName`. */
export function sendWorkbook(reply: FastifyReply, file: WorkbookFile): FastifyReply {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
