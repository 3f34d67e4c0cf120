import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Whether the screen waits for an answer now, and when its last answer came (performance.now()). */
let screenBusy: () => boolean = () => false;
let lastAnswerAt = 0;

/**
 * Lets whenPageLoaded follow the screen's answers: the query client's fetches under way and when
 * the last one ended (app/providers.tsx).
 */
export function followScreenAnswers(client: QueryClient): void {
  screenBusy = () => client.isFetching() > 0;
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
      lastAnswerAt = performance.now();
  });
}

/** When the page's load event ended (performance.now()), or now if the browser does not say. */
function loadEventEnd(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.loadEventEnd || performance.now();
}

/**
 * The screen has settled once this long has passed since the page's load and since its last answer
 * came: time for the answers' own screen to be drawn (about a tenth of a second after
 * the last answer on a 2-core test machine) before anything else is fetched.
 */
const SETTLE_MS = 300;
/** How often it looks again meanwhile. */
const SETTLE_CHECK_MS = 50;
/** How long work after the page's load waits for the screen to settle at most (a screen may poll). */
const SETTLE_WAIT_MS = 10_000;

/** How long whenPageDrawn waits for the largest paint at most (a background tab reports none). */
const DRAWN_WAIT_MS = 1500;

/**
 * Whether the visitor has pressed, typed or scrolled since the page loaded: the browser reports no
 * largest paint after that, so a page drawn later (reached by a link) does not wait for one.
 */
let inputSeen = false;
/** The waits for a largest paint under way, ended by the first input. */
const waitingForPaint = new Set<() => void>();
if (typeof window !== 'undefined') {
  const seen = () => {
    inputSeen = true;
    for (const drawn of waitingForPaint) drawn();
  };
  for (const type of ['pointerdown', 'keydown', 'scroll'])
    window.addEventListener(type, seen, { capture: true, once: true, passive: true });
}

/**
 * Resolves once the page on screen has had its largest paint: the browser reports a largest
 * contentful paint of an element still in the document (not the spinner before it), which for
 * Indian text is once its font has arrived (docs/decisions/129-self-hosted-indian-fonts.md). At
 * the latest after DRAWN_WAIT_MS, or at the visitor's first input; at once after it, and where
 * the browser does not report largest paints.
 */
export function whenPageDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const reported =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!reported || inputSeen) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (entries.some((entry) => entry.element?.isConnected)) drawn();
    });
    const timer = setTimeout(drawn, DRAWN_WAIT_MS);
    function drawn() {
      waitingForPaint.delete(drawn);
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    waitingForPaint.add(drawn);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Runs `then` once the page has loaded (its `load` event), the screen has settled (its first
 * answers arrived a moment ago: SETTLE_MS) and the browser is next idle: for
 * work a page can do without, which must not compete with the first screen for the network or the
 * main thread, nor start before the screen's largest paint
 * (docs/decisions/185-installable-app-and-sharing.md,
 * docs/decisions/189-first-screen-without-a-suspense-fallback.md). At once when the page settled
 * long ago. Answers a function that cancels it.
 */
export function whenPageLoaded(then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const whenSettled = () => {
    if (cancelled) return;
    const loaded = loadEventEnd();
    const now = performance.now();
    const settling = screenBusy() || now - Math.max(loaded, lastAnswerAt) < SETTLE_MS;
    if (settling && now - loaded < SETTLE_WAIT_MS) {
      timer = window.setTimeout(whenSettled, SETTLE_CHECK_MS);
      return;
    }
    if (typeof window.requestIdleCallback === 'function') {
      // A page that never idles still gets it within a second.
      idle = window.requestIdleCallback(then, { timeout: 1000 });
    } else {
      idle = window.setTimeout(then, 0);
    }
  };
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenSettled);
    window.clearTimeout(timer);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Whether the page has loaded and been idle once (whenPageLoaded): false for the first render of a fresh page. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenPageLoaded(() => setLoaded(true)), []);
  return loaded;
}
