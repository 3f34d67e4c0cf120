import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (list: { getEntries: () => { element: { isConnected: boolean } | null }[] }) => void;

/** A browser's PerformanceObserver that reports what the test says, when it says. */
function stubObserver(supported: string[]) {
  const observers: { report: Report; types: string[]; disconnected: boolean }[] = [];
  class StubObserver {
    static supportedEntryTypes = supported;
    private readonly own: (typeof observers)[number];
    constructor(report: Report) {
      this.own = { report, types: [], disconnected: false };
      observers.push(this.own);
    }
    observe({ type }: { type: string }) {
      this.own.types.push(type);
    }
    disconnect() {
      this.own.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', StubObserver);
  const report = (...connected: (boolean | null)[]) =>
    observers[0]!.report({
      getEntries: () =>
        connected.map((isConnected) => ({ element: isConnected === null ? null : { isConnected } })),
    });
  return { observers, report };
}

/**
 * page-loaded.ts as a page loads it: with a window of its own, whose input the test sends
 * (`input('pointerdown')`).
 */
async function loadInPage() {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.resetModules();
  const { whenPageDrawn } = await import('./page-loaded');
  return { whenPageDrawn, input: (type: string) => window.dispatchEvent(new Event(type)) };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('whenPageDrawn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for a largest paint of an element still on the page, not of the spinner before it', async () => {
    const { observers, report } = stubObserver(['paint', 'largest-contentful-paint']);
    const { whenPageDrawn } = await loadInPage();
    const drawn = whenPageDrawn();
    expect(observers[0]!.types).toEqual(['largest-contentful-paint']);
    expect(await settled(drawn)).toBe(false);

    // The spinner's paint, reported after the page replaced it, and a paint of no element.
    report(false, null);
    expect(await settled(drawn)).toBe(false);

    report(false, true);
    expect(await settled(drawn)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('stops waiting after a second and a half without a report (a background tab)', async () => {
    const { observers } = stubObserver(['largest-contentful-paint']);
    const { whenPageDrawn } = await loadInPage();
    const drawn = whenPageDrawn();
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(drawn)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('does not wait where the browser reports no largest paints', async () => {
    const { observers } = stubObserver(['paint']);
    const { whenPageDrawn } = await loadInPage();
    expect(await settled(whenPageDrawn())).toBe(true);
    expect(observers).toEqual([]);
  });

  it('stops waiting at the first press, and does not wait after it: the browser reports no paint then', async () => {
    const { observers } = stubObserver(['largest-contentful-paint']);
    const { whenPageDrawn, input } = await loadInPage();
    const drawn = whenPageDrawn();
    expect(await settled(drawn)).toBe(false);
    input('pointerdown');
    expect(await settled(drawn)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);

    // A page reached by a link afterwards.
    expect(await settled(whenPageDrawn())).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('does not wait once the visitor has typed or scrolled', async () => {
    for (const type of ['keydown', 'scroll']) {
      const { observers } = stubObserver(['largest-contentful-paint']);
      const { whenPageDrawn, input } = await loadInPage();
      input(type);
      expect(await settled(whenPageDrawn()), type).toBe(true);
      expect(observers, type).toEqual([]);
    }
  });
});
