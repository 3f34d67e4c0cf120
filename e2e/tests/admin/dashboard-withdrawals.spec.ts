import { PATHS } from '../../support/constants';
import { createAdminViaApi, loginAsRoot, loginViaApi } from '../../support/fixtures';
import { expect, STATUS, test } from '../../support/money';

// The admin dashboard's money figures: withdrawals waiting for an admin (pending and processing,
// count and amount) and, for the super admin only, the ledger check (docs/product/money.md,
// Verification).

interface AdminDashboardJson {
  withdrawals: Record<'pending' | 'processing', { count: number; amount: number }>;
  ledger_health: {
    ok: boolean;
    entries: number;
    accounts: number;
    problems: { check: string; detail: string }[];
  } | null;
}

test.describe('admin dashboard: withdrawals and ledger health', () => {
  test('shows the pending and processing withdrawals of the API, and the ledger health to the super admin', async ({
    page,
    money,
  }) => {
    await money.pendingRequest(175);
    const { request: processing } = await money.pendingRequest(130.5);
    await money.setStatus(processing.id, STATUS.processing);

    await loginAsRoot(page);
    // Other workers add requests meanwhile: the tiles must show the very answer this page got.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin-dashboard'));
    await page.goto(PATHS.adminDashboard);
    const { withdrawals, ledger_health: health } = (await (await answer).json()) as AdminDashboardJson;
    expect(withdrawals.pending.count).toBeGreaterThanOrEqual(1);
    expect(withdrawals.pending.amount).toBeGreaterThanOrEqual(175);
    expect(withdrawals.processing.count).toBeGreaterThanOrEqual(1);
    expect(withdrawals.processing.amount).toBeGreaterThanOrEqual(130.5);
    const rupees = (amount: number) =>
      `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const requests = (count: number) => (count === 1 ? '1 request' : `${count} requests`);
    for (const [label, figures] of [
      ['Pending Withdrawals', withdrawals.pending],
      ['Processing Withdrawals', withdrawals.processing],
    ] as const) {
      const tile = page.getByRole('group', { name: label, exact: true });
      await expect(tile.getByTestId('amount')).toHaveText(rupees(figures.amount));
      await expect(tile.getByTestId('count')).toHaveText(requests(figures.count));
    }
    await expect(page.getByRole('link', { name: 'Open withdrawal requests' })).toHaveAttribute(
      'href',
      '/portal/admin/withdraw-request',
    );

    // The super admin's ledger check: OK, or each problem listed.
    expect(health).not.toBeNull();
    const tile = page.getByRole('region', { name: 'Ledger health' });
    await expect(tile).toContainText(`${health!.entries} entries, ${health!.accounts} accounts`);
    if (health!.ok) {
      await expect(tile.getByText('OK', { exact: true })).toBeVisible();
    } else {
      await expect(tile.getByRole('listitem')).toHaveCount(health!.problems.length);
    }
  });

  test('an admin sees the withdrawal figures but not the ledger health', async ({ page, money }) => {
    const { username, password } = await createAdminViaApi(money.root, 'dash');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin-dashboard'));
    await loginViaApi(page, username, password, PATHS.adminDashboard);
    const body = (await (await answer).json()) as AdminDashboardJson;
    expect(body.ledger_health).toBeNull();
    await expect(
      page.getByRole('group', { name: 'Pending Withdrawals', exact: true }).getByTestId('count'),
    ).toHaveText(new RegExp(`^${body.withdrawals.pending.count} requests?$`));
    await expect(page.getByRole('region', { name: 'Ledger health' })).toHaveCount(0);
  });
});
