import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, ok, SAME_ORIGIN } from './fixtures';

/**
 * A promoter's own data and account closure on Profile Settings
 * (docs/decisions/182-own-data-export.md).
 */

/** The 'Your data' section. */
export function ownDataSection(page: Page) {
  return page.getByTestId('own-data');
}

/** The 'Close my account' section. */
export function closeAccountSection(page: Page) {
  return page.getByTestId('close-account');
}

/** The zip a download saved, opened. */
export async function unzip(download: Download): Promise<JSZip> {
  return JSZip.loadAsync(await readFile(await download.path()));
}

/** A JSON file of the zip, parsed. */
export async function jsonOf(zip: JSZip, name: string): Promise<unknown> {
  const file = zip.file(name);
  expect(file, `${name} in the zip`).not.toBeNull();
  return JSON.parse(await file!.async('string')) as unknown;
}

interface ExportJobJson {
  id: string;
  status: string;
  file_name: string;
}

/**
 * The signed-in promoter's data made through the API (POST my-data/export, then GET exports/{id}
 * until the worker has made it) and downloaded once, so a screen opened afterwards finds a kept
 * file and downloads nothing by itself.
 */
export async function madeOwnDataFile(request: APIRequestContext): Promise<ExportJobJson> {
  const job = await ok<ExportJobJson>(
    await request.post('/api/v1/my-data/export', { headers: SAME_ORIGIN }),
    202,
  );
  await expect
    .poll(async () => (await ok<ExportJobJson>(await request.get(`/api/v1/exports/${job.id}`))).status, {
      timeout: 30_000,
    })
    .toBe('ready');
  const file = await request.get(`/api/v1/exports/${job.id}/file`);
  expect(file.status()).toBe(200);
  return job;
}

/** GET account-closure: the closure the signed-in promoter asked for, or null. */
export async function closureOf(request: APIRequestContext): Promise<{ closes_at: string } | null> {
  return ok(await request.get('/api/v1/account-closure'));
}
