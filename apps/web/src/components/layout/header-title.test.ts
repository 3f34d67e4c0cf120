import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/messages.json';
import { headerTitleFor, roleBadgeKeyFor, roleLabelKeyFor } from './header-title';

const english = (key: keyof typeof en) => en[key];

describe('headerTitleFor', () => {
  it("reads 'Dashboard', 'Purchase Orders', else the role's panel, literally", () => {
    const title = (pathname: string, role: number) => english(headerTitleFor(pathname, role));
    expect(title('/portal/admin/dashboard', Role.Admin)).toBe('Dashboard');
    expect(title('/portal/user/dashboard', Role.User)).toBe('Dashboard');
    expect(title('/portal/user/daily-video-watch', Role.User)).toBe('Purchase Orders');
    expect(title('/portal/admin/daily-videos', Role.SuperAdmin)).toBe('Purchase Orders');
    expect(title('/portal/admin/users', Role.Admin)).toBe('Admin Panel');
    expect(title('/portal/admin/users', Role.SuperAdmin)).toBe('Admin Panel');
    expect(title('/portal/user/referrals', Role.User)).toBe('User Panel');
  });
});

describe('roleBadgeKeyFor', () => {
  it('reads AP for both admin roles and UP otherwise, literally in English', () => {
    expect(english(roleBadgeKeyFor(Role.Admin))).toBe('AP');
    expect(english(roleBadgeKeyFor(Role.SuperAdmin))).toBe('AP');
    expect(english(roleBadgeKeyFor(Role.User))).toBe('UP');
  });
});

describe('roleLabelKeyFor', () => {
  it('names each role as before in English', () => {
    expect(english(roleLabelKeyFor(Role.Admin))).toBe('Admin');
    expect(english(roleLabelKeyFor(Role.SuperAdmin))).toBe('Super admin');
    expect(english(roleLabelKeyFor(Role.User))).toBe('User');
  });
});
