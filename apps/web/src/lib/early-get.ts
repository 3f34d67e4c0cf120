import { api } from './api-client';

/** How long an early answer waits for its screen; older, the screen asks again (the queries' staleTime). */
const EARLY_ANSWER_MS = 30_000;

const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Sends GET `endpoint` now, as the entry runs, for what the page at this address needs first (the
 * session check, a screen's data), instead of after the app has rendered and the screen's code
 * has loaded: on a slow phone that is round trips fewer before the first screen
 * (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md). Silent: its failure (a visitor's
 * 401) is toasted to nobody and handled by whoever takes the answer.
 */
export function getEarly(endpoint: string): void {
  const answer = api.get(endpoint, { errorToast: false, handleUnauthorized: false });
  answer.catch(() => undefined);
  early.set(endpoint, { at: Date.now(), answer });
}

/** The early answer to GET `endpoint`, success or failure, taken once while recent; else undefined. */
export function takeEarly<T>(endpoint: string): Promise<T> | undefined {
  const sent = early.get(endpoint);
  early.delete(endpoint);
  return sent && Date.now() - sent.at <= EARLY_ANSWER_MS ? (sent.answer as Promise<T>) : undefined;
}

/**
 * A screen's GET `endpoint`: the early answer if it succeeded, otherwise `request()`, which reports
 * its failures as usual. (An early 401 or 403 belonged to who was signed in before, if anyone.)
 */
export function earlyOr<T>(endpoint: string, request: () => Promise<T>): Promise<T> {
  return takeEarly<T>(endpoint)?.catch(request) ?? request();
}
