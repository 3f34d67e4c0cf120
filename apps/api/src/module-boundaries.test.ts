import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The import rules ESLint reports for one line placed in a file at `file` (docs/decisions/016). */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (eslint no-restricted-imports)', () => {
  it("refuses another module's repository, mapper or rules", async () => {
    for (const target of ['users.repository.js', 'users.mapper.js', 'users.rules.js']) {
      const messages = await restrictedImports(
        'apps/api/src/modules/auth/auth.service.ts',
        `import * as imported from '../users/${target}';`,
      );
      expect(messages, target).toHaveLength(1);
    }
  });

  it("allows another module's service and the module's own repository", async () => {
    const file = 'apps/api/src/modules/auth/auth.service.ts';
    expect(await restrictedImports(file, "import * as imported from '../users/users.service.js';")).toEqual(
      [],
    );
    expect(await restrictedImports(file, "import * as imported from './auth.repository.js';")).toEqual([]);
    expect(await restrictedImports(file, "import * as imported from '../../db/client.js';")).toEqual([]);
  });

  it('lets code outside the modules import services and routes only', async () => {
    const file = 'apps/api/src/scripts/some-script.ts';
    const repo = "import * as imported from '../modules/auth/auth.repository.js';";
    expect(await restrictedImports(file, repo)).toHaveLength(1);
    const service = "import * as imported from '../modules/auth/sessions.service.js';";
    expect(await restrictedImports(file, service)).toEqual([]);
    const routes = "import * as imported from './modules/users/users.routes.js';";
    expect(await restrictedImports('apps/api/src/app.ts', routes)).toEqual([]);
  });

  it('refuses any module import in db/ and config/, which sit under the modules', async () => {
    const service = "import * as imported from '../modules/users/super-admin.service.js';";
    for (const file of ['apps/api/src/db/setup.ts', 'apps/api/src/config/env.ts']) {
      expect(await restrictedImports(file, service), file).toHaveLength(1);
    }
    const client = "import * as imported from './client.js';";
    expect(await restrictedImports('apps/api/src/db/setup.ts', client)).toEqual([]);
    expect(await restrictedImports('apps/api/src/startup.ts', service.replace('../', './'))).toEqual([]);
  });
});

const modulesDir = path.join(repoRoot, 'apps/api/src/modules');

/** Module -> the modules its non-test files import (`../<module>/`), read from the source. */
function moduleImportGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const imports = new Set<string>();
    const files = readdirSync(path.join(modulesDir, module.name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(modulesDir, module.name, file), 'utf8');
      for (const match of source.matchAll(/(?:from|import\()\s*'\.\.\/([^./][^/']*)\//g)) {
        if (match[1] !== module.name) imports.add(match[1]!);
      }
    }
    graph.set(module.name, imports);
  }
  return graph;
}

/** Every cycle between modules, each as the path that closes it (a -> b -> a). */
function moduleCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const at = trail.indexOf(module);
    if (at >= 0) {
      const cycle = trail.slice(at);
      const start = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
      return;
    }
    for (const next of graph.get(module) ?? []) visit(next, [...trail, module]);
  };
  for (const module of graph.keys()) visit(module, []);
  return [...cycles].sort();
}

describe('module import graph (docs/decisions/016-module-boundaries.md)', () => {
  it('reads the imports between modules from the source', () => {
    const graph = moduleImportGraph();
    expect(graph.get('auth')).toContain('sessions');
    expect(graph.get('users')).toContain('sessions');
    expect(graph.get('sessions')).toEqual(new Set());
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(moduleCycles(graph)).toEqual(['a -> b -> c -> a']);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(moduleImportGraph())).toEqual([]);
  });
});
