import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Money moves only through the ledger (docs/product/money.md, Ledger): outside modules/ledger no
 * source file reaches a money table at all, to write it or to read it. It may not name one of
 * their Drizzle tables (imported under any alias, read off the schema as `schema.ledgerAccounts`
 * or `db.query.ledgerAccounts`), import the db schema as a namespace or load it dynamically, or
 * name one of their SQL tables in a string or template (raw SQL). Other modules call the ledger
 * service; the withdrawals' consistency check hands the ledger its own query instead of joining
 * the holds itself. The database layer (db/) and tests are exempt; the ledger module may not
 * export the tables onwards.
 */
const SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const LEDGER_DIR = path.join(SRC, 'modules', 'ledger');
const SCHEMA = path.join(SRC, 'db', 'schema');

const TABLE_CONSTS = ['ledgerAccounts', 'journalEntries', 'journalLines', 'ledgerHolds'];
const TABLE_NAMES = ['ledger_accounts', 'journal_entries', 'journal_lines', 'ledger_holds'];
const NAMED_IN_TEXT = new RegExp(String.raw`\b(${[...TABLE_NAMES, ...TABLE_CONSTS].join('|')})\b`);

/** Whether an import specifier, written in `file`, is the db schema (`../../db/schema.js`). */
function isSchema(specifier: string, file: string): boolean {
  if (!specifier.startsWith('.')) return false;
  return path.resolve(path.dirname(file), specifier).replace(/\.[cm]?[jt]s$/, '') === SCHEMA;
}

const MODULE_LOADERS = new Set(['require']);

/**
 * How a source file outside modules/ledger reaches a money table: one reason per way found,
 * none for a file that does not.
 */
export function moneyTableReaches(source: string, file: string): string[] {
  const reasons = new Set<string>();
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isSchema(node.moduleSpecifier.text, file)
    ) {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      if (bindings && ts.isNamespaceImport(bindings)) reasons.add('imports the db schema as a namespace');
      if (ts.isExportDeclaration(node) && !node.exportClause) reasons.add('re-exports the whole db schema');
      if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamespaceExport(node.exportClause))
        reasons.add('re-exports the db schema as a namespace');
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && MODULE_LOADERS.has(node.expression.text))) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      isSchema(node.arguments[0].text, file)
    )
      reasons.add('loads the db schema dynamically');
    if (ts.isIdentifier(node) && TABLE_CONSTS.includes(node.text)) reasons.add(`names ${node.text}`);
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const named = NAMED_IN_TEXT.exec(node.text);
      if (named) reasons.add(`names ${named[1]} in a string or SQL`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...reasons];
}

/** Whether a ledger module file hands a money table to others (`export { ledgerAccounts }`, …). */
export function exportsMoneyTable(source: string, file: string): boolean {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return sourceFile.statements.some((statement) => {
    if (ts.isExportDeclaration(statement)) {
      const fromSchema =
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        isSchema(statement.moduleSpecifier.text, file);
      const clause = statement.exportClause;
      if (fromSchema && (!clause || ts.isNamespaceExport(clause))) return true;
      return Boolean(
        clause &&
        ts.isNamedExports(clause) &&
        clause.elements.some((element) => TABLE_CONSTS.includes((element.propertyName ?? element.name).text)),
      );
    }
    if (ts.isExportAssignment(statement)) return NAMED_IN_TEXT.test(statement.expression.getText());
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    return (
      Boolean(exported) &&
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some(
        (declaration) => declaration.initializer && NAMED_IN_TEXT.test(declaration.initializer.getText()),
      )
    );
  });
}

