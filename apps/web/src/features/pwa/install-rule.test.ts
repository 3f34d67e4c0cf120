import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  NO_VISITS,
  parseVisitLog,
  shouldOfferInstall,
  VISIT_GAP_MS,
  type VisitLog,
  withOfferAnswered,
  withOfferShown,
  withPageLoad,
} from './install-rule';

const START = Date.UTC(2026, 10, 27, 4, 30);
const MINUTE = 60 * 1000;

/** The log after page loads at these minutes from START. */
function loadsAt(...minutes: number[]): VisitLog {
  return minutes.reduce((log, minute) => withPageLoad(log, START + minute * MINUTE), NO_VISITS);
}

const offer = (log: VisitLog, overrides: Partial<Parameters<typeof shouldOfferInstall>[0]> = {}) =>
  shouldOfferInstall({ log, role: Role.User, canInstall: true, installed: false, ...overrides });

describe('counting visits', () => {
  it('counts the first page load, and a later one only after the gap', () => {
    expect(loadsAt(0).visits).toBe(1);
    // Reloads and new tabs within half an hour belong to the same visit…
    expect(loadsAt(0, 5, 29).visits).toBe(1);
    // …each load moving the mark, so a long session stays one visit.
    expect(loadsAt(0, 20, 40, 60).visits).toBe(1);
    expect(VISIT_GAP_MS).toBe(30 * MINUTE);
    expect(loadsAt(0, 30).visits).toBe(2);
    expect(loadsAt(0, 5, 300, 301, 2000).visits).toBe(3);
  });

  it('counts a new visit when the clock went back (the phone was set right)', () => {
    expect(loadsAt(60, 0).visits).toBe(2);
  });
});

describe('offering to install', () => {
  it('waits for the second visit', () => {
    expect(offer(loadsAt(0))).toBe(false);
    expect(offer(loadsAt(0, 10))).toBe(false);
    expect(offer(loadsAt(0, 45))).toBe(true);
  });

  it('offers only to promoters, only when the browser can install, not inside the installed app', () => {
    const second = loadsAt(0, 45);
    expect(offer(second, { role: Role.Admin })).toBe(false);
    expect(offer(second, { role: Role.SuperAdmin })).toBe(false);
    expect(offer(second, { canInstall: false })).toBe(false);
    expect(offer(second, { installed: true })).toBe(false);
  });

  it('shows the offer during one visit only, reloads included', () => {
    const shown = withOfferShown(loadsAt(0, 45));
    expect(shown.offeredOnVisit).toBe(2);
    expect(offer(shown)).toBe(true);
    expect(offer(withPageLoad(shown, START + 50 * MINUTE))).toBe(true);
    // Showing it again keeps the visit it was first shown in.
    expect(withOfferShown(withPageLoad(shown, START + 200 * MINUTE)).offeredOnVisit).toBe(2);
    expect(offer(withPageLoad(shown, START + 200 * MINUTE))).toBe(false);
  });

  it('never offers again once answered', () => {
    const answered = withOfferAnswered(loadsAt(0, 45));
    expect(answered).toMatchObject({ answered: true, offeredOnVisit: 2 });
    expect(offer(answered)).toBe(false);
  });

  it('a visit that the browser could not install in does not use the offer up', () => {
    // The second visit had no install prompt (the offer was never shown), the third has one.
    const third = loadsAt(0, 45, 120);
    expect(offer(loadsAt(0, 45), { canInstall: false })).toBe(false);
    expect(third.offeredOnVisit).toBeNull();
    expect(offer(third)).toBe(true);
  });
});

describe('the stored log', () => {
  it('reads back what was written', () => {
    const log = withOfferShown(loadsAt(0, 45));
    expect(parseVisitLog(JSON.stringify(log))).toEqual(log);
    expect(parseVisitLog(JSON.stringify(withOfferAnswered(log)))).toEqual(withOfferAnswered(log));
  });

  it('starts again from nothing when there is no log or it is not one', () => {
    for (const stored of [null, '', 'not json', 'null', '[]', '{"visits":-1}', '{"visits":"2"}', '{}']) {
      expect(parseVisitLog(stored), String(stored)).toEqual(NO_VISITS);
    }
    expect(parseVisitLog('{"visits":3,"lastSeenAt":"x","offeredOnVisit":1.5}')).toEqual({
      ...NO_VISITS,
      visits: 3,
    });
  });
});
