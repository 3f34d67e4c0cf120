import {
  addDays,
  indiaDate,
  startOfIndiaDay,
  TICKET_TRANSITIONS,
  type GrievanceDeadlines,
} from '@portal/shared';

/**
 * The grievance desk's rules (docs/decisions/181-grievance-tickets.md), pure so they are tested
 * alone: the deadlines of a ticket and whether a status change is allowed.
 */

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant `hours` working hours after `from`: hours count only on working days (India time)
 * between the day's start and end hours. A ticket raised out of hours starts at the next opening.
 */
export function addWorkingHours(from: Date, hours: number, calendar: GrievanceDeadlines): Date {
  let remaining = hours * HOUR_MS;
  let day = indiaDate(from);
  let at = from.getTime();
  // At most a year of days: working days are never empty (the settings refuse it).
  for (let guard = 0; guard < 800; guard++) {
    const midnight = startOfIndiaDay(day).getTime();
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (calendar.working_days.includes(weekday)) {
      const opens = midnight + calendar.day_starts * HOUR_MS;
      const closes = midnight + calendar.day_ends * HOUR_MS;
      const start = Math.max(at, opens);
      if (start < closes) {
        if (remaining <= closes - start) return new Date(start + remaining);
        remaining -= closes - start;
      }
    }
    day = addDays(day, 1);
    at = startOfIndiaDay(day).getTime();
  }
  throw new Error('No working hours in the calendar');
}

/** A ticket's two deadlines from when it was raised. */
export function ticketDeadlines(raisedAt: Date, deadlines: GrievanceDeadlines) {
  return {
    acknowledgeBy: addWorkingHours(raisedAt, deadlines.acknowledge_working_hours, deadlines),
    resolveBy: new Date(raisedAt.getTime() + deadlines.resolve_days * 24 * HOUR_MS),
  };
}

/** Overdue: not acknowledged by its acknowledgement deadline, or not resolved by its resolution one. */
export function isOverdue(
  ticket: { status: number; acknowledgeBy: Date; resolveBy: Date },
  now: Date,
): boolean {
  if (ticket.status === 0 && now > ticket.acknowledgeBy) return true;
  return ticket.status <= 1 && now > ticket.resolveBy;
}

/** The statuses a change to `to` may start from. */
export function statusesAllowing(to: number): number[] {
  return Object.entries(TICKET_TRANSITIONS)
    .filter(([, targets]) => targets.includes(to))
    .map(([from]) => Number(from));
}
