import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { usernameSchema, usernameSkeleton } from '@portal/shared';
import { generatedSuperAdminUsername } from './super-admin.rules.js';

const words = new Set(
  [...dictionary['passwords-common'], ...dictionary['diceware-common']].map((w) => w.toLowerCase()),
);

describe('the generated super admin username', () => {
  const names = Array.from({ length: 200 }, () => generatedSuperAdminUsername());

  it('is not superadmin, nor any dictionary word or common password', () => {
    for (const name of names) {
      expect(name).not.toBe('superadmin');
      expect(words.has(name)).toBe(false);
      expect(words.has(name.slice('admin_'.length))).toBe(false);
    }
  });

  it('holds eight random letters or digits without look-alikes, a new one each time', () => {
    for (const name of names) expect(name).toMatch(/^admin_[a-hjkmnp-z2-9]{8}$/);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(usernameSkeleton)).size).toBe(names.length);
  });

  it('is a username the registration rule accepts', () => {
    for (const name of names) expect(usernameSchema.safeParse(name).success).toBe(true);
  });

  it('draws every letter from the random source', () => {
    expect(generatedSuperAdminUsername(() => 0)).toBe('admin_aaaaaaaa');
    expect(generatedSuperAdminUsername((size) => size - 1)).toBe('admin_99999999');
  });
});
