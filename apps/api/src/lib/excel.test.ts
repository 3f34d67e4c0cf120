import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { neutraliseFormula, streamWorkbook } from './excel.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=', '=HYPERLINK("http://x")'],
    ['+', '+91 98765 43210'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A9)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('makes text starting with %s a text cell with a leading apostrophe', (_trigger, text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is, a trigger later in the text included', () => {
    for (const text of ['Chennai', '000123456789', 'a=b', 'x-1', ' =1', '', "'quoted"])
      expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('streamWorkbook', () => {
  it('writes a large batch into the sheet in small pieces, not as one string', async () => {
    // One string per batch (megabytes for 2,000 rows) is freed only by a full garbage
    // collection: the server's peak memory grew with the size of the export.
    const original = PassThrough.prototype.write;
    const strings: number[] = [];
    const spy = vi.spyOn(PassThrough.prototype, 'write').mockImplementation(function (
      this: PassThrough,
      ...args: Parameters<PassThrough['write']>
    ) {
      if (typeof args[0] === 'string') strings.push(args[0].length);
      return original.apply(this, args);
    });
    try {
      const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `Row ${i} ${'x'.repeat(100)}` }));
      async function* batches() {
        yield rows;
      }
      const stream = streamWorkbook({
        sheetName: 'Rows',
        columns: [
          { header: 'Id', value: (row: (typeof rows)[number]) => row.id },
          { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
        ],
        batches: batches(),
      });
      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      expect(bytes).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
    // The 5,000 rows (over 600,000 characters of sheet XML) all went in, none longer than 64 KB.
    expect(strings.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(600_000);
    expect(Math.max(...strings)).toBeLessThan(64 * 1024);
  });
});
