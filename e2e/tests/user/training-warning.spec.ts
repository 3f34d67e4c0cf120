import { loginViaApi } from '../../support/fixtures';
import { expect, test } from '../../support/gates';

// The training warning page of Promotion Videos. The gates are global: the `gates` fixture holds
// them for this test alone (docs/decisions/085-browser-tests-share-the-gates.md).

test.describe('promotion videos: the training warning', () => {
  test('with the daily-video gate off and the training gate on, a promoter without the 7-day training is sent to it', async ({
    page,
    programme,
    gates,
  }) => {
    test.slow(); // it may wait for another worker's test to give the gates back
    const promoter = await programme.member();
    await programme.promote(promoter, 1);
    await gates({ daily_video_gate: false, training_gate: true });

    // Today's daily video is not watched: with its gate off, only the training stands in the way.
    await loginViaApi(
      page,
      promoter.username,
      promoter.registration.password,
      '/portal/user/promotion-videos',
    );
    const warning = page.getByRole('alert');
    await expect(warning.getByRole('heading', { name: 'Complete the training first' })).toBeVisible();
    await expect(warning).toContainText(
      'Complete the 7-day training programme first: the promotion videos open after it.',
    );
    await expect(warning).not.toContainText('daily video');
    const served = await promoter.api.get('/api/v1/user-promoter-video-get');
    expect(await served.json()).toMatchObject({ state: 'blocked', reason: 'training' });

    await warning.getByRole('link', { name: 'Go to Training Videos' }).click();
    await expect(page).toHaveURL(/\/portal\/user\/training-program$/);
    await expect(page.getByRole('heading', { name: 'Training Videos', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Day 1: Open' })).toBeVisible();
  });
});
