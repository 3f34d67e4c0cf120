/**
 * Asks `check` every `everyMs` until it answers true; resolves with the milliseconds it took, or
 * fails after `withinMs` naming `what`. Tests wait for a condition this way, never for a fixed time.
 */
export async function until(
  check: () => Promise<boolean>,
  { withinMs, everyMs = 20, what = 'the condition' }: { withinMs: number; everyMs?: number; what?: string },
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Date.now() - started;
}
