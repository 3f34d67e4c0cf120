import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Server state on the web (docs/decisions/120-query-keys-from-factories.md, CONTRIBUTING.md
 * section 7): a query key is written once, in a `queryOptions` factory (or a list's
 * `defineListEndpoint`), and used through the factory's `queryKey`; a response type is one
 * inferred from a schema of `@portal/shared`, never an inline object type or a web-local type.
 */

const WEB_SRC = fileURLToPath(new URL('.', import.meta.url));

/** Query-client methods whose first argument is a key. */
const KEY_ARGUMENT_METHODS = new Set(['setQueryData', 'getQueryData', 'getQueryState']);

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

/** `x.queryKey` or `xQuery(...).queryKey`: a key taken from a factory or a list endpoint. */
function isFactoryKey(node: ts.Expression): boolean {
  const key = unwrap(node);
  return ts.isPropertyAccessExpression(key) && key.name.text === 'queryKey';
}

/** Inside a `queryOptions(...)` call or the list factory `defineListEndpoint`: where keys are written. */
function insideFactory(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'queryOptions'
    )
      return true;
    if (ts.isFunctionDeclaration(parent) && parent.name?.text === 'defineListEndpoint') return true;
  }
  return false;
}

/** The names a file imports from `@portal/shared`. */
function sharedImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@portal/shared') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      bindings.elements.forEach((element) => names.add(element.name.text));
  }
  return names;
}

/** The type parameters in scope at `node` (a generic helper's `Row`). */
function typeParametersAt(node: ts.Node): Set<string> {
  const names = new Set<string>();
  for (let parent = node.parent; parent; parent = parent.parent) {
    const declared = (parent as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> })
      .typeParameters;
    declared?.forEach((parameter) => names.add(parameter.name.text));
  }
  return names;
}

function rootName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : rootName(name.left);
}

/** What breaks the rules in one source file, each as `line: problem`. */
export function serverStateProblems(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const shared = sharedImports(file);
  const problems: string[] = [];
  const report = (node: ts.Node, problem: string) =>
    problems.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${problem}`);

  const visit = (node: ts.Node): void => {
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'queryKey' &&
      !insideFactory(node)
    ) {
      const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
      if (ts.isArrayLiteralExpression(unwrap(value)))
        report(node, 'a literal queryKey outside a queryOptions factory');
      else if (!isFactoryKey(value)) report(node, "a queryKey that is not a factory's queryKey");
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first] = node.arguments;
      if (KEY_ARGUMENT_METHODS.has(method) && first && !isFactoryKey(first))
        report(node, `${method} with a key that is not a factory's queryKey`);
      const target = node.expression.expression;
      if (ts.isIdentifier(target) && target.text === 'api' && node.typeArguments) {
        const inScope = typeParametersAt(node);
        for (const type of node.typeArguments) checkResponseType(type, inScope);
      }
    }
    ts.forEachChild(node, visit);
  };

  const checkResponseType = (type: ts.TypeNode, inScope: Set<string>): void => {
    if (ts.isTypeLiteralNode(type) || ts.isMappedTypeNode(type)) {
      report(type, `api.<verb><${type.getText(file)}>: an inline response type`);
      return;
    }
    if (ts.isTypeReferenceNode(type)) {
      const name = rootName(type.typeName);
      if (!shared.has(name) && !inScope.has(name))
        report(type, `api.<verb><${type.getText(file)}>: ${name} is not a type imported from @portal/shared`);
    }
    ts.forEachChild(type, (child) => {
      if (ts.isTypeNode(child)) checkResponseType(child, inScope);
    });
  };

  visit(file);
  return problems;
}

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('server state on the web (docs/decisions/120-query-keys-from-factories.md)', () => {
  it('finds a literal key outside a factory, a key not taken from one, and an inline or web-local response type', () => {
    const source = `
import { type UserRow } from '@portal/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
interface Local { id: number }
const KEY = ['users'] as const;
export const usersQuery = () => queryOptions({ queryKey: ['users'], queryFn: () => api.get<UserRow[]>('users') });
export const useUsers = () => useQuery({ queryKey: ['users'], queryFn: () => api.get<UserRow>('users') });
export const useSome = () => useQuery({ queryKey: KEY, queryFn: () => api.get<{ id: number }>('users') });
export const useLocal = () => useQuery({ ...usersQuery(), queryFn: () => api.post<Local | null>('users') });
export function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['users'] });
  void queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
  queryClient.setQueryData(KEY, []);
  queryClient.setQueryData(usersQuery().queryKey, []);
  return queryClient.getQueryData(['users']);
}`;
    expect(serverStateProblems('a.ts', source)).toEqual([
      '8: a literal queryKey outside a queryOptions factory',
      "9: a queryKey that is not a factory's queryKey",
      '9: api.<verb><{ id: number }>: an inline response type',
      '10: api.<verb><Local>: Local is not a type imported from @portal/shared',
      '12: a literal queryKey outside a queryOptions factory',
      "14: setQueryData with a key that is not a factory's queryKey",
      "16: getQueryData with a key that is not a factory's queryKey",
    ]);
  });

  it('allows keys written in a factory or defineListEndpoint, and a generic helper typed by its own parameter', () => {
    const source = `
import { type ListResponse } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
export function defineListEndpoint(definition: { path: string }) {
  return { path: definition.path, queryKey: [definition.path] as const };
}
export function listPageQuery<Row>(endpoint: { path: string; queryKey: readonly [string] }) {
  return queryOptions({
    queryKey: [...endpoint.queryKey, {}],
    queryFn: () => api.get<ListResponse<Row>>(endpoint.path),
  });
}`;
    expect(serverStateProblems('b.ts', source)).toEqual([]);
  });

  it('holds for every source file of the web app', () => {
    const problems = webSources(WEB_SRC).flatMap((file) =>
      serverStateProblems(file, readFileSync(file, 'utf8')).map(
        (problem) => `${path.relative(WEB_SRC, file)}:${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
