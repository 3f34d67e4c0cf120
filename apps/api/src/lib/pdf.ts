import { createRequire } from 'node:module';
import type { UiLanguage } from '@portal/shared';
import type * as Fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * PDF documents in the reader's language (docs/decisions/180-tax-statements-as-pdf.md), with
 * pdfkit: the Noto Sans fonts the web app ships (@fontsource, no system fonts needed) embedded
 * as subsets. A text is cut into runs by font: each character goes to the first font that has a
 * glyph for it (Latin, then the language's script, then Latin Extended for ₹), a combining mark
 * staying with its letter, so a Tamil label with a PAN and an amount in it prints whole.
 */

const require = createRequire(import.meta.url);
// The CommonJS build, the one pdfkit loads: the patch below must reach pdfkit's copy.
const fontkit = require('fontkit') as typeof Fontkit;
const fontFile = (pkg: string, file: string) =>
  require.resolve(`@fontsource/${pkg}/files/${file}-400-normal.woff`);

const LATIN = fontFile('noto-sans', 'noto-sans-latin');
const LATIN_EXT = fontFile('noto-sans', 'noto-sans-latin-ext');

/** The script font of each language beside Latin. */
const SCRIPT_FONTS: Record<Exclude<UiLanguage, 'en'>, string> = {
  ta: fontFile('noto-sans-tamil', 'noto-sans-tamil-tamil'),
  hi: fontFile('noto-sans-devanagari', 'noto-sans-devanagari-devanagari'),
  te: fontFile('noto-sans-telugu', 'noto-sans-telugu-telugu'),
  kn: fontFile('noto-sans-kannada', 'noto-sans-kannada-kannada'),
  ml: fontFile('noto-sans-malayalam', 'noto-sans-malayalam-malayalam'),
};

interface LoadedFont {
  name: string;
  path: string;
  font: Fontkit.Font;
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
  getAnchor(anchor: unknown): { x: number; y: number };
  skipsEmptyAnchors?: boolean;
}

/**
 * fontkit 2.0.4 throws on a mark-positioning anchor a font leaves empty, which the OpenType
 * specification allows and Noto Sans Malayalam has on most words with a virama: such an
 * attachment is skipped instead, as HarfBuzz does (docs/decisions/180-tax-statements-as-pdf.md).
 * Patched once, on the positioning class every font of the CommonJS build shares.
 */
function skipEmptyAnchors(font: Fontkit.Font): void {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor } } })
    ._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const positioning = Object.getPrototypeOf(processor) as AnchorProcessor;
  if (positioning.skipsEmptyAnchors) return;
  const { applyAnchor, getAnchor } = positioning;
  positioning.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  positioning.getAnchor = function (anchor) {
    return anchor ? getAnchor.call(this, anchor) : { x: 0, y: 0 };
  };
  positioning.skipsEmptyAnchors = true;
}

const loaded = new Map<string, LoadedFont>();
function load(name: string, path: string): LoadedFont {
  let font = loaded.get(name);
  if (!font) {
    font = { name, path, font: fontkit.openSync(path) as Fontkit.Font };
    skipEmptyAnchors(font.font);
    loaded.set(name, font);
  }
  return font;
}

/** The fonts a document in `language` draws with, in the order a character tries them. */
function fontsFor(language: UiLanguage): LoadedFont[] {
  return [
    load('latin', LATIN),
    ...(language === 'en' ? [] : [load(language, SCRIPT_FONTS[language])]),
    load('latin-ext', LATIN_EXT),
  ];
}

/** Combining marks and joiners: drawn in the font of the letter before them. */
const JOINS_PREVIOUS = /[\p{M}\u200C\u200D]/u;

/** `text` cut into runs, each in the first font that has glyphs for it. */
export function fontRuns(text: string, fonts: readonly { name: string; font: Fontkit.Font }[]) {
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const code = char.codePointAt(0)!;
    const font =
      last && (JOINS_PREVIOUS.test(char) || char === ' ')
        ? last.font
        : (fonts.find((candidate) => candidate.font.hasGlyphForCodePoint(code)) ?? fonts[0]!).name;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A new A4 document with the language's fonts registered; `write` draws with them. */
export function pdfDocument(language: UiLanguage, info: { title: string; author: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: info.author } });
  const fonts = fontsFor(language);
  for (const font of fonts) doc.registerFont(font.name, font.path);
  doc.font(fonts[0]!.name);

  /**
   * Draws `text` at (x, y), by default where the last text ended, and moves below it. Text in one
   * font wraps within `width`; text of several runs is one line, each run placed after the last.
   */
  const write = (
    text: string,
    options: {
      x?: number;
      y?: number;
      width?: number;
      size?: number;
      align?: 'left' | 'right';
      color?: string;
    } = {},
  ) => {
    const x = options.x ?? doc.page.margins.left;
    const y = options.y ?? doc.y;
    const width = options.width ?? doc.page.width - x - doc.page.margins.right;
    doc.fontSize(options.size ?? 10).fillColor(options.color ?? '#0f172a');
    const runs = fontRuns(text, fonts);
    if (runs.length <= 1) {
      doc.font(runs[0]?.font ?? fonts[0]!.name).text(text, x, y, { width, align: options.align ?? 'left' });
      doc.x = x;
      return;
    }
    const size = options.size ?? 10;
    const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
    const total = widths.reduce((sum, value) => sum + value, 0);
    // One baseline for every run: fonts of other scripts have other ascents.
    const ascentOf = (name: string) => {
      const { font } = fonts.find((candidate) => candidate.name === name)!;
      return (font.ascent / font.unitsPerEm) * size;
    };
    const baseline = y + Math.max(...runs.map((run) => ascentOf(run.font)));
    let at = options.align === 'right' ? x + width - total : x;
    let height = 0;
    runs.forEach((run, index) => {
      doc.font(run.font);
      height = Math.max(height, doc.currentLineHeight(true));
      doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += widths[index]!;
    });
    doc.x = x;
    doc.y = y + height;
  };
  return { doc, write };
}

/** The document as bytes once it is ended. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
