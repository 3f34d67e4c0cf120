import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

// A PDF the portal sent, read back as a reader would (docs/decisions/180-tax-statements-as-pdf.md):
// pdfkit compresses its content streams, so the text is read with pdfjs-dist (the API's tests
// use it too; it resolves from the repository's node_modules).

/** The bytes of a finished download. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Whether the bytes are a PDF: the file starts with `%PDF-`. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** The text of every page, joined, as pdfjs-dist extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
  } finally {
    await pdf.destroy();
  }
  return pages.join('\n');
}
