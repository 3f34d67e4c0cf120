import { useSyncExternalStore } from 'react';
import { parseVisitLog, type VisitLog, withPageLoad } from './install-rule';

/** Chromium's install prompt, handed to the page (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();

function setInstallPrompt(event: BeforeInstallPromptEvent | null): void {
  installPrompt = event;
  for (const notify of subscribers) notify();
}

/**
 * Keeps the browser's install prompt for the portal's own offer (components/install-banner.tsx).
 * Listening from the entry: the browser fires it once, soon after the page loads, before the
 * dashboard's code may have arrived. Keeping it also holds back Chrome's own install bar, which
 * would come on the first visit (docs/decisions/185-installable-app-and-sharing.md).
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setInstallPrompt(null));
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The install prompt the browser offers now, if any. */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => installPrompt,
    () => null,
  );
}

/** The prompt is used up once shown: the browser hands another only after a new page load. */
export async function showInstallPrompt(event: BeforeInstallPromptEvent): Promise<void> {
  setInstallPrompt(null);
  await event.prompt();
  await event.userChoice;
}

/** Whether the portal runs as the installed app (from the home screen), not in a browser tab. */
export function isRunningInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Where this browser keeps the promoter's visits (install-rule.ts). */
export const VISIT_LOG_KEY = 'portal.install-offer';

function storedVisitLog(): string | null {
  try {
    return window.localStorage.getItem(VISIT_LOG_KEY);
  } catch {
    return null;
  }
}

export function readVisitLog(): VisitLog {
  return parseVisitLog(storedVisitLog());
}

const visitLogSubscribers = new Set<() => void>();

export function saveVisitLog(log: VisitLog): void {
  try {
    window.localStorage.setItem(VISIT_LOG_KEY, JSON.stringify(log));
  } catch {
    // A browser that keeps nothing (private mode) is offered nothing: every visit is its first.
  }
  for (const notify of visitLogSubscribers) notify();
}

function subscribeToVisitLog(notify: () => void): () => void {
  visitLogSubscribers.add(notify);
  // Another tab's visit counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISIT_LOG_KEY) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    visitLogSubscribers.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

let lastStored: string | null | undefined;
let lastLog: VisitLog = parseVisitLog(null);

/** The visit log as kept now: this page load's count shows however the screen and the count are ordered. */
export function useVisitLog(): VisitLog {
  return useSyncExternalStore(
    subscribeToVisitLog,
    () => {
      const stored = storedVisitLog();
      if (stored !== lastStored) {
        lastStored = stored;
        lastLog = parseVisitLog(stored);
      }
      return lastLog;
    },
    () => lastLog,
  );
}

let pageLoadCounted = false;

/** Counts this page load among the promoter's visits, once per page load. */
export function countPageLoad(now: number = Date.now()): void {
  if (pageLoadCounted) return;
  pageLoadCounted = true;
  saveVisitLog(withPageLoad(readVisitLog(), now));
}
