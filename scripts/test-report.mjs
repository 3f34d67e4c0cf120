// Reads the Vitest and Playwright JSON reports for `npm test` (scripts/test-all.mjs): a flaky
// test (failed, then passed on a retry) counts as passed but is named, never hidden
// (docs/decisions/083-flaky-tests-are-reported.md).
import path from 'node:path';

/**
 * Vitest keeps the errors of the tries that failed on a test that then passed, so a passed
 * test with failure messages passed on a retry. Named by its file from `root`, then its titles.
 */
export function vitestFlaky(report, root = process.cwd()) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
  );
}

/** Playwright marks a test that passed on a retry `flaky`; it is named with its project. */
export function playwrightFlaky(report) {
  const names = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') names.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return names;
}

/** The last lines of `npm test`: the flaky tests by name, then `N passed, N failed, N skipped (N flaky)`. */
export function summaryLines({ passed, failed, skipped, flaky }) {
  const counts = `${passed} passed, ${failed} failed, ${skipped} skipped`;
  if (flaky.length === 0) return [counts];
  return [
    `⚠ ${flaky.length} flaky (failed, then passed on a retry; fix them, see docs/decisions/083-flaky-tests-are-reported.md):`,
    ...flaky.map((name) => `  ⚠ ${name}`),
    `${counts} (${flaky.length} flaky)`,
  ];
}
