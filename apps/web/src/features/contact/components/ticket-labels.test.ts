import { TICKET_CATEGORIES, TICKET_STATUSES, TICKET_TRANSITIONS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUES } from '../../../locales/catalogues';
import { dateTimeText } from './ticket-badges';
import { CATEGORY_LABELS, STATUS_ACTIONS, STATUS_LABELS } from './ticket-labels';

describe('grievance ticket labels', () => {
  it('names every category and status, and every change an admin may be offered', () => {
    const english = SOURCE_CATALOGUES.en;
    for (const category of TICKET_CATEGORIES) expect(english[CATEGORY_LABELS[category]]).toBeTruthy();
    for (const status of TICKET_STATUSES) expect(english[STATUS_LABELS[status]!]).toBeTruthy();
    const offered = new Set(Object.values(TICKET_TRANSITIONS).flat());
    for (const status of offered) expect(english[STATUS_ACTIONS[status]!], `status ${status}`).toBeTruthy();
  });

  it('writes a deadline in India time, DD-MM-YYYY HH:mm, digits only', () => {
    expect(dateTimeText('2026-11-27T12:30:00.000Z')).toBe('27-11-2026 18:00');
    expect(dateTimeText('2026-11-27T20:00:00.000Z')).toBe('28-11-2026 01:30');
  });
});
