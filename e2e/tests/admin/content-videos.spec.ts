import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { loginAsRoot } from '../../support/fixtures';
import { emulateLink } from '../../support/network';
import { expect, test } from '../../support/programme';

const CLIP = fileURLToPath(new URL('../../../apps/api/media/clip-3s.webm', import.meta.url));
const DAY = 7;

interface VideoJson {
  id: number;
  day: number | null;
  title: string;
  file: string | null;
  duration_seconds: number;
}

/** Frees training day 7 for this test (a run may have made it before). */
async function freeDay(root: APIRequestContext) {
  const { data } = (await (await root.get('/api/v1/training-videos?page_size=100')).json()) as {
    data: VideoJson[];
  };
  for (const video of data.filter((row) => row.day === DAY))
    expect((await root.delete(`/api/v1/training-videos/${video.id}`)).status()).toBe(200);
}

test.describe('admin content: videos and quizzes', () => {
  test('an admin uploads a video with its progress shown, makes training day 7 and writes its bilingual quiz', async ({
    page,
    programme,
  }) => {
    await freeDay(programme.root);
    await loginAsRoot(page, '/portal/admin/training-videos');
    await expect(page.getByRole('heading', { name: 'Training Videos', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Training Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Training Video' });
    const title = `Day seven ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);

    // A slow uplink (3 KB/s for a 12 KB clip), so the progress can be seen.
    const uplink = await emulateLink(page, { uploadBytesPerSecond: 3 * 1024 });
    await dialog.locator('#video-file').setInputFiles(CLIP);
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(dialog.getByText(/Uploaded: [a-f0-9-]{36}\.webm/)).toBeVisible({ timeout: 30_000 });
    await uplink.set({});
    // The length comes from the file, and only the server sets it.
    await expect(dialog.getByLabel('Duration (seconds)')).toHaveValue('3');
    await expect(dialog.getByLabel('Duration (seconds)')).not.toBeEditable();
    await dialog.getByLabel('Day').selectOption({ label: `Day ${DAY}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Created Successfull')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(`Day ${DAY}`);
    await expect(row).toContainText('0 questions');

    // The quiz filter: day 7's quiz is on.
    const quizFilter = page.getByRole('search').getByLabel('Quiz', { exact: true });
    await quizFilter.selectOption({ label: 'Quiz off' });
    await expect(page).toHaveURL(/quiz_enabled/);
    await expect(row).toHaveCount(0);
    await quizFilter.selectOption({ label: 'Quiz on' });
    await expect(row).toContainText(`Day ${DAY}`);

    // A second video for the same day is refused under the day.
    await page.getByRole('button', { name: 'Add Training Video' }).click();
    const second = page.getByRole('dialog', { name: 'Add Training Video' });
    await second.getByLabel('Title').fill('Another day seven');
    await second.getByRole('radio', { name: 'YouTube link' }).check();
    await second
      .getByRole('textbox', { name: 'YouTube link' })
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    // A link's length is entered (or read from YouTube's player when it loads).
    await expect(second.getByLabel('Duration (seconds)')).toBeEditable();
    await second.getByLabel('Duration (seconds)').fill('212');
    await second.getByLabel('Day').selectOption({ label: `Day ${DAY}` });
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByText('This training day already has a video')).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();

    // The quiz: one question, English and Tamil, the second choice correct.
    await row.getByRole('button', { name: `Quiz of ${title}` }).click();
    const quiz = page.getByRole('dialog', { name: 'Training Video Quiz' });
    await expect(quiz.getByText('No questions yet.')).toBeVisible();
    await quiz.getByRole('button', { name: 'Add a question' }).click();
    await quiz.getByLabel('Question (English)').fill('Which wallet receives scratch card rewards?');
    await quiz.getByLabel('Question (Tamil)').fill('ஸ்கிராட்ச் கார்டு வெகுமதி எந்த பணப்பையில் வரும்?');
    const first = quiz.getByRole('group', { name: 'Choice 1' });
    await first.getByLabel('English').fill('Cash Wallet');
    await first.getByLabel('Tamil').fill('பண பணப்பை');
    const secondChoice = quiz.getByRole('group', { name: 'Choice 2' });
    await secondChoice.getByLabel('English').fill('Scratch Wallet');
    await secondChoice.getByLabel('Tamil').fill('ஸ்கிராட்ச் பணப்பை');
    await secondChoice.getByLabel('Choice 2 is the correct one').check();
    await quiz.getByRole('button', { name: 'Save question' }).click();
    await expect(quiz.getByText('Correct: Scratch Wallet')).toBeVisible();

    const videos = (await (await programme.root.get('/api/v1/training-videos?page_size=100')).json()) as {
      data: VideoJson[];
    };
    const made = videos.data.find((video) => video.title === title)!;
    expect(made).toMatchObject({ day: DAY, duration_seconds: 3 });
    expect(made.file).toMatch(/\.webm$/);
    const questions = (await (
      await programme.root.get(`/api/v1/training-video-quizzes?video_id=${made.id}`)
    ).json()) as {
      data: { question: { en: string; ta: string }; choices: { en: string; correct: boolean }[] }[];
    };
    expect(questions.data).toHaveLength(1);
    expect(questions.data[0]!.question.ta).toBe('ஸ்கிராட்ச் கார்டு வெகுமதி எந்த பணப்பையில் வரும்?');
    expect(questions.data[0]!.choices.map((choice) => [choice.en, choice.correct])).toEqual([
      ['Cash Wallet', false],
      ['Scratch Wallet', true],
    ]);

    // Deleting asks first, then the video and its file go.
    await quiz.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    const deleted = page.getByRole('alertdialog', { name: 'Deleted!' });
    await expect(deleted).toContainText('The video has been deleted.');
    await deleted.getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/uploads/final/${made.file}`)).status()).toBe(404);
  });

  test('a quiz question needs exactly one correct choice and both languages', async ({ page, programme }) => {
    const list = (await (await programme.root.get('/api/v1/training-videos?page_size=100')).json()) as {
      data: VideoJson[];
    };
    let video = list.data.find((row) => row.day !== DAY);
    if (!video) {
      const made = await programme.root.post('/api/v1/training-videos', {
        data: {
          title: 'Day three',
          youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
          duration_seconds: 60,
          day: 3,
        },
      });
      video = (await made.json()) as VideoJson;
    }
    await loginAsRoot(page, `/portal/admin/training-videos?search=${encodeURIComponent(video.title)}`);
    await page
      .getByRole('button', { name: `Quiz of ${video.title}` })
      .first()
      .click();
    const quiz = page.getByRole('dialog', { name: 'Training Video Quiz' });
    await quiz.getByRole('button', { name: 'Add a question' }).click();
    await quiz.getByLabel('Question (English)').fill('A question without Tamil');
    await quiz.getByRole('button', { name: 'Save question' }).click();
    await expect(quiz.getByText('Tamil text is required').first()).toBeVisible();
    await expect(quiz.getByText('English text is required').first()).toBeVisible();
  });
});
