import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { WITHDRAW_STATUS_CASES } from '@portal/shared';
import english from '../../../locales/en/messages.json';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { actionsFor, bulkConfirmTitle, CONFIRM_TITLES, isOpenRequest, shownStatus } from './withdraw-labels';

// The English screen's words, as the portal compiles and fills them (docs/decisions/128-*.md).
const i18n = setupI18n({ locale: 'en', messages: { en: english } }).setMessagesCompiler(compileMessage);
const inEnglish = (key: MessageKey, values?: MessageValues) => i18n._(key, values);

describe('actionsFor: what an admin may do in each status', () => {
  // The cases the API's rules test also checks (docs/decisions/107-one-status-machine-each.md).
  it.each(WITHDRAW_STATUS_CASES)(
    'status $from shows the button for $action exactly when the API allows it (next $next)',
    ({ from, action, next }) => {
      expect(actionsFor({ status: from }).includes(action)).toBe(next !== null);
    },
  );

  it('offers Process, Complete and Reject on a pending request', () => {
    expect(actionsFor({ status: 0 })).toEqual([1, 2, 3]);
  });

  it('offers Complete and Reject on a processing request', () => {
    expect(actionsFor({ status: 1 })).toEqual([2, 3]);
  });

  it('offers nothing on a completed or rejected request: they are final', () => {
    expect(actionsFor({ status: 2 })).toEqual([]);
    expect(actionsFor({ status: 3 })).toEqual([]);
    expect(isOpenRequest({ status: 2 })).toBe(false);
    expect(isOpenRequest({ status: 1 })).toBe(true);
  });

  it('shows and treats an unknown status as pending', () => {
    expect(shownStatus({ status: 9 })).toBe(0);
    expect(shownStatus({ status: -1 })).toBe(0);
    expect(shownStatus({ status: 3 })).toBe(3);
    expect(actionsFor({ status: 9 })).toEqual([1, 2, 3]);
  });
});

describe('confirmation titles', () => {
  it('name the step, Progress or Complete', () => {
    expect(inEnglish(CONFIRM_TITLES[1])).toBe('Progress this request?');
    expect(inEnglish(CONFIRM_TITLES[2])).toBe('Complete this request?');
    expect(inEnglish(...bulkConfirmTitle(1, 1))).toBe('Progress 1 request?');
    expect(inEnglish(...bulkConfirmTitle(2, 3))).toBe('Complete 3 requests?');
  });
});
