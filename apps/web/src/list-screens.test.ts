import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The web's list screens and route files keep the shape CONTRIBUTING.md (section 7) describes:
 * a list screen is ListFilterBar and ListTable, so the table's wiring and the load-error fallback
 * live in components/data-table only; a route file under app/routes reads the address and
 * composes features, and its components live in features/<feature>/components.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const DATA_TABLE = join(SRC, 'components', 'data-table');
const ROUTES = join(SRC, 'app', 'routes');
/** Lines a route file may have: wiring and layout fit well within it. */
const ROUTE_LINE_BUDGET = 60;
/** What only ListTable may use: the bare table and the load-error fallback. */
const LIST_TABLE_PARTS = [join(DATA_TABLE, 'data-table'), join(DATA_TABLE, 'list-load-error')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a file imports or re-exports, statically or lazily, resolved to paths without extension. */
function importedPaths(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier).replace(/\.(tsx?|jsx?)$/, ''));
}

/** Components (PascalCase functions, arrow functions or classes) declared at the top of a file, but its default export. */
function declaredComponents(source: string): string[] {
  const names = [
    ...source.matchAll(/^(?:export\s+)?(?:async\s+)?function\s*\*?\s*([A-Z]\w*)/gm),
    ...source.matchAll(
      /^(?:export\s+)?(?:const|let|var)\s+([A-Z]\w*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(|\w+\s*=>|function\b|(?:React\.)?(?:memo|forwardRef|lazy)\b)/gm,
    ),
    ...source.matchAll(/^(?:export\s+)?class\s+([A-Z]\w*)/gm),
  ].map((match) => match[1]!);
  return names;
}

const at = (path: string) => relative(SRC, path);

describe('list screens (CONTRIBUTING.md, section 7)', () => {
  it('leaves the bare table and the load-error fallback to ListTable', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(DATA_TABLE + '/'))
      .flatMap((file) =>
        importedPaths(file, readFileSync(file, 'utf8'))
          .filter((path) => LIST_TABLE_PARTS.includes(path))
          .map((path) => `${at(file)} imports ${at(path)}`),
      );
    expect(offenders).toEqual([]);
  });

  it(`keeps each route file under app/routes to wiring and layout (${ROUTE_LINE_BUDGET} lines, no components of its own)`, () => {
    const routes = sourceFiles(ROUTES);
    expect(routes.length).toBeGreaterThan(20);
    const offenders = routes.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const lines = source.trimEnd().split('\n').length;
      return [
        ...(lines > ROUTE_LINE_BUDGET ? [`${at(file)} has ${lines} lines`] : []),
        ...declaredComponents(source).map((name) => `${at(file)} declares ${name}`),
      ];
    });
    expect(offenders).toEqual([]);
  });

  it('finds the imports and declarations it looks for', () => {
    const file = join(SRC, 'features', 'users', 'components', 'users-table.tsx');
    expect(
      importedPaths(
        file,
        [
          "import { DataTable } from '../../../components/data-table/data-table';",
          "export { ListLoadError } from '../../../components/data-table/list-load-error.tsx';",
          "const lazy = import('../../../components/data-table/data-table');",
          "import '@portal/shared';",
        ].join('\n'),
      ),
    ).toEqual([...LIST_TABLE_PARTS, LIST_TABLE_PARTS[0]]);
    expect(
      declaredComponents(
        [
          "import { useState } from 'react';",
          'const COLUMNS = [];',
          'const time = (iso: string) => iso;',
          'function BlockedPage() {}',
          'export function ResultCard() {}',
          'const Row = ({ row }: Props) => null;',
          'export const Cell: FC<Props> = memo(() => null);',
          'class Boundary extends Component {}',
          'export default function ScreenRoute() {}',
          '  function Nested() {}',
        ].join('\n'),
      ),
    ).toEqual(['BlockedPage', 'ResultCard', 'Row', 'Cell', 'Boundary']);
  });
});
