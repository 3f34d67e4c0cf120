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
