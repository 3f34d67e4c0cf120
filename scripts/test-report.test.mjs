import { describe, expect, it } from 'vitest';
import { playwrightFlaky, summaryLines, vitestFlaky } from './test-report.mjs';

/** Trimmed from a real `vitest run --reporter=json` with a test that passed on its retry. */
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 0,
  testResults: [
    {
      name: '/work/main/apps/api/src/some.test.ts',
      assertionResults: [
        {
          fullName: 'a group passes on its second try',
          status: 'passed',
          failureMessages: ['AssertionError: expected 1 to be 2'],
        },
        { fullName: 'a group always passes', status: 'passed', failureMessages: [] },
        { fullName: 'a group is skipped', status: 'skipped', failureMessages: [] },
      ],
    },
  ],
};

/** Trimmed from a real Playwright JSON report (`retries: 1`) with one flaky test. */
const playwrightReport = {
  stats: { expected: 1, skipped: 0, unexpected: 0, flaky: 1 },
  suites: [
    {
      title: 'admin/users.spec.ts',
      file: 'admin/users.spec.ts',
      specs: [{ title: 'top level', tests: [{ projectName: 'desktop', status: 'expected' }] }],
      suites: [
        {
          title: 'a group',
          specs: [
            {
              title: 'passes on retry',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'flaky',
                  results: [{ status: 'failed' }, { status: 'passed' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('flaky tests in the reports', () => {
  it('names a Vitest test that passed after a failed try', () => {
    expect(vitestFlaky(vitestReport, '/work/main')).toEqual([
      'apps/api/src/some.test.ts › a group passes on its second try',
    ]);
  });

  it('names a Playwright test marked flaky, with its project and describe titles', () => {
    expect(playwrightFlaky(playwrightReport)).toEqual([
      '[desktop] admin/users.spec.ts › a group › passes on retry',
    ]);
  });

  it('reads no report (a run that crashed) as no flaky test', () => {
    expect(vitestFlaky(null)).toEqual([]);
    expect(playwrightFlaky(null)).toEqual([]);
  });
});

describe('the last lines of npm test', () => {
  it('stay `N passed, N failed, N skipped` when nothing was flaky', () => {
    expect(summaryLines({ passed: 10, failed: 0, skipped: 1, flaky: [] })).toEqual([
      '10 passed, 0 failed, 1 skipped',
    ]);
  });

  it('list the flaky tests above the counts and add the number to the last line', () => {
    const lines = summaryLines({ passed: 10, failed: 0, skipped: 1, flaky: ['[desktop] a › b', 'c › d'] });
    expect(lines.at(-1)).toBe('10 passed, 0 failed, 1 skipped (2 flaky)');
    expect(lines.slice(1, -1)).toEqual(['  ⚠ [desktop] a › b', '  ⚠ c › d']);
    expect(lines[0]).toMatch(/^⚠ 2 flaky/);
  });
});
