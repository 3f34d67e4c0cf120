import { type ReactNode, Suspense, useState } from 'react';
import { usePageLoaded } from '../../lib/page-loaded';

interface AfterPageLoadProps {
  /** What shows until then: the control as it looks, which `press` brings the rest of at once. */
  placeholder: (press: () => void) => ReactNode;
  /** The control itself, a lazy component; `pressed` says the placeholder was pressed first. */
  children: (pressed: boolean) => ReactNode;
}

/**
 * A header control whose code (a menu's or a dialog's library) is fetched once the page has loaded
 * and the browser is idle (lib/page-loaded.ts), not before the screen's first paint: until then it
 * is a placeholder that looks the same, and pressing that fetches the code at once and opens the
 * control when it arrives (docs/decisions/188-header-controls-after-the-first-paint.md).
 */
export function AfterPageLoad({ placeholder, children }: AfterPageLoadProps) {
  const pageLoaded = usePageLoaded();
  const [pressed, setPressed] = useState(false);
  const shown = placeholder(() => setPressed(true));
  if (!pageLoaded && !pressed) return shown;
  return <Suspense fallback={shown}>{children(pressed)}</Suspense>;
}
