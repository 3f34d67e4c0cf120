import { readFile } from 'node:fs/promises';
import { apiLogin, createAdminViaApi, loginViaApi, ok, toast, uniqueToken } from '../../support/fixtures';
import { latinTextWalk, textsIn } from '../../support/language-walk';
import { expect, test } from '../../support/programme';
import {
  CONTACT_MESSAGES_PATH,
  CONTACT_US_PATH,
  deadlineText,
  myTicket,
  ownTickets,
  raiseTicket,
  replyToTicket,
  TICKET_TEXT,
  ticketDialog,
  ticketRow,
  tinyPng,
} from '../../support/tickets';

// Contact Us messages are grievance tickets (docs/decisions/181-grievance-tickets.md): the
// promoter raises one with a category and follows it under My tickets; the desk answers it on
// Contact Messages, moves it on and closes it. A ticket made overdue is not tested in the browser:
// its deadline is fixed from the settings when it is raised (at least an hour ahead) and the suite
// has no way to move it into the past.

const MESSAGE = 'My withdrawal has been pending for a week.';
const DESK_REPLY = 'We are looking into it: your bank confirmed the transfer.';

test.describe('Grievance tickets: the promoter and the desk', () => {
  test('a ticket raised with a category is acknowledged by a reply, gets a picture attached, is resolved and closed; both sides see each step', async ({
    page,
    browser,
    programme,
  }) => {
    test.setTimeout(120_000);
    const member = await programme.member();
    const admin = await createAdminViaApi(programme.root, 'desk');
    const subject = uniqueToken('Ticket');

    // The promoter raises it through the form: a category must be chosen.
    await loginViaApi(page, member.username, member.registration.password, CONTACT_US_PATH);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill(MESSAGE);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Choose what the message is about')).toBeVisible();
    await page.getByLabel(TICKET_TEXT.category).selectOption({ label: 'Withdrawal' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, 'Created Successfull')).toBeVisible();

    const [raised] = await ownTickets(member.api);
    expect(raised).toMatchObject({ subject, category: 'withdrawal', status: 0, overdue: false, replies: 0 });
    const mine = myTicket(page, subject);
    await expect(mine).toContainText('Withdrawal');
    await expect(mine).toContainText(TICKET_TEXT.status[0]!);
    await expect(mine).toContainText(`To be acknowledged by ${deadlineText(raised!.acknowledge_by)}`);
    await expect(mine).toContainText('0 replies');
    await expect(mine).not.toContainText(TICKET_TEXT.overdue);

    // The desk: the row says what it is about, its status and deadline; View opens the ticket.
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    try {
      await loginViaApi(
        desk,
        admin.username,
        admin.password,
        `${CONTACT_MESSAGES_PATH}?search=${encodeURIComponent(subject)}`,
      );
      const row = ticketRow(desk, subject);
      await expect(row).toContainText(member.username);
      await expect(row).toContainText('Withdrawal');
      await expect(row).toContainText(TICKET_TEXT.status[0]!);
      await expect(row).toContainText(`To be acknowledged by ${deadlineText(raised!.acknowledge_by)}`);
      await row.getByRole('button', { name: `View the ticket ${subject}` }).click();
      const deskTicket = ticketDialog(desk, raised!.id);
      await expect(deskTicket).toContainText(MESSAGE);
      // Open: acknowledge or resolve, not close.
      await expect(
        deskTicket.getByRole('button', { name: TICKET_TEXT.acknowledge, exact: true }),
      ).toBeVisible();
      await expect(deskTicket.getByRole('button', { name: TICKET_TEXT.resolve, exact: true })).toBeVisible();
      await expect(deskTicket.getByRole('button', { name: TICKET_TEXT.close })).toHaveCount(0);

      // A reply acknowledges it; the admins see who wrote it.
      await deskTicket.getByLabel(TICKET_TEXT.reply).fill(DESK_REPLY);
      await deskTicket.getByRole('button', { name: TICKET_TEXT.sendReply }).click();
      await expect(toast(desk, TICKET_TEXT.replySent)).toBeVisible();
      const deskReply = deskTicket.getByRole('listitem').filter({ hasText: DESK_REPLY });
      await expect(deskReply).toContainText(`${admin.username}, support desk`);
      await expect(deskTicket).toContainText(TICKET_TEXT.status[1]!);
      await expect(
        deskTicket.getByRole('button', { name: TICKET_TEXT.acknowledge, exact: true }),
      ).toHaveCount(0);
      await deskTicket.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(row).toContainText(TICKET_TEXT.status[1]!);
      await expect(row).toContainText('1 reply');

      // The promoter sees it acknowledged, the reply from the desk (unnamed), and attaches a picture.
      await page.reload();
      await expect(mine).toContainText(TICKET_TEXT.status[1]!);
      await expect(mine).toContainText(`To be resolved by ${deadlineText(raised!.resolve_by)}`);
      await expect(mine).toContainText('1 reply');
      await mine.getByRole('button', { name: `View the ticket ${subject}` }).click();
      const ticket = ticketDialog(page, raised!.id);
      const reply = ticket.getByRole('listitem').filter({ hasText: DESK_REPLY });
      await expect(reply).toContainText(TICKET_TEXT.desk);
      await expect(reply).not.toContainText(admin.username);
      const picture = tinyPng();
      await ticket.getByLabel(TICKET_TEXT.attach).setInputFiles({
        name: 'receipt.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      await expect(toast(page, TICKET_TEXT.attached)).toBeVisible();
      await expect(ticket.getByRole('link', { name: 'receipt.png' })).toBeVisible();

      // The desk sees the attachment, downloads it, resolves the ticket and closes it.
      await desk.reload();
      await ticketRow(desk, subject)
        .getByRole('button', { name: `View the ticket ${subject}` })
        .click();
      const attachment = deskTicket.getByRole('link', { name: 'receipt.png' });
      await expect(attachment).toBeVisible();
      await expect(
        deskTicket.getByRole('listitem').filter({ has: desk.getByRole('link', { name: 'receipt.png' }) }),
      ).toContainText(member.username);
      const download = desk.waitForEvent('download');
      await attachment.click();
      expect(Buffer.compare(await readFile(await (await download).path()), picture)).toBe(0);

      await deskTicket.getByRole('button', { name: TICKET_TEXT.resolve, exact: true }).click();
      await expect(toast(desk, TICKET_TEXT.statusChanged)).toBeVisible();
      await expect(deskTicket).toContainText(TICKET_TEXT.status[2]!);
      await expect(deskTicket.getByRole('button', { name: TICKET_TEXT.resolve, exact: true })).toHaveCount(0);
      await deskTicket.getByRole('button', { name: TICKET_TEXT.close }).click();
      await expect(deskTicket).toContainText(TICKET_TEXT.closedForAdmin);
      await expect(deskTicket.getByLabel(TICKET_TEXT.reply)).toHaveCount(0);
      await expect(deskTicket.getByLabel(TICKET_TEXT.attach)).toHaveCount(0);
      await expect(deskTicket.getByRole('button', { name: TICKET_TEXT.close })).toHaveCount(0);
    } finally {
      await deskContext.close();
    }

    // The promoter: Closed, no reply box and no file to attach, and the way to raise a new one.
    await page.reload();
    await expect(mine).toContainText(TICKET_TEXT.status[3]!);
    await expect(mine).toContainText(/Closed on \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    await mine.getByRole('button', { name: `View the ticket ${subject}` }).click();
    const closed = ticketDialog(page, raised!.id);
    await expect(closed).toContainText(TICKET_TEXT.closedForPromoter);
    await expect(closed.getByRole('link', { name: 'receipt.png' })).toBeVisible();
    await expect(closed.getByLabel(TICKET_TEXT.reply)).toHaveCount(0);
    await expect(closed.getByLabel(TICKET_TEXT.attach)).toHaveCount(0);
    // And the server agrees: a closed ticket takes no reply.
    const refused = await member.api.post(`/api/v1/contact-messages/${raised!.id}/replies`, {
      data: { body: 'One more thing' },
    });
    expect(refused.status()).toBe(400);
  });

  test('a file that is neither a picture nor a PDF is refused beside the control, and nothing is attached', async ({
    page,
    programme,
  }) => {
    const member = await programme.member();
    const subject = uniqueToken('Ticket');
    const id = await raiseTicket(member.api, { category: 'payment', subject, message: MESSAGE });
    await loginViaApi(page, member.username, member.registration.password, CONTACT_US_PATH);
    await myTicket(page, subject)
      .getByRole('button', { name: `View the ticket ${subject}` })
      .click();
    const ticket = ticketDialog(page, id);
    const control = ticket.getByLabel(TICKET_TEXT.attach);

    // Named a picture, but not one: the server reads the content and refuses it.
    await control.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(ticket.getByText('Attach a picture (PNG, JPEG or WebP) or a PDF')).toBeVisible();
    // A text file is refused before it is sent.
    await control.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(ticket.getByRole('alert')).toHaveText('Attach a picture (PNG, JPEG or WebP) or a PDF.');
    await expect(ticket).toContainText('No files attached.');
    const stored = await ok<{ attachments?: unknown[] }>(
      await member.api.get(`/api/v1/contact-messages/${id}`),
    );
    expect(stored.attachments ?? []).toHaveLength(0);
  });

  test('in Tamil, Contact Us with tickets, a reply and an attachment shows no Latin text outside data', async ({
    page,
    programme,
  }, testInfo) => {
    const ta = textsIn('ta');
    const member = await programme.member({ registration: { language: 'Tamil' } });
    const subject = uniqueToken('Ticket');
    const other = uniqueToken('Ticket');
    const id = await raiseTicket(member.api, { category: 'pin', subject, message: MESSAGE });
    await raiseTicket(member.api, { category: 'training', subject: other, message: MESSAGE });
    await replyToTicket(programme.root, id, DESK_REPLY);
    const attached = await member.api.post(`/api/v1/contact-messages/${id}/attachments`, {
      multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() } },
    });
    expect(attached.status(), await attached.text()).toBe(201);

    const walk = latinTextWalk(page, testInfo, { data: [member.username] });
    await ok(await apiLogin(page.request, member.username, member.registration.password));
    await page.goto(CONTACT_US_PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(
      page.getByRole('list', { name: ta(TICKET_TEXT.myTickets) }).getByRole('listitem'),
    ).toHaveCount(2);
    await walk.check('Contact Us with two tickets');
    await page
      .getByRole('list', { name: ta(TICKET_TEXT.myTickets) })
      .getByRole('listitem')
      .filter({ hasText: subject })
      .getByRole('button')
      .click();
    const ticket = page.getByRole('dialog');
    await expect(ticket.getByText(DESK_REPLY)).toBeVisible();
    await expect(ticket.getByRole('link', { name: 'receipt.png' })).toBeVisible();
    await walk.check('Contact Us: a ticket with a reply and an attachment');
    // The form refused without a category, in Tamil too.
    await ticket.getByRole('button', { name: ta('Close') }).click();
    await page.getByRole('button', { name: ta('Send message') }).click();
    await walk.check('Contact Us (the form refused)');
    console.log(await walk.summary());
  });
});
