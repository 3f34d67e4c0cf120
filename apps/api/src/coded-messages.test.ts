import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadMessageCatalogue, parseMessageKey } from '@portal/shared';

/**
 * Every message a person can read from the API has a stable code in the shared catalogue
 * (docs/decisions/144-server-messages-by-code.md, docs/decisions/152-every-refusal-by-code.md):
 *
 * - a shared schema's message (`error:`, an issue's `message:`, `requiredText(…)`) and an API
 *   route schema's `error:` is a message key (`messageKey('content.title_required')`), never an
 *   English sentence;
 * - a refusal a service throws (`badRequest`, `fieldError`, `notFound`, `forbidden`,
 *   `unauthorized`, `throttled`, `new AppError`, a field of `validationError`, a unique
 *   constraint's message, a `problems.x = [...]` field message) is a key or an English sentence
 *   the catalogue recognises, placeholders and all, so the error handler can answer it in the
 *   reader's language with its code;
 * - a success answer's `message` a service or route file writes itself (`{ message: 'Deleted' }`,
 *   `{ message: BLOCK_MESSAGES[reason] }`: a literal, or a constant object of the same file) is a
 *   sentence the catalogue recognises, so the web shows it in the reader's language
 *   (docs/decisions/154-success-answers-and-blocked-pages-by-code.md). A message taken from
 *   elsewhere (a shared constant, a function's result, a row's data) is not this check's.
 *
 * Texts are found in the sources: a literal at such a place, or what the name there stands for
 * (a constant of the same file or an exported one, a property of a constant object, what a named
 * function returns). A template's `${…}` reads as '1', or as each literal of a `?:` inside it.
 */
const API_SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)));
const SHARED_SRC = path.resolve(API_SRC, '../../../packages/shared/src');

const english = await loadMessageCatalogue('en');
const translate = createTranslator(english);

/** Whether `text` is a message key of the catalogue or an English sentence it recognises. */
function isCoded(text: string): boolean {
  const key = parseMessageKey(text);
  if (key && key.code in english) return true;
  return translate(english, text).code !== undefined;
}

const isKey = (text: string) => {
  const key = parseMessageKey(text);
  return Boolean(key && key.code in english);
};

export interface SourceFile {
  file: string;
  source: string;
  /** `schema`: shared schemas and API route schemas; `api`: the API's refusals. */
  side: 'shared' | 'api';
}

interface Finding {
  at: string;
  text: string;
}

const REFUSAL_CALLS: Record<string, number> = {
  badRequest: 0,
  notFound: 0,
  forbidden: 0,
  unauthorized: 0,
  throttled: 0,
  fieldError: 1,
};
const REQUIRED_TEXT_CALLS = new Set(['requiredText', 'enteredPasswordSchema']);
/** The files whose answers carry a `message` of their own: services and routes. */
const ANSWER_FILE = /\.(service|routes)\.ts$/;
const FIELD_MESSAGE_HOLDERS = new Set(['problems', 'errors']);

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

/** The values a template span can take: each literal of a `?:`, else a sample value. */
function spanValues(expression: ts.Expression): string[] {
  const inner = unwrap(expression);
  if (ts.isConditionalExpression(inner)) {
    const branches = [inner.whenTrue, inner.whenFalse].map((branch) => unwrap(branch));
    if (branches.every((branch) => ts.isStringLiteralLike(branch)))
      return branches.map((branch) => (branch as ts.StringLiteralLike).text);
  }
  return ['1'];
}

/** The texts a literal expression can be, or null when it is no literal. */
function literalTexts(node: ts.Expression): string[] | null {
  const expression = unwrap(node);
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    let texts = [expression.head.text];
    for (const span of expression.templateSpans) {
      const values = spanValues(span.expression);
      texts = texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
    }
    return texts;
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalTexts(expression.left);
    const right = literalTexts(expression.right);
    return left && right ? left.flatMap((a) => right.map((b) => a + b)) : null;
  }
  return null;
}

/** Declarations by name: constants and functions, of every file, for names used elsewhere. */
class Index {
  readonly constants = new Map<string, { file: string; initializer: ts.Expression }[]>();
  readonly functions = new Map<string, ts.FunctionLikeDeclaration[]>();
  /** Per file, the names imported under another (`REGISTER_CODES as M`). */
  private readonly aliases = new Map<string, Map<string, string>>();

