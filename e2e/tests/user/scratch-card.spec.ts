import type { Locator, Page } from '@playwright/test';
import { PROMOTER_LEVEL_LABELS } from '../../support/constants';
import { loginViaApi } from '../../support/fixtures';
import {
  expect,
  figure,
  rupees,
  SCRATCH_PATH,
  SCRATCH_WALLET,
  type ScratchCardJson,
  sponsorWithCard,
  test,
} from '../../support/programme';

function cardOf(page: Page, fromUsername: string) {
  return page.getByRole('region', { name: `Scratch card from ${fromUsername}` });
}

function scratchWalletAvailable(page: Page) {
  return figure(page.getByRole('group', { name: 'Scratch Wallet', exact: true }), 'Available');
}

/** The answer of the scratch the page makes: the card with its amount, once credited. */
function scratchAnswer(page: Page): Promise<ScratchCardJson> {
  return page
    .waitForResponse(
      (response) =>
        response.url().includes('/api/v1/scratched-status-update') && response.request().method() === 'POST',
    )
    .then(async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as ScratchCardJson;
    });
}

/** Drags the mouse to and fro across the coating, row under row, as a finger would. */
async function scratchWithMouse(page: Page, surface: Locator) {
  const box = (await surface.boundingBox())!;
  const rows = 7;
  await page.mouse.move(box.x + 4, box.y + box.height / (rows * 2));
  await page.mouse.down();
  for (let row = 0; row < rows; row += 1) {
    const y = box.y + (box.height * (row + 0.5)) / rows;
    const [from, to] =
      row % 2 === 0 ? [box.x + 4, box.x + box.width - 4] : [box.x + box.width - 4, box.x + 4];
    await page.mouse.move(from, y, { steps: 2 });
    await page.mouse.move(to, y, { steps: 12 });
  }
  await page.mouse.up();
}

test.describe('Scratch Card', () => {
  test('scratching a card with the mouse reveals its amount and message and credits the Scratch Wallet', async ({
    page,
    programme,
  }) => {
    // Two PIN journeys through the API make the card: more than a screen's worth of time.
    test.slow();
    const { sponsor, referral } = await sponsorWithCard(programme);
    const before = await programme.wallet(sponsor, SCRATCH_WALLET);
    const [waiting] = await programme.cards(sponsor);
    // The surprise is the server's: nothing about the amount reaches the page before scratching.
    expect(waiting).toMatchObject({
      from_username: referral.username,
      level: 0,
      amount: null,
      message: null,
    });

    await loginViaApi(page, sponsor.username, sponsor.registration.password, SCRATCH_PATH);
    const card = cardOf(page, referral.username);
    await expect(card).toContainText(`Became ${PROMOTER_LEVEL_LABELS[0]}`);
    await expect(page.getByRole('heading', { name: 'Cards to scratch (1)' })).toBeVisible();
    await expect(scratchWalletAvailable(page)).toHaveText(rupees(before.available));

    const answered = scratchAnswer(page);
    await scratchWithMouse(page, card.getByTestId('scratch-surface'));
    const scratched = await answered;
    expect(scratched.amount).toBeGreaterThan(0);
    await expect(card).toContainText(rupees(scratched.amount!));
    if (scratched.message) await expect(card).toContainText(scratched.message);
    await expect(card).toContainText(`You won ${rupees(scratched.amount!)}: it is in your Scratch Wallet.`);
    await expect(card.getByRole('button', { name: 'Reveal' })).toBeHidden();

    // Credited once, and the screen's wallet follows.
    const after = await programme.wallet(sponsor, SCRATCH_WALLET);
    expect(after.balance).toBeCloseTo(before.balance + scratched.amount!, 2);
    await expect(scratchWalletAvailable(page)).toHaveText(rupees(after.available));
    const scratchedList = page.getByRole('list', { name: 'Scratched cards' });
    await expect(scratchedList.getByRole('listitem').filter({ hasText: referral.username })).toContainText(
      `+${rupees(scratched.amount!)}`,
    );
    const [stored] = await programme.cards(sponsor);
    expect(stored).toMatchObject({ id: waiting!.id, amount: scratched.amount });
    expect(stored!.scratched_at).not.toBeNull();
  });

  test("the keyboard's 'Reveal' scratches the card, and a card pays once", async ({ page, programme }) => {
    test.slow();
    const { sponsor, referral } = await sponsorWithCard(programme);
    const before = await programme.wallet(sponsor, SCRATCH_WALLET);
    await loginViaApi(page, sponsor.username, sponsor.registration.password, SCRATCH_PATH);
    const card = cardOf(page, referral.username);

    const answered = scratchAnswer(page);
    await card.getByRole('button', { name: 'Reveal' }).focus();
    await page.keyboard.press('Enter');
    const scratched = await answered;
    const won = `You won ${rupees(scratched.amount!)}: it is in your Scratch Wallet.`;
    await expect(card.getByText(won, { exact: true })).toBeVisible();
    // The button left with the coating: focus went on to what the card revealed.
    await expect(card.getByText(won, { exact: true })).toBeFocused();
    await expect(scratchWalletAvailable(page)).toHaveText(rupees(before.available + scratched.amount!));

    // A second scratch of the same card is refused and credits nothing.
    const again = await sponsor.api.post('/api/v1/scratched-status-update', { data: { id: scratched.id } });
    expect(again.status()).toBe(400);
    expect((await programme.wallet(sponsor, SCRATCH_WALLET)).balance).toBeCloseTo(
      before.balance + scratched.amount!,
      2,
    );

    // Next visit: nothing left to scratch, the card is listed with its amount.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cards to scratch (0)' })).toBeVisible();
    await expect(cardOf(page, referral.username)).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: 'Scratched cards' })
        .getByRole('listitem')
        .filter({ hasText: referral.username }),
    ).toContainText(`+${rupees(scratched.amount!)}`);
  });
});
