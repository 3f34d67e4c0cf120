/**
 * The player's quality choice (docs/decisions/159-the-player-picks-its-rung.md): Data saver keeps
 * the lowest rung; Auto keeps it too while the browser asks to save data (Save-Data), starts on it
 * on a 2G/3G link and otherwise follows the bandwidth up to the player's size; High starts on the
 * top rung. Remembered on this device.
 */
export const QUALITY_CHOICES = ['saver', 'auto', 'high'] as const;
export type QualityChoice = (typeof QUALITY_CHOICES)[number];

export const QUALITY_STORAGE_KEY = 'portal.videoQuality';

/** What the browser says of the link (the Network Information API, where there is one). */
export interface LinkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** A link on which a video should start on its lowest rung: Save-Data on, or 2G/3G speeds. */
export function isSlowLink(link: LinkHints | undefined): boolean {
  if (!link) return false;
  return link.saveData === true || ['slow-2g', '2g', '3g'].includes(link.effectiveType ?? '');
}

/** The choice kept on this device; Auto when none (or an unknown one) is kept. */
export function qualityOf(stored: string | null): QualityChoice {
  return QUALITY_CHOICES.includes(stored as QualityChoice) ? (stored as QualityChoice) : 'auto';
}

/** How hls.js is set up for a choice on a link, with `levels` rungs (lowest first). */
export function levelSettings(
  choice: QualityChoice,
  link: LinkHints | undefined,
  levels: number,
): { startLevel: number; autoLevelCapping: number; capLevelToPlayerSize: boolean } {
  const top = Math.max(0, levels - 1);
  if (choice === 'saver') return { startLevel: 0, autoLevelCapping: 0, capLevelToPlayerSize: false };
  if (choice === 'high') return { startLevel: top, autoLevelCapping: -1, capLevelToPlayerSize: false };
  if (link?.saveData) return { startLevel: 0, autoLevelCapping: 0, capLevelToPlayerSize: false };
  return { startLevel: isSlowLink(link) ? 0 : -1, autoLevelCapping: -1, capLevelToPlayerSize: true };
}
