import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from './catalogues';
import { CATALOGUE_PARTS, catalogueSubset, PUBLIC_KEY_PREFIXES } from './parts';

/**
 * The catalogue's two parts (docs/decisions/156-catalogue-in-two-parts.md): every key is in one,
 * and every key the first screen's code can show is in the public part, which is all a visitor's
 * page downloads. The first screen's code is what main.tsx, the router and the public pages import
 * statically, followed file by file; a text of the portal part met there would show as its key.
 */
const SRC = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const english = SOURCE_CATALOGUES.en;
const prefixes = new Set(Object.keys(english).map((key) => key.slice(0, key.indexOf('.'))));

/** Read only through a fallback to its English text when the portal part is not there yet. */
const PORTAL_KEYS_WITH_A_FALLBACK = new Set(['table.noData']); // lib/i18n/shared-messages.ts

const ENTRY_POINTS = [
  'main.tsx',
  'app/router.tsx',
  'app/routes/public/welcome.tsx',
  'app/routes/public/login.tsx',
  'app/routes/public/register.tsx',
  'app/routes/public/what-promoters-earn.tsx',
];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The files the first screen loads with its code, and the catalogue keys (or key heads) they hold. */
function firstScreenKeys(): { file: string; key: string }[] {
  const seen = new Set<string>();
  const queue = ENTRY_POINTS.map((file) => path.join(SRC, file));
  const found: { file: string; key: string }[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target) queue.push(target);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
        const target = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target) queue.push(target);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (node.text in english) found.push({ file: path.relative(SRC, file), key: node.text });
      } else if (ts.isTemplateExpression(node)) {
        // `form.language.${code}`: a key built at run time, known by its head.
        const head = node.head.text;
        const prefix = head.slice(0, head.indexOf('.'));
        if (head.includes('.') && prefixes.has(prefix))
          found.push({ file: path.relative(SRC, file), key: head });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the catalogue in two parts', () => {
  it('puts every key in exactly one part, in every language', () => {
    for (const [language, catalogue] of Object.entries(SOURCE_CATALOGUES)) {
      const [publicPart, portalPart] = CATALOGUE_PARTS.map((part) =>
        Object.keys(catalogueSubset(catalogue, part)),
      );
      expect(publicPart!.length + portalPart!.length, language).toBe(Object.keys(catalogue).length);
      expect(new Set([...publicPart!, ...portalPart!]).size, language).toBe(Object.keys(catalogue).length);
      expect(publicPart!.length, language).toBeGreaterThan(50);
      // The part a visitor downloads stays small: the portal's texts are most of the catalogue.
      expect(publicPart!.length, language).toBeLessThan(portalPart!.length / 3);
    }
  });

  it('names only prefixes the catalogue has', () => {
    for (const prefix of PUBLIC_KEY_PREFIXES) expect(prefixes, prefix).toContain(prefix);
  });

  it('holds in the public part every text the first screen’s code can show', () => {
    const found = firstScreenKeys();
    // The walk reaches the public pages' texts (a broken walk would find nothing and pass).
    expect(found.map((entry) => entry.key)).toEqual(expect.arrayContaining(['auth.login.title']));
    const portal = found.filter(
      ({ key }) =>
        !PUBLIC_KEY_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`)) &&
        !PORTAL_KEYS_WITH_A_FALLBACK.has(key),
    );
    expect(portal).toEqual([]);
  });
});
