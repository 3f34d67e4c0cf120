import { Role } from '@portal/shared';

/**
 * When the portal offers a promoter to install it (docs/decisions/185-installable-app-and-sharing.md):
 * once, from the promoter's second visit, while the browser can install it and it is not running
 * installed already. What this browser remembers of the promoter's visits:
 */
export interface VisitLog {
  /** Visits counted: page loads at least VISIT_GAP_MS apart. */
  visits: number;
  /** The last page load (epoch milliseconds), counted or not. */
  lastSeenAt: number | null;
  /** The visit in which the offer was first shown: it stays for that visit only. */
  offeredOnVisit: number | null;
  /** Installed, or turned down with 'Not now': never offered again. */
  answered: boolean;
}

/** A page load this long after the last one starts a new visit; a reload sooner does not. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

export const NO_VISITS: VisitLog = { visits: 0, lastSeenAt: null, offeredOnVisit: null, answered: false };

/** A stored log, or no visits when there is none or it is not one (another version, edited by hand). */
export function parseVisitLog(stored: string | null): VisitLog {
  if (stored === null) return NO_VISITS;
  try {
    const value = JSON.parse(stored) as Partial<VisitLog> | null;
    const count = (n: unknown) => (Number.isInteger(n) && (n as number) >= 0 ? (n as number) : null);
    const visits = count(value?.visits);
    if (visits === null) return NO_VISITS;
    return {
      visits,
      lastSeenAt: typeof value?.lastSeenAt === 'number' ? value.lastSeenAt : null,
      offeredOnVisit: count(value?.offeredOnVisit),
      answered: value?.answered === true,
    };
  } catch {
    return NO_VISITS;
  }
}

/** The log after a page load at `now`: a new visit when none was seen in the last VISIT_GAP_MS. */
export function withPageLoad(log: VisitLog, now: number): VisitLog {
  const isNewVisit = log.lastSeenAt === null || now - log.lastSeenAt >= VISIT_GAP_MS || now < log.lastSeenAt;
  return { ...log, visits: isNewVisit ? log.visits + 1 : log.visits, lastSeenAt: now };
}

export function shouldOfferInstall({
  log,
  role,
  canInstall,
  installed,
}: {
  log: VisitLog;
  role: number;
  /** The browser handed the portal its install prompt (`beforeinstallprompt`). */
  canInstall: boolean;
  /** The portal runs as the installed app. */
  installed: boolean;
}): boolean {
  if (role !== Role.User || !canInstall || installed || log.answered) return false;
  if (log.visits < 2) return false;
  return log.offeredOnVisit === null || log.offeredOnVisit === log.visits;
}

/** The log once the offer has been shown in the current visit. */
export function withOfferShown(log: VisitLog): VisitLog {
  return log.offeredOnVisit === null ? { ...log, offeredOnVisit: log.visits } : log;
}

/** The log once the promoter installed the portal or said 'Not now'. */
export function withOfferAnswered(log: VisitLog): VisitLog {
  return { ...withOfferShown(log), answered: true };
}
