import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads a quoted or plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename="users.xlsx"', 'download.xlsx')).toBe('users.xlsx');
    expect(fileNameFromDisposition('attachment; filename=users.xlsx', 'download.xlsx')).toBe('users.xlsx');
  });

  it('prefers the UTF-8 filename* over the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="users-.xlsx"; filename*=UTF-8''users-%E0%A4%95.xlsx`,
        'download.xlsx',
      ),
    ).toBe('users-क.xlsx');
  });

  it('keeps no folder part', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/users.xlsx"', 'x.xlsx')).toBe(
      'users.xlsx',
    );
  });

  it('falls back when there is no header, no name or a malformed header', () => {
    expect(fileNameFromDisposition(null, 'users.xlsx')).toBe('users.xlsx');
    expect(fileNameFromDisposition('attachment', 'users.xlsx')).toBe('users.xlsx');
    expect(fileNameFromDisposition('attachment; filename="unterminated', 'users.xlsx')).toBe('users.xlsx');
  });
});
