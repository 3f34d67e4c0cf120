/**
 * The text of a PDF, page by page, as a reader extracts it (pdfjs-dist): a test reads back the
 * file the API sent (docs/decisions/180-tax-statements-as-pdf.md).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; fonts: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  const fonts = new Set<string>();
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const style of Object.values(content.styles)) fonts.add(style.fontFamily);
    // The embedded fonts' names, e.g. 'BZZZZZ+NotoSansTamil-Regular'.
    const ops = await page.getOperatorList();
    for (let index = 0; index < ops.fnArray.length; index++)
      if (ops.fnArray[index] === pdfjs.OPS.setFont) {
        const font = page.commonObjs.get(ops.argsArray[index][0] as string) as { name?: string } | undefined;
        if (font?.name) fonts.add(font.name);
      }
  }
  await pdf.destroy();
  return { pages, fonts: [...fonts] };
}