/** Tests and their helpers may read the money tables to check what the code did. */
function isTest(file: string): boolean {
  const relative = path.relative(SRC, file);
  return /\.test(-support)?\.ts$/.test(file) || relative.startsWith(`test${path.sep}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]s$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const inside = (dir: string) => (file: string) => file.startsWith(dir + path.sep);
/** A file of another module, written where it would live. */
const WITHDRAWALS_FILE = path.join(SRC, 'modules', 'withdrawals', 'withdrawals.repository.ts');
const LEDGER_FILE = path.join(LEDGER_DIR, 'ledger.service.ts');

describe('money tables', () => {
  it('recognise every way another module could reach them', () => {
    const reaches = (source: string) => moneyTableReaches(source, WITHDRAWALS_FILE).sort();
    // A write by Drizzle or by hand.
    expect(
      reaches(`import { ledgerAccounts } from '../../db/schema.js';
               await tx.update(ledgerAccounts).set({ balance: 0 });`),
    ).toEqual(['names ledgerAccounts']);
    expect(reaches('await tx.execute(sql`UPDATE ledger_accounts SET balance = 0`)')).toEqual([
      'names ledger_accounts in a string or SQL',
    ]);
    expect(reaches(`await tx.execute(sql.raw('delete from "journal_entries"'))`)).toEqual([
      'names journal_entries in a string or SQL',
    ]);
    // A read is refused too: the ledger service answers what other modules need.
    expect(reaches('sql`select * from ledger_holds h join withdrawals w on w.hold_id = h.id`')).toEqual([
      'names ledger_holds in a string or SQL',
    ]);
    // Bypass 1: the schema imported as a namespace.
    expect(
      reaches(`import * as schema from '../../db/schema.js';
               await tx.update(schema.ledgerAccounts).set({ balance: 0 });`),
    ).toEqual(['imports the db schema as a namespace', 'names ledgerAccounts']);
    expect(reaches(`import * as db from '../../db/schema.js'; db['journalLines'];`)).toEqual([
      'imports the db schema as a namespace',
      'names journalLines in a string or SQL',
    ]);
    // Bypass 2: an aliased import.
    expect(
      reaches(`import { journalLines as lines } from '../../db/schema.js';
               await tx.delete(lines);`),
    ).toEqual(['names journalLines']);
    // Bypass 3: the table interpolated into raw SQL.
    expect(
      reaches(`import { ledgerHolds as holds } from '../../db/schema.js';
               await tx.execute(sql\`update \${holds} set status = 2\`);`),
    ).toEqual(['names ledgerHolds']);
    // Other ways round: the schema loaded at run time, the tables read off the database handle.
    expect(reaches(`const { ledgerHolds: h } = await import('../../db/schema.js');`)).toEqual([
      'loads the db schema dynamically',
      'names ledgerHolds',
    ]);
    expect(reaches(`const s = require('../../db/schema.js');`)).toEqual(['loads the db schema dynamically']);
    expect(reaches('await tx.update(tx._.fullSchema.journalEntries).set({ kind: "x" })')).toEqual([
      'names journalEntries',
    ]);
    expect(reaches(`export * from '../../db/schema.js';`)).toEqual(['re-exports the whole db schema']);
  });

  it('do not flag what stays clear of them', () => {
    const reaches = (source: string) => moneyTableReaches(source, WITHDRAWALS_FILE);
    expect(
      reaches(`import { users, withdrawals } from '../../db/schema.js';
               import * as ledgerService from '../ledger/ledger.service.js';
               // The hold lives in ledger_holds; ledgerService checks it.
               await tx.update(withdrawals).set({ status: 2 });
               await ledgerService.postHold(tx, { holdId });`),
    ).toEqual([]);
    expect(reaches(`import * as bankService from '../bank-details/bank-details.service.js';`)).toEqual([]);
    expect(reaches("sql`select * from withdrawals where reference = 'ledger'`")).toEqual([]);
  });

  it('recognise the ledger module handing a table onwards', () => {
    const hands = (source: string) => exportsMoneyTable(source, LEDGER_FILE);
    expect(hands(`export { ledgerAccounts } from '../../db/schema.js';`)).toBe(true);
    expect(hands(`export { ledgerHolds as holds } from '../../db/schema.js';`)).toBe(true);
    expect(hands(`export * from '../../db/schema.js';`)).toBe(true);
    expect(hands(`export * as schema from '../../db/schema.js';`)).toBe(true);
    expect(
      hands(`import { journalLines } from '../../db/schema.js'; export { journalLines as lines };`),
    ).toBe(true);
    expect(
      hands(`import { journalLines } from '../../db/schema.js'; export const lines = journalLines;`),
    ).toBe(true);
    expect(hands(`export async function credit(tx: Tx) { await tx.insert(journalLines); }`)).toBe(false);
  });

  it('are reached by modules/ledger only', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !inside(LEDGER_DIR)(file) && !inside(path.join(SRC, 'db'))(file) && !isTest(file))
      .flatMap((file) =>
        moneyTableReaches(readFileSync(file, 'utf8'), file).map(
          (reason) => `${path.relative(SRC, file)}: ${reason}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('are not handed onwards by modules/ledger', () => {
    const offenders = sourceFiles(LEDGER_DIR)
      .filter((file) => !isTest(file))
      .filter((file) => exportsMoneyTable(readFileSync(file, 'utf8'), file))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
    expect(sourceFiles(LEDGER_DIR).length).toBeGreaterThan(3);
  });
});
