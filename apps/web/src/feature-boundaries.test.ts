import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root, where eslint.config.js lives.
const eslint = new ESLint();

/** The feature-isolation errors ESLint reports for one import line in a file at `file` (CONTRIBUTING.md). */
async function featureImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'portal/feature-isolation').map((m) => m.message);
}

describe('feature isolation (eslint portal/feature-isolation)', () => {
  it('refuses an import of another feature, from any depth and by any path to it', async () => {
    const cases: [string, string][] = [
      [
        'apps/web/src/features/dashboard/components/today-card.tsx',
        '../../earning/components/today-progress',
      ],
      ['apps/web/src/features/learning/api/learning.ts', '../../watching/api/watch-sessions'],
      ['apps/web/src/features/my-pin-requests/pins.ts', '../pin-requests/api/get-admin-pin-requests'],
      [
        'apps/web/src/features/my-pin-requests/components/deep/a.tsx',
        '../../../users/components/users-table',
      ],
      ['apps/web/src/features/my-pin-requests/components/a.tsx', '../../../features/users'],
    ];
    for (const [file, target] of cases) {
      const messages = await featureImports(file, `import * as imported from '${target}';`);
      expect(messages, `${file} -> ${target}`).toHaveLength(1);
      expect(messages[0]).toMatch(
        /move the shared piece to components\/, lib\/, hooks\/ or packages\/shared/,
      );
    }
    const reExport = await featureImports(
      'apps/web/src/features/dashboard/components/a.ts',
      "export * from '../../pins/components/pin-labels';\nconst imported = 1;",
    );
    expect(reExport).toHaveLength(1);
    const lazy = await featureImports(
      'apps/web/src/features/dashboard/components/a.ts',
      "const imported = import('../../watching/components/verified-player');",
    );
    expect(lazy).toHaveLength(1);
  });

  it("allows the feature's own files and the shared places", async () => {
    const file = 'apps/web/src/features/dashboard/components/today-card.tsx';
    for (const target of [
      './stat-tile',
      '../api/get-dashboard',
      '../../../components/ui/card',
      '../../../lib/session-progress',
      '../../../hooks/use-list-query',
      '@portal/shared',
    ]) {
      expect(await featureImports(file, `import * as imported from '${target}';`), target).toEqual([]);
    }
  });

  it('lets a route compose several features', async () => {
    const file = 'apps/web/src/app/routes/user/promotion-videos.tsx';
    const source =
      "import * as imported from '../../../features/promotion-videos/components/today-progress';";
    expect(await featureImports(file, source)).toEqual([]);
  });
});
