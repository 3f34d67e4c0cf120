import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The indexes of docs/decisions and bench/results stay in step with their folders: every decision
 * record has a `Date: YYYY-MM-DD. Status: …` line and a row in docs/decisions/README.md saying the
 * same, and every dated benchmark result is listed in bench/README.md.
 */
const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const STATUS = /^(?:accepted|stale|(?:partly )?superseded by (\d{3})(?: and (\d{3}))?)\b/;
const ROW =
  /^\|\s*(\d{3})\s*\|\s*\[(.+?)\]\((\d{3}-[\w.-]+\.md)\)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*(.+?)\s*\|\s*$/;

interface Entry {
  title: string;
  date: string;
  status: string;
}

/** A record's title, date and status, or what is wrong with its heading and status line. */
function recordEntry(name: string, text: string): Entry | string {
  const heading = /^# (\d{3}) — (.+)$/m.exec(text);
  if (!heading || heading[1] !== name.slice(0, 3))
    return `${name}: the first line is not "# ${name.slice(0, 3)} — <title>"`;
  const line = /^Date: [^\n]*(?:\n[^\n]+)*/m.exec(text)?.[0].replace(/\n/g, ' ');
  const parsed = line && /^Date: (\d{4}-\d{2}-\d{2})\. Status: (.+?)\.?$/.exec(line);
  if (!parsed) return `${name}: no "Date: YYYY-MM-DD. Status: …" line under the title`;
  return { title: heading[2]!.trim(), date: parsed[1]!, status: parsed[2]! };
}

/** What is wrong between the records (file name → text) and the index's text; one line each. */
export function decisionIndexProblems(records: Map<string, string>, index: string): string[] {
  const problems: string[] = [];
  const rows = new Map<string, Entry & { file: string }>();
  for (const line of index.split('\n')) {
    const row = ROW.exec(line);
    if (!row) continue;
    if (rows.has(row[1]!)) problems.push(`index: ${row[1]} has two rows`);
    rows.set(row[1]!, { title: row[2]!, file: row[3]!, date: row[4]!, status: row[5]! });
  }
  for (const [name, text] of records) {
    const entry = recordEntry(name, text);
    if (typeof entry === 'string') {
      problems.push(entry);
      continue;
    }
    const status = STATUS.exec(entry.status);
    if (!status) problems.push(`${name}: unknown status "${entry.status}"`);
    for (const other of [status?.[1], status?.[2]])
      if (other && ![...records.keys()].some((file) => file.startsWith(`${other}-`)))
        problems.push(`${name}: superseded by ${other}, which does not exist`);
    const row = rows.get(name.slice(0, 3));
    if (!row) {
      problems.push(`${name}: no row in docs/decisions/README.md`);
      continue;
    }
    if (row.file !== name) problems.push(`index: ${name.slice(0, 3)} links ${row.file}, not ${name}`);
    if (row.title !== entry.title) problems.push(`index: ${name.slice(0, 3)} is titled "${row.title}"`);
    if (row.date !== entry.date)
      problems.push(`index: ${name.slice(0, 3)} is dated ${row.date}, the record ${entry.date}`);
    if (row.status !== entry.status)
      problems.push(`index: ${name.slice(0, 3)} says "${row.status}", the record "${entry.status}"`);
  }
  for (const [number, row] of rows)
    if (!records.has(row.file)) problems.push(`index: ${number} links ${row.file}, which does not exist`);
  return problems;
}

describe('docs/decisions/README.md', () => {
  it('has a row for every record, with the date and status the record states', () => {
    const names = readdirSync(path.join(repoRoot, 'docs/decisions')).filter((name) =>
      /^\d{3}-.*\.md$/.test(name),
    );
    expect(names.length).toBeGreaterThan(50);
    const records = new Map(names.map((name) => [name, read(`docs/decisions/${name}`)]));
    expect(decisionIndexProblems(records, read('docs/decisions/README.md'))).toEqual([]);
  });

  it('finds a record without a row, without a status line, or out of step with its row', () => {
    const record = (title: string, status: string) =>
      `# 900 — ${title}\n\nDate: 2026-12-01. Status: ${status}.\n\nText.\n`;
    const row = '| 900 | [A choice](900-a-choice.md) | 2026-12-01 | accepted |';
    const one = (text: string) => new Map([['900-a-choice.md', text]]);

    expect(decisionIndexProblems(one(record('A choice', 'accepted')), row)).toEqual([]);
    expect(decisionIndexProblems(one(record('A choice', 'accepted')), '')).toEqual([
      '900-a-choice.md: no row in docs/decisions/README.md',
    ]);
    expect(decisionIndexProblems(one('# 900 — A choice\n\nText.\n'), row)).toEqual([
      '900-a-choice.md: no "Date: YYYY-MM-DD. Status: …" line under the title',
    ]);
    expect(decisionIndexProblems(one(record('A choice', 'superseded by 901')), row)).toEqual([
      '900-a-choice.md: superseded by 901, which does not exist',
      'index: 900 says "accepted", the record "superseded by 901"',
    ]);
    expect(decisionIndexProblems(one(record('A choice', 'fine')), row)).toEqual([
      '900-a-choice.md: unknown status "fine"',
      'index: 900 says "accepted", the record "fine"',
    ]);
    const wrapped = '# 900 — A choice\n\nDate: 2026-12-01. Status: partly superseded by\n900 (a part).\n';
    expect(
      decisionIndexProblems(
        one(wrapped),
        '| 900 | [A choice](900-a-choice.md) | 2026-12-01 | partly superseded by 900 (a part) |',
      ),
    ).toEqual([]);
  });
});

describe('bench/README.md', () => {
  it('lists every dated result in bench/results, and links only results that exist', () => {
    const readme = read('bench/README.md');
    const results = readdirSync(path.join(repoRoot, 'bench/results'));
    expect(results.length).toBeGreaterThan(0);
    for (const name of results) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-[\w-]+\.md$/);
    const unlisted = results.filter((name) => !readme.includes(`](results/${name})`));
    expect(unlisted).toEqual([]);
    const linked = [...readme.matchAll(/\]\((results\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(linked.filter((link) => !existsSync(path.join(repoRoot, 'bench', link)))).toEqual([]);
  });
});
