import { useEffect, useState } from 'react';

/**
 * Runs `then` once the page has loaded (its `load` event) and the browser is next idle: for work a
 * page can do without, which must not compete with the first screen for the network or the main
 * thread (docs/decisions/185-installable-app-and-sharing.md). At once when the page loaded long
 * ago. Answers a function that cancels it.
 */
export function whenPageLoaded(then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      // A page that never idles still gets it within a second.
      idle = window.requestIdleCallback(then, { timeout: 1000 });
    } else {
      idle = window.setTimeout(then, 0);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
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