  add(sourceFile: ts.SourceFile) {
    const aliases = new Map<string, string>();
    this.aliases.set(sourceFile.fileName, aliases);
    const visit = (node: ts.Node) => {
      if (ts.isImportSpecifier(node) && node.propertyName)
        aliases.set(node.name.text, node.propertyName.text);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const initializer = unwrap(node.initializer);
        if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
          this.push(this.functions, node.name.text, initializer);
        else this.push(this.constants, node.name.text, { file: sourceFile.fileName, initializer });
      }
      if (ts.isFunctionDeclaration(node) && node.name) this.push(this.functions, node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  /** Whether `name` is a constant object declared in `file` (`const BLOCK_MESSAGES = { … }`). */
  isObjectOf(name: string, file: string): boolean {
    return (this.constants.get(name) ?? []).some(
      (entry) => entry.file === file && ts.isObjectLiteralExpression(unwrap(entry.initializer)),
    );
  }

  private push<T>(map: Map<string, T[]>, name: string, value: T) {
    map.set(name, [...(map.get(name) ?? []), value]);
  }

  /**
   * The constants a name stands for: the same file's; for a name written as an exported constant
   * is (`MESSAGES`, `NO_BANK_DETAILS`), any file's when the file has none.
   */
  constantsOf(name: string, file: string): ts.Expression[] {
    const here = (this.constants.get(name) ?? []).filter((entry) => entry.file === file);
    if (here.length > 0) return here.map((entry) => entry.initializer);
    const imported = this.aliases.get(file)?.get(name) ?? name;
    if (!/^[A-Z]/.test(imported)) return [];
    return (this.constants.get(imported) ?? []).map((entry) => entry.initializer);
  }
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties)
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  return undefined;
}

/** Every text an expression can stand for, following names through the index. */
function textsOf(node: ts.Expression, file: string, index: Index, depth = 0): string[] {
  const expression = unwrap(node);
  const literal = literalTexts(expression);
  if (literal) return literal;
  if (depth > 4) return [];
  const deeper = (next: ts.Expression) => textsOf(next, file, index, depth + 1);
  if (ts.isConditionalExpression(expression))
    return [...deeper(expression.whenTrue), ...deeper(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...deeper(expression.left), ...deeper(expression.right)];
  if (ts.isIdentifier(expression))
    return index.constantsOf(expression.text, file).flatMap((initializer) => deeper(initializer));
  if (ts.isPropertyAccessExpression(expression)) {
    const name = expression.name.text;
    const owner = unwrap(expression.expression);
    // `KIND_MESSAGES[kind].wrongType`: that property of every entry.
    const objects = ts.isElementAccessExpression(owner)
      ? objectsOf(owner.expression, file, index).flatMap((object) =>
          object.properties.flatMap((property) =>
            ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(unwrap(property.initializer))
              ? [unwrap(property.initializer) as ts.ObjectLiteralExpression]
              : [],
          ),
        )
      : objectsOf(owner, file, index);
    return objects.flatMap((object) => {
      const value = propertyOf(object, name);
      return value ? deeper(value) : [];
    });
  }
  if (ts.isElementAccessExpression(expression))
    return objectsOf(expression.expression, file, index).flatMap((object) =>
      object.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) ? deeper(property.initializer) : [],
      ),
    );
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    if (expression.expression.text === 'messageKey') return ['key'];
    return (index.functions.get(expression.expression.text) ?? []).flatMap((declaration) =>
      returnedExpressions(declaration).flatMap((returned) => deeper(returned)),
    );
  }
  return [];
}

function objectsOf(node: ts.Expression, file: string, index: Index): ts.ObjectLiteralExpression[] {
  const expression = unwrap(node);
  if (ts.isObjectLiteralExpression(expression)) return [expression];
  if (!ts.isIdentifier(expression)) return [];
  return index
    .constantsOf(expression.text, file)
    .map((initializer) => unwrap(initializer))
    .filter((initializer): initializer is ts.ObjectLiteralExpression =>
      ts.isObjectLiteralExpression(initializer),
    );
}

/**
 * Whether a success answer's `message` is written in its own file: a literal, or an entry of a
 * constant object declared there (`BLOCK_MESSAGES[reason]`, `DONE.deleted`).
 */
