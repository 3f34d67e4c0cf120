import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

/**
 * Streamed .xlsx exports of lists (docs/product/lists.md, Exports): the list's own query read in
 * keyset batches, each row written as SpreadsheetML text straight into an archiver zip stream
 * (docs/decisions/021-streamed-xlsx-exports.md), so a large export never sits whole in memory.
 * A module supplies its columns (`<module>.export.ts`) and its batches; this file does the rest.
 */

/** The content type of an .xlsx file, as exports and downloads send it. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** Turns an English header or sheet name into the reader's language (lib/messages.ts). */
export type HeaderText = (english: string) => string;

/** Told the rows written so far, after each batch: an export job's progress. */
export type RowsWritten = (rows: number) => void;

export interface WorkbookFile {
  fileName: string;
  /** How many rows matched when the file was prepared: what it will hold. */
  rows: number;
  /**
   * The file with its sheet name and column headers in one language (docs/product/lists.md,
   * Exports: the admin's). A file is read once: call `open` or read `stream`, not both.
   */
  open(text: HeaderText, written?: RowsWritten): Readable;
  /** The file in English. */
  readonly stream: Readable;
}

/** A workbook file that is written only once it is opened, in the language it is opened in. */
export function workbookFile(
  fileName: string,
  rows: number,
  open: (text: HeaderText, written?: RowsWritten) => Readable,
): WorkbookFile {
  return {
    fileName,
    rows,
    open,
    get stream() {
      return open((english) => english);
    },
  };
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

/** Whole days from the spreadsheet epoch (1899-12-30) to a calendar day: a date cell's value. */
function serialDay(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** Characters XML 1.0 cannot hold at all; the rest are escaped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
function xmlText(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Rows go into the sheet in pieces of about this many characters: small enough to be
 * short-lived ordinary heap strings (a whole batch as one string is megabytes that only a full
 * garbage collection frees, and the server's memory grew with the size of the export), large
 * enough that waiting for the zip is rare.
 */
const CHUNK_CHARS = 32 * 1024;

/** Cell styles of styles.xml below: 0 general, 1 text (@), 2 date (dd-mm-yyyy), 3 bold header. */
const STYLE = { number: 0, text: 1, date: 2, header: 3 } as const;

function cellXml(ref: string, type: 'text' | 'number' | 'date', value: ExportCell): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date' && value instanceof Date)
    return `<c r="${ref}" s="${STYLE.date}"><v>${serialDay(value)}</v></c>`;
  if (type === 'number' && typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}" s="${STYLE.number}"><v>${value}</v></c>`;
  return `<c r="${ref}" s="${STYLE.text}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

function rowXml<Row>(rowNumber: number, columns: readonly ExportColumn<Row>[], row: Row): string {
  const cells = columns
    .map((column, index) =>
      cellXml(`${columnLetters(index)}${rowNumber}`, column.type ?? 'text', cellOf(column, row)),
    )
    .join('');
  return `<row r="${rowNumber}">${cells}</row>`;
}

const PACKAGE_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'xl/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>',
} as const;

function workbookXml(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

function sheetHead<Row>(columns: readonly ExportColumn<Row>[], text: HeaderText): string {
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? 16}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map(
      (column, index) =>
        `<c r="${columnLetters(index)}1" s="${STYLE.header}" t="inlineStr"><is><t>${xmlText(text(column.header))}</t></is></c>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`
  );
}

/**
 * The workbook as a stream: one sheet with a bold, frozen header row, then every row of every
 * batch, written as SpreadsheetML straight into a zip stream (docs/decisions/021-streamed-xlsx-exports.md):
 * text cells are inline strings with the text format, so ids and account numbers stay text.
 * Batches are read only as fast as the client takes the file. An error while reading ends the
 * stream with that error, so the client sees a broken download rather than a file that silently
 * lacks rows; a client that goes away stops the reading.
 */
export function streamWorkbook<Row>({
  sheetName,
  columns,
  batches,
  text = (english) => english,
}: {
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
  /** The sheet name's and the headers' text in the reader's language; English by default. */
  text?: HeaderText;
}): Readable {
  const output = new PassThrough();
  const zip = archiver('zip', { zlib: { level: 1 } });
  const sheet = new PassThrough({ highWaterMark: 4 * CHUNK_CHARS });
  zip.on('error', (error: Error) => output.destroy(error));
  output.on('close', () => {
    if (!zip.destroyed) zip.abort();
  });
  zip.pipe(output);
  for (const [name, content] of Object.entries(PACKAGE_PARTS)) zip.append(content, { name });
  zip.append(workbookXml(text(sheetName)), { name: 'xl/workbook.xml' });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  void zip.finalize();

  const write = async () => {
    sheet.write(sheetHead(columns, text));
    let rowNumber = 1;
    for await (const batch of batches) {
      if (output.destroyed) return;
      let chunk = '';
      for (const row of batch) {
        chunk += rowXml((rowNumber += 1), columns, row);
        if (chunk.length < CHUNK_CHARS) continue;
        if (!sheet.write(chunk)) await drained(sheet);
        chunk = '';
      }
      if (chunk && !sheet.write(chunk)) await drained(sheet);
      await drained(output);
    }
    sheet.end('</sheetData></worksheet>');
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
