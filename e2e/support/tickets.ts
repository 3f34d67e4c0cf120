import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate, indiaTime24 } from '@portal/shared';
import { ok } from './fixtures';

// Grievance tickets (docs/decisions/181-grievance-tickets.md): Contact Us messages with a category,
// a status, a thread, attachments and deadlines in working hours.

export const CONTACT_US_PATH = '/portal/user/contact-us';
export const CONTACT_MESSAGES_PATH = '/portal/admin/contact-messages';
export const SETTINGS_PATH = '/portal/admin/referral-settings';

export const TICKET_STATUS = { open: 0, acknowledged: 1, resolved: 2, closed: 3 } as const;

/** The screens' words, as the English catalogue has them. */
export const TICKET_TEXT = {
  category: 'What is it about?',
  myTickets: 'My tickets',
  status: { 0: 'Open', 1: 'Acknowledged', 2: 'Resolved', 3: 'Closed' } as Record<number, string>,
  overdue: 'Overdue',
  reply: 'Your reply',
  sendReply: 'Send reply',
  replySent: 'Reply sent',
  attach: 'Attach a file',
  attached: 'File attached',
  desk: 'Support desk',
  acknowledge: 'Acknowledge',
  resolve: 'Resolve',
  close: 'Close ticket',
  statusChanged: 'Status changed',
  closedForPromoter:
    'This ticket is closed and takes no more replies. To raise the matter again, send a new message from this page.',
  closedForAdmin: 'This ticket is closed: it takes no more replies or files.',
} as const;

/** The grievance deadlines a fresh portal has (Promotion Settings), put back after a test changes them. */
export const DEFAULT_GRIEVANCE_DEADLINES = {
  acknowledge_working_hours: 48,
  resolve_days: 30,
  day_starts: 10,
  day_ends: 18,
  working_days: [1, 2, 3, 4, 5, 6],
};

export interface TicketRowJson {
  id: number;
  subject: string;
  message: string;
  created_at: string;
  category: string;
  status: number;
  acknowledge_by: string;
  resolve_by: string;
  overdue: boolean;
  replies: number;
}

export interface TicketJson extends Omit<TicketRowJson, 'replies'> {
  thread: { id: number; body: string; from: 'user' | 'admin'; admin_username: string | null }[];
  attachments?: {
    id: number;
    file_name: string;
    content_type: string;
    size: number;
    from: 'user' | 'admin';
  }[];
}

/** Raises a ticket as the promoter signed in on `api`; answers its id. */
export async function raiseTicket(
  api: APIRequestContext,
  input: { category: string; subject: string; message: string },
): Promise<number> {
  return (await ok<{ id: number }>(await api.post('/api/v1/contact-messages', { data: input }), 201)).id;
}

/** The promoter's own tickets, newest first. */
export async function ownTickets(api: APIRequestContext): Promise<TicketRowJson[]> {
  return (await ok<{ data: TicketRowJson[] }>(await api.get('/api/v1/contact-messages/mine'))).data;
}

export async function replyToTicket(api: APIRequestContext, id: number, body: string): Promise<TicketJson> {
  return ok<TicketJson>(await api.post(`/api/v1/contact-messages/${id}/replies`, { data: { body } }));
}

/** A deadline as the screens write it: India time, DD-MM-YYYY HH:mm. */
export function deadlineText(instant: string): string {
  return `${formatDate(instant)} ${indiaTime24(instant)}`;
}

/** The promoter's ticket under My tickets, found by its subject. */
export function myTicket(page: Page, subject: string): Locator {
  return page
    .getByRole('list', { name: TICKET_TEXT.myTickets })
    .getByRole('listitem')
    .filter({ hasText: subject });
}

/** The admins' row of a ticket on Contact Messages, found by its subject. */
export function ticketRow(page: Page, subject: string): Locator {
  return page.getByRole('row').filter({ hasText: subject });
}

/** The open ticket's dialog ('Ticket #12'). */
export function ticketDialog(page: Page, id: number): Locator {
  return page.getByRole('dialog', { name: `Ticket #${id}` });
}

// ---- a picture made here ---------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `size`×`size` pixels, one colour, made from its chunks (signature, IHDR, IDAT
 * with the deflated rows, IEND): what a promoter's screenshot is to the server, in a few dozen bytes.
 */
export function tinyPng(size = 2, rgb: [number, number, number] = [220, 38, 38]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace methods stay 0
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
