import { describe, expect, it } from 'vitest';
import { withLinkInFilter } from './get-audit-log';

describe('withLinkInFilter', () => {
  it("moves a link's account into the list's filter, on page 1, keeping the rest of the address", () => {
    const next = withLinkInFilter(
      new URLSearchParams({
        target_user_id: '42',
        filter: JSON.stringify({ action: 'user.update' }),
        pageNo: '3',
      }),
    );
    expect(next.get('target_user_id')).toBeNull();
    expect(next.get('pageNo')).toBeNull();
    expect(JSON.parse(next.get('filter')!)).toEqual({ action: 'user.update', target_user_id: '42' });
  });

  it('takes an actor the same way, and a link with no value adds nothing', () => {
    expect(JSON.parse(withLinkInFilter(new URLSearchParams('actor_id=7')).get('filter')!)).toEqual({
      actor_id: '7',
    });
    expect(withLinkInFilter(new URLSearchParams('actor_id=')).toString()).toBe('');
  });
});