function writtenHere(node: ts.Expression, file: string, index: Index): boolean {
  const expression = unwrap(node);
  if (literalTexts(expression)) return true;
  if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
    const owner = unwrap(expression.expression);
    return ts.isIdentifier(owner) && index.isObjectOf(owner.text, file);
  }
  return false;
}

function returnedExpressions(declaration: ts.FunctionLikeDeclaration): ts.Expression[] {
  const body = declaration.body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && node !== declaration) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The messages of `files` that have no code: none when every message is coded. */
export function uncodedMessages(files: SourceFile[], context: SourceFile[] = []): Finding[] {
  const index = new Index();
  const parsed = [...files, ...context].map((entry) => ({
    entry,
    sourceFile: ts.createSourceFile(entry.file, entry.source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS),
  }));
  for (const { sourceFile } of parsed) index.add(sourceFile);
  const findings: Finding[] = [];

  for (const { entry, sourceFile } of parsed.slice(0, files.length)) {
    const where = (node: ts.Node) =>
      `${path.basename(entry.file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const check = (node: ts.Expression, accept: (text: string) => boolean) => {
      for (const text of textsOf(node, entry.file, index))
        if (text.trim() !== '' && text !== 'key' && !accept(text)) findings.push({ at: where(node), text });
    };
    const isRoutes = entry.file.endsWith('.routes.ts');
    const isAnswerFile = ANSWER_FILE.test(entry.file);

    const visit = (node: ts.Node) => {
      // Schemas: a zod message is a key.
      if (entry.side === 'shared' || isRoutes) {
        if (
          ts.isPropertyAssignment(node) &&
          (node.name.getText() === 'error' || (entry.side === 'shared' && node.name.getText() === 'message'))
        )
          check(node.initializer, isKey);
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          REQUIRED_TEXT_CALLS.has(node.expression.text) &&
          node.arguments[0]
        )
          check(node.arguments[0], isKey);
      }
      // Refusals: a key or a sentence the catalogue knows.
      if (entry.side === 'api') {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const at = REFUSAL_CALLS[node.expression.text];
          const argument = at === undefined ? undefined : node.arguments[at];
          if (argument) check(argument, isCoded);
          if (node.expression.text === 'validationError' && node.arguments[0])
            for (const object of objectsOf(node.arguments[0], entry.file, index))
              for (const property of object.properties)
                if (
                  ts.isPropertyAssignment(property) &&
                  ts.isArrayLiteralExpression(unwrap(property.initializer))
                )
                  for (const element of (unwrap(property.initializer) as ts.ArrayLiteralExpression).elements)
                    check(element, isCoded);
        }
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'AppError' &&
          node.arguments?.[1]
        )
          check(node.arguments[1], isCoded);
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
          const owner = node.parent.parent.parent.parent;
          const extendsAppError =
            owner &&
            ts.isClassDeclaration(owner) &&
            owner.heritageClauses?.some((clause) =>
              clause.types.some((type) => type.getText() === 'AppError'),
            );
          if (extendsAppError && node.arguments[1]) check(node.arguments[1], isCoded);
        }
        // `problems.amount = ['…']`, `errors[field] = ['…']`
        if (
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
          ts.isIdentifier(node.left.expression) &&
          FIELD_MESSAGE_HOLDERS.has(node.left.expression.text) &&
          ts.isArrayLiteralExpression(unwrap(node.right))
        )
          for (const element of (unwrap(node.right) as ts.ArrayLiteralExpression).elements)
            check(element, isCoded);
        // A unique constraint's field message: `{ field: 'title', message: '…' }`.
        if (ts.isObjectLiteralExpression(node) && propertyOf(node, 'field') && propertyOf(node, 'message'))
          check(propertyOf(node, 'message')!, isCoded);
        // A success answer's message of the file's own: `{ message: 'Deleted' }`.
        else if (isAnswerFile && ts.isObjectLiteralExpression(node)) {
          const message = propertyOf(node, 'message');
          if (message && writtenHere(message, entry.file, index)) check(message, isCoded);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !/\.test\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

const read = (file: string, side: SourceFile['side']): SourceFile => ({
  file,
  source: readFileSync(file, 'utf8'),
  side,
});

// The catalogue itself and the server's start-up settings (read by the operator, not a user) hold
// English by design; tests write what they expect.
const SHARED_FILES = sourceFiles(SHARED_SRC)
  .filter((file) => !file.startsWith(path.join(SHARED_SRC, 'i18n') + path.sep))
  .map((file) => read(file, 'shared'));
const API_FILES = sourceFiles(API_SRC)
  .filter(
    (file) =>
      !file.startsWith(path.join(API_SRC, 'config') + path.sep) &&
      !file.startsWith(path.join(API_SRC, 'test') + path.sep),
  )
  .map((file) => read(file, 'api'));

describe('every message a person reads has a code (docs/decisions/152-every-refusal-by-code.md)', () => {
  it('finds an English sentence where a code belongs, and lets a coded one pass', () => {
    const shared = (source: string) =>
      uncodedMessages([{ file: path.join(SHARED_SRC, 'x/x.schemas.ts'), source, side: 'shared' }]).map(
        (finding) => finding.text,
      );
    expect(shared(`const a = z.string({ error: 'Title is required' });`)).toEqual(['Title is required']);
    expect(shared(`const a = requiredText('Name is required', 100);`)).toEqual(['Name is required']);
    expect(
      shared(`const M = { pin: 'Enter the PIN' } as const;
              const a = z.string({ error: M.pin });`),
    ).toEqual(['Enter the PIN']);
    expect(shared('const a = z.number().max(5, { error: `Give at most ${5} things` });')).toEqual([
      'Give at most 1 things',
    ]);
    expect(
      shared(`const a = z.string({ error: messageKey('content.title_required') });
              const b = requiredText(messageKey('contact.subject_required'), 150);`),
    ).toEqual([]);

    const api = (source: string) =>
      uncodedMessages([{ file: path.join(API_SRC, 'modules/x/x.service.ts'), source, side: 'api' }]).map(
        (finding) => finding.text,
      );
    expect(api(`throw badRequest('A refusal nobody translated');`)).toEqual(['A refusal nobody translated']);
    expect(api("throw fieldError('day', `Day ${day} is far away`);")).toEqual(['Day 1 is far away']);
    expect(
      api(`function why(done: boolean) { return done ? 'Already done, sorry' : 'This card is already scratched'; }
           throw badRequest(why(true));`),
    ).toEqual(['Already done, sorry']);
    expect(api(`problems.amount = ['Too much money today'];`)).toEqual(['Too much money today']);
    expect(api(`const U = { k: { field: 'title', message: 'Title taken by now' } };`)).toEqual([
      'Title taken by now',
    ]);
    // A success answer's own message, literal or from a constant object of the file, by file and line.
    expect(
      uncodedMessages([
        {
          file: path.join(API_SRC, 'modules/x/x.service.ts'),
          source: `export async function remove() {
             await drop();
             return { message: 'Gone for good' };
           }
           const DONE = { saved: 'Saved at last', deleted: 'Deleted' } as const;
           export const saved = () => ({ ok: true, message: DONE.saved });`,
          side: 'api',
        },
      ]),
    ).toEqual([
      { at: 'x.service.ts:3', text: 'Gone for good' },
      { at: 'x.service.ts:6', text: 'Saved at last' },
    ]);
    expect(api(`return { message: 'Deleted' };`)).toEqual([]);
    // Not the file's own text: a shared constant, a function's result, a row's or an error's.
    expect(
      api(`return { message: MESSAGES.registered };
           return { message: scoreMessage(1, 2) };
           return { message: row.message, other: error.message };`),
    ).toEqual([]);
    // Only services and routes answer: a rule's default text is not an answer.
    expect(
      uncodedMessages([
        {
          file: path.join(API_SRC, 'modules/x/x.rules.ts'),
          source: `const r = { message: 'Well done' };`,
          side: 'api',
        },
      ]),
    ).toEqual([]);
    // Coded: a catalogue sentence, placeholders and all, or a key.
    expect(
      api(`throw badRequest('This card is already scratched');
           throw badRequest(\`Day \${day} has no quiz\`);
           throw fieldError('pin', \`Wrong PIN: \${left} \${left === 1 ? 'try' : 'tries'} left before activation locks for \${m} minutes\`);
           throw new AppError(410, 'This viewing has timed out: play the video again from the start');
           throw notFound(messageKey('common.no_such_user'));`),
    ).toEqual([]);
  });

  it('the shared schemas carry message keys, not English sentences', () => {
    expect(uncodedMessages(SHARED_FILES)).toEqual([]);
  });

  it('the API’s route schemas and refusals are coded', () => {
    expect(uncodedMessages(API_FILES, SHARED_FILES)).toEqual([]);
  });
});
