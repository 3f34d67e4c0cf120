import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './constants';
import { expect, test as programmeTest } from './programme';

// The two promotion gates (today's daily video, the 7-day training) are programme settings: one
// value for the whole portal, while the browser tests run in two workers at once. A test that
// depends on them takes the `gates` fixture: it waits for the gates' lock (one test at a time
// across the workers of this run), sets the gates it needs through the settings API, and on
// teardown puts both back on (the defaults) and lets the next test have them
// (docs/decisions/085-browser-tests-share-the-gates.md). A test that reads or writes the gates
// without the fixture can see another test's values.

export interface Gates {
  daily_video_gate: boolean;
  training_gate: boolean;
}

/**
 * A directory is made or not in one step: whoever makes it holds the lock. One per run: the
 * workers are children of the run's Playwright process, so a lock left by an earlier, killed run
 * is never in the way.
 */
const LOCK = path.join(os.tmpdir(), `portal-e2e-gates-${E2E_PORT}-${process.ppid}`);
const OWNER = path.join(LOCK, 'owner');

function ownerOf(): number {
  try {
    return Number(readFileSync(OWNER, 'utf8'));
  } catch {
    return 0; // being made or removed just now
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
  } catch {
    // Held: by a live worker, wait; by a worker that was killed mid-test, take it over.
    const owner = ownerOf();
    if (owner > 0 && !isAlive(owner)) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
  writeFileSync(OWNER, String(process.pid));
  return true;
}

function unlock() {
  rmSync(LOCK, { recursive: true, force: true });
}

export const test = programmeTest.extend<{ gates: (values: Gates) => Promise<void> }>({
  gates: async ({ programme }, use) => {
    let held = false;
    const put = async (values: Gates) => {
      const response = await programme.root.put('/api/v1/programme-settings', { data: values });
      expect(response.status(), await response.text()).toBe(200);
    };
    await use(async (values) => {
      if (!held) {
        // Another worker's test may hold them for its whole run (a minute or two on a busy machine).
        await expect.poll(tryLock, { timeout: 150_000, intervals: [250, 500, 1000] }).toBe(true);
        held = true;
      }
      await put(values);
    });
    if (!held) return;
    try {
      await put({ daily_video_gate: true, training_gate: true });
    } finally {
      unlock();
    }
  },
});

export { expect };
