import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { headerTitleFor, roleBadgeFor } from './header-title';

describe('headerTitleFor', () => {
  it("reads 'Dashboard', 'Purchase Orders', else the role's panel, literally", () => {
    expect(headerTitleFor('/portal/admin/dashboard', Role.Admin)).toBe('Dashboard');
    expect(headerTitleFor('/portal/user/dashboard', Role.User)).toBe('Dashboard');
    expect(headerTitleFor('/portal/user/daily-video-watch', Role.User)).toBe('Purchase Orders');
    expect(headerTitleFor('/portal/admin/daily-videos', Role.SuperAdmin)).toBe('Purchase Orders');
    expect(headerTitleFor('/portal/admin/users', Role.Admin)).toBe('Admin Panel');
    expect(headerTitleFor('/portal/admin/users', Role.SuperAdmin)).toBe('Admin Panel');
    expect(headerTitleFor('/portal/user/referrals', Role.User)).toBe('User Panel');
  });
});

describe('roleBadgeFor', () => {
  it('reads AP for both admin roles and UP otherwise', () => {
    expect(roleBadgeFor(Role.Admin)).toBe('AP');
    expect(roleBadgeFor(Role.SuperAdmin)).toBe('AP');
    expect(roleBadgeFor(Role.User)).toBe('UP');
  });
});
