import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, repoSourceFiles } from './test/source-files.js';

/**
 * India time has one home: packages/shared/src/common/dates.ts (indiaDate, indiaHour, indiaTime24,
 * formatIndiaClock, startOfIndiaDay …; docs/decisions/102-one-formatter-one-mask-one-clock.md).
 * Anywhere else, the offset written out (5.5 hours, 330 minutes, 19,800 seconds, 05:30) is a
 * second clock that the next change misses; this walks the source as doc-citations.test.ts does.
 */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** The clock's home, and this test (its examples are the offsets it looks for). */
const ALLOWED = new Set(['packages/shared/src/common/dates.ts', 'apps/api/src/one-india-clock.test.ts']);

/** The offset as code writes it (built from parts, so this file does not match itself). */
const OFFSET_LITERALS: { what: string; pattern: RegExp }[] = [
  { what: '5.5 hours', pattern: new RegExp(String.raw`\b${'5'}\.5\s*\*\s*(?:60\b|3_?600\b|3_?600_?000\b)`) },
  { what: '19,800 seconds', pattern: new RegExp(String.raw`\b${'19'}_?800(?:_?000)?\b`) },
  { what: '330 minutes', pattern: new RegExp(String.raw`\b${'33'}0\s*\*\s*60\b|\b60\s*\*\s*${'33'}0\b`) },
  { what: '5 hours 30 minutes', pattern: new RegExp(String.raw`\(\s*${'5'}\s*\*\s*60\s*\+\s*30\s*\)`) },
  { what: 'a +05:30 offset', pattern: new RegExp(String.raw`\+0${'5'}:?30\b`) },
  { what: 'the zone by name', pattern: new RegExp(`['"\`]Asia/${'Kolkata'}['"\`]`) },
];

/** The offset literals in a text, one line per hit, with what each is. */
export function offsetLiterals(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OFFSET_LITERALS.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `line ${index + 1}: ${what}: ${line.trim()}`,
      ),
    );
}

/** SQL keeps its own zone name: `at time zone` needs it as text, and it is the same zone. */
function withoutSql(text: string): string {
  return text.replace(/sql(?:<[^>]*>)?`[^`]*`/g, '').replace(/at time zone '[^']*'/gi, '');
}

describe('one India clock', () => {
  it('finds each way of writing the offset', () => {
    expect(offsetLiterals('const hour = new Date(now + 5.5 * 3600_000);')).toHaveLength(1);
    expect(offsetLiterals('const IST = 19800000;')).toHaveLength(1);
    expect(offsetLiterals('const IST = 19_800 * 1000;')).toHaveLength(1);
    expect(offsetLiterals('const ms = 330 * 60 * 1000;')).toHaveLength(1);
    expect(offsetLiterals('const ms = (5 * 60 + 30) * 60_000;')).toHaveLength(1);
    expect(offsetLiterals('Date.parse(`${day}T00:30:00+05:30`)')).toHaveLength(1);
    expect(offsetLiterals("{ timeZone: 'Asia/Kolkata' }")).toHaveLength(1);
    expect(offsetLiterals('const hour = indiaHour(now); const n = 330; const m = 5.5;')).toEqual([]);
  });

  it('writes the offset nowhere but in dates.ts', () => {
    const files = repoSourceFiles(SOURCE_FILE).filter((file) => !ALLOWED.has(file.split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      offsetLiterals(withoutSql(readFileSync(path.join(repoRoot, file), 'utf8'))).map(
        (hit) => `${file} ${hit}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
