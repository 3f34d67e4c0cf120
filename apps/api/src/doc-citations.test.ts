import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, repoSourceFiles } from './test/source-files.js';

/**
 * Comments cite documents inside the repository: `docs/product/<file>.md` with a section, or a
 * `docs/decisions/NNN-….md` (docs/product/README.md). The design notes and the product brief the
 * project started from live outside it, so a reader of the code could not follow a citation of
 * them; every rule the code relies on is written in docs/product instead.
 */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html|sql|json)$/;

/** What sends a reader outside the repository (built from parts, so this file does not match itself). */
const OUTSIDE_CITATIONS: { what: string; pattern: RegExp }[] = [
  { what: 'the design notes', pattern: new RegExp(String.raw`\b${'DESIG'}N\b`) },
  { what: 'a numbered section (§)', pattern: new RegExp(String.raw`${'§'}\s*\d`) },
  { what: 'the product brief file', pattern: new RegExp(`${'portal'}-spec|\\b${'STYLE'}\\.md\\b`) },
];

/** The text with comment continuations (` * `, `// `, `-- `) joined, so a citation can span lines. */
function joinedText(text: string): string {
  return text.replace(/\n\s*(?:\*(?!\/)|\/\/|--)?\s*/g, ' ');
}

/** The sections a docs/product file names: its headings (also without a closing bracket) and bold terms. */
function sectionsOf(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, 'docs/product', file), 'utf8');
  const headings = [...text.matchAll(/^#+\s+(.+)$/gm)].flatMap((m) => {
    const heading = m[1]!.trim();
    return [heading, heading.replace(/\s*\([^)]*\)$/, '')];
  });
  const terms = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!.replace(/\.$/, '').trim());
  return [...headings, ...terms];
}

const decisions = readdirSync(path.join(repoRoot, 'docs/decisions'));

/** What is wrong with the in-repo citations of one file's text: one line per broken citation. */
export function brokenCitations(text: string): string[] {
  const problems: string[] = [];
  const joined = joinedText(text);
  for (const [file] of joined.matchAll(/docs\/(?:product|decisions)\/[\w.-]*\.md/g))
    if (!existsSync(path.join(repoRoot, file))) problems.push(`${file} does not exist`);
  for (const [citation, number] of joined.matchAll(/(?:docs\/decisions\/|\bdecisions? )(\d{3})\b/g))
    if (!decisions.some((name) => name.startsWith(`${number}-`)))
      problems.push(`${citation}: no such decision`);
  for (const [, file, section] of joined.matchAll(
    /docs\/product\/([\w-]+\.md)(?:,\s*|\s+["“])([A-Z][^;)"”'`\n]*)/g,
  )) {
    if (!existsSync(path.join(repoRoot, 'docs/product', file!))) continue;
    const named = section!
      .split(/\.\s/)[0]!
      .trim()
      .replace(/[.,:]$/, '');
    const known = sectionsOf(file!).some((name) => named.startsWith(name) || name.startsWith(named));
    if (!known) problems.push(`docs/product/${file}: no section "${named}"`);
  }
  return problems;
}

describe('citations in source files', () => {
  const files = repoSourceFiles(SOURCE_FILE);

  it('finds the source files', () => {
    expect(files).toContain(path.join('apps', 'api', 'src', 'doc-citations.test.ts'));
    expect(files.some((file) => file.startsWith('e2e'))).toBe(true);
    expect(files.some((file) => file.startsWith('packages'))).toBe(true);
  });

  it('never cite a document outside the repository', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_CITATIONS.filter(({ pattern }) => pattern.test(line)).map(
            ({ what }) => `${file}:${index + 1} cites ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('cite docs/product sections and docs/decisions files that exist', () => {
    const found = files.flatMap((file) =>
      brokenCitations(readFileSync(path.join(repoRoot, file), 'utf8')).map(
        (problem) => `${file}: ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('recognises what it looks for', () => {
    const outside = (line: string) => OUTSIDE_CITATIONS.some(({ pattern }) => pattern.test(line));
    expect(outside(`// (${'DESIG'}N's rule)`)).toBe(true);
    expect(outside(`/** the specification ${'§'}2 */`)).toBe(true);
    expect(outside(`// see ../shared/${'STYLE'}.md`)).toBe(true);
    expect(outside('// (docs/product/accounts.md, Passwords)')).toBe(false);

    expect(brokenCitations('// (docs/product/money.md, Withdrawals)')).toEqual([]);
    const wrapped = ['/**', ' * as (docs/product/money.md, Earning per', ' * promotion video).', ' */'];
    expect(brokenCitations(wrapped.join('\n'))).toEqual([]);
    expect(
      brokenCitations(
        '// the **Promotion attempts** (docs/product/content-and-earning.md, Promotion attempts)',
      ),
    ).toEqual([]);
    expect(brokenCitations('// docs/decisions/016 and decision 046')).toEqual([]);
    expect(
      brokenCitations('// The columns of docs/product/screens.md, Withdraw Request screen. They fit.'),
    ).toEqual([]);
    // Built from parts, so this file does not cite them itself.
    expect(brokenCitations(`// (docs/product/money.md, ${'Refunds'})`)).toEqual([
      `docs/product/money.md: no section "${'Refunds'}"`,
    ]);
    expect(brokenCitations(`// docs/product/${'payments'}.md`)).toEqual([
      `docs/product/${'payments'}.md does not exist`,
    ]);
    expect(brokenCitations(`// docs/decisions/${'999'}-nothing.md`)).toEqual([
      `docs/decisions/${'999'}-nothing.md does not exist`,
      `docs/decisions/${'999'}: no such decision`,
    ]);
  });
});
