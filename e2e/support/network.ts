import type { Page } from '@playwright/test';

/** A link's conditions as DevTools emulates them; -1 (or absent): not limited. */
export interface LinkConditions {
  offline?: boolean;
  latencyMs?: number;
  downloadBytesPerSecond?: number;
  uploadBytesPerSecond?: number;
}

/**
 * The page's network link through DevTools' emulation (a slow uplink, a dropped connection);
 * `set` changes it while the page runs.
 */
export async function emulateLink(
  page: Page,
  conditions: LinkConditions,
): Promise<{ set(next: LinkConditions): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = async (next: LinkConditions) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: next.offline ?? false,
      latency: next.latencyMs ?? 0,
      downloadThroughput: next.downloadBytesPerSecond ?? -1,
      uploadThroughput: next.uploadBytesPerSecond ?? -1,
    });
  };
  await set(conditions);
  return { set };
}
