import type { Page, Route } from '@playwright/test';
import { loginAsRoot, loginViaApi, ok, toast, uniqueToken } from '../../support/fixtures';
import { expect, figure, test } from '../../support/programme';
import {
  CONTACT_MESSAGES_PATH,
  CONTACT_US_PATH,
  DEFAULT_GRIEVANCE_DEADLINES,
  myTicket,
  raiseTicket,
  replyToTicket,
  SETTINGS_PATH,
  TICKET_TEXT,
  ticketRow,
} from '../../support/tickets';

// The admins' side of the grievance desk (docs/decisions/181-grievance-tickets.md): the deadlines
// in Promotion Settings, the status and overdue filters of Contact Messages, and the dashboard's
// count of overdue tickets. No test makes a ticket overdue: its deadlines are fixed when it is
// raised, at least an hour ahead, and the suite cannot move them into the past; the last test has
// the server's own answers say one is, to see how the screens mark it.

interface DeadlinesJson {
  acknowledge_working_hours: number;
  resolve_days: number;
  day_starts: number;
  day_ends: number;
  working_days: number[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function deadlinesSection(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save grievance deadlines' }) });
}

test.describe('Grievance desk for admins', () => {
  test('the grievance deadlines are saved from Promotion Settings and read back; a day that ends before it starts and no working day are refused', async ({
    page,
    programme,
  }) => {
    await loginAsRoot(page, SETTINGS_PATH);
    const section = deadlinesSection(page);
    const save = section.getByRole('button', { name: 'Save grievance deadlines' });
    try {
      await section.getByLabel('Acknowledge within (working hours)').fill('24');
      await section.getByLabel('Resolve within (days)').fill('15');
      await section.getByLabel('Working day starts (hour)').fill('18');
      await section.getByLabel('Working day ends (hour)').fill('9');
      // Checked when it loses focus: its message moves the boxes below before they are clicked.
      await section.getByLabel('Working day ends (hour)').blur();
      await expect(section.getByText('The working day must end after it starts')).toBeVisible();
      for (const day of WEEKDAYS) await section.getByLabel(day, { exact: true }).uncheck();
      await save.click();
      await expect(section.getByText('Choose at least one working day')).toBeVisible();
      await expect(section.getByText('The working day must end after it starts')).toBeVisible();

      await section.getByLabel('Working day starts (hour)').fill('9');
      await section.getByLabel('Working day ends (hour)').fill('17');
      await section.getByLabel('Working day ends (hour)').blur();
      await expect(section.getByText('The working day must end after it starts')).toHaveCount(0);
      for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
        await section.getByLabel(day, { exact: true }).check();
      await save.click();
      await expect(toast(page, 'Updated Successfull')).toBeVisible();
      const saved = await ok<{ grievance_deadlines: DeadlinesJson }>(
        await programme.root.get('/api/v1/programme-settings'),
      );
      expect(saved.grievance_deadlines).toEqual({
        acknowledge_working_hours: 24,
        resolve_days: 15,
        day_starts: 9,
        day_ends: 17,
        working_days: [0, 1, 2, 3, 4, 5],
      });

      // Read back: a fresh load shows what was saved.
      await page.reload();
      await expect(section.getByLabel('Acknowledge within (working hours)')).toHaveValue('24');
      await expect(section.getByLabel('Resolve within (days)')).toHaveValue('15');
      await expect(section.getByLabel('Working day starts (hour)')).toHaveValue('9');
      await expect(section.getByLabel('Working day ends (hour)')).toHaveValue('17');
      await expect(section.getByLabel('Sunday', { exact: true })).toBeChecked();
      await expect(section.getByLabel('Saturday', { exact: true })).not.toBeChecked();
    } finally {
      const restore = await programme.root.put('/api/v1/programme-settings', {
        data: { grievance_deadlines: DEFAULT_GRIEVANCE_DEADLINES },
      });
      expect(restore.status(), await restore.text()).toBe(200);
    }
  });

  test('Contact Messages filters tickets by status and overdue; the dashboard counts the overdue ones and leads to them', async ({
    page,
    programme,
  }) => {
    const member = await programme.member();
    const waiting = uniqueToken('Ticket');
    const answered = uniqueToken('Ticket');
    await raiseTicket(member.api, {
      category: 'account',
      subject: waiting,
      message: 'I cannot change my mobile number.',
    });
    const answeredId = await raiseTicket(member.api, {
      category: 'payment',
      subject: answered,
      message: 'My PIN payment is not shown yet.',
    });
    await replyToTicket(programme.root, answeredId, 'We have your payment: the PIN follows today.');

    // The dashboard: the overdue count as the API gives it, and the way to Contact Messages.
    await loginAsRoot(page, '/portal/admin/dashboard');
    const { overdue_tickets: overdue } = await ok<{ overdue_tickets: number }>(
      await programme.root.get('/api/v1/admin-dashboard'),
    );
    await expect(figure(page, 'Overdue grievances')).toHaveText(String(overdue));
    await page.getByRole('group', { name: 'Overdue grievances', exact: true }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_MESSAGES_PATH}`));
    await expect(page.getByRole('heading', { name: 'Contact Messages', level: 1 })).toBeVisible();

    // The member's two tickets, by status.
    await page.goto(`${CONTACT_MESSAGES_PATH}?search=${encodeURIComponent(member.username)}`);
    await expect(ticketRow(page, waiting)).toContainText(TICKET_TEXT.status[0]!);
    await expect(ticketRow(page, answered)).toContainText(TICKET_TEXT.status[1]!);
    await expect(ticketRow(page, answered)).toContainText('1 reply');
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: TICKET_TEXT.status[1]! });
    await expect(ticketRow(page, answered)).toBeVisible();
    await expect(ticketRow(page, waiting)).toHaveCount(0);
    await status.selectOption({ label: TICKET_TEXT.status[0]! });
    await expect(ticketRow(page, waiting)).toBeVisible();
    await expect(ticketRow(page, answered)).toHaveCount(0);
    await status.selectOption({ label: 'All' });

    // Neither is overdue: their deadlines are days ahead.
    await page.getByLabel('Deadline', { exact: true }).selectOption({ label: 'Overdue only' });
    await expect(page.getByRole('table').getByText('No Data')).toBeVisible();
    await expect(page.getByText(TICKET_TEXT.overdue, { exact: true })).toHaveCount(0);
  });

  test('an overdue ticket stands out in red on both lists, and the dashboard tile turns red and leads to the overdue ones', async ({
    page,
    browser,
    programme,
  }) => {
    const member = await programme.member();
    const subject = uniqueToken('Ticket');
    await raiseTicket(member.api, {
      category: 'withdrawal',
      subject,
      message: 'My withdrawal is still pending.',
    });
    // The server's own answers, but for `overdue` on this test's ticket and the dashboard's count.
    const overdueTicket = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { subject: string; overdue: boolean }[] };
      for (const row of body.data) if (row.subject === subject) row.overdue = true;
      return route.fulfill({ response, json: body });
    };
    const tickets = /\/api\/v1\/contact-messages(\/mine)?(\?|$)/;
    await page.route(tickets, overdueTicket);
    await page.route(/\/api\/v1\/admin-dashboard$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { overdue_tickets: number };
      return route.fulfill({ response, json: { ...body, overdue_tickets: body.overdue_tickets + 1 } });
    });

    await loginAsRoot(page, '/portal/admin/dashboard');
    const { overdue_tickets: overdue } = await ok<{ overdue_tickets: number }>(
      await programme.root.get('/api/v1/admin-dashboard'),
    );
    await expect(figure(page, 'Overdue grievances')).toHaveText(String(overdue + 1));
    await page.getByRole('link', { name: 'See the overdue tickets' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Messages', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Deadline', { exact: true })).toHaveValue('true');

    await page.goto(`${CONTACT_MESSAGES_PATH}?search=${encodeURIComponent(subject)}`);
    await expect(ticketRow(page, subject).getByText(TICKET_TEXT.overdue, { exact: true })).toBeVisible();

    const promoterContext = await browser.newContext();
    try {
      const promoter = await promoterContext.newPage();
      await promoter.route(tickets, overdueTicket);
      await loginViaApi(promoter, member.username, member.registration.password, CONTACT_US_PATH);
      await expect(myTicket(promoter, subject).getByText(TICKET_TEXT.overdue, { exact: true })).toBeVisible();
    } finally {
      await promoterContext.close();
    }
  });
});
