/**
 * Sharing the registration link (docs/decisions/185-installable-app-and-sharing.md): through the
 * phone's share sheet (the Web Share API) where the browser has one, else a WhatsApp link and Copy.
 */

/** What is shared: a line of text in the promoter's language and the registration link. */
export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** The message where only text travels (WhatsApp): the line, then the link on a line of its own. */
export function shareMessage({ text, url }: Pick<ShareContent, 'text' | 'url'>): string {
  return `${text}\n${url}`;
}

/**
 * WhatsApp's click-to-chat link with the message filled in: the app (or WhatsApp Web) opens, the
 * promoter picks whom to send it to.
 */
export function whatsAppLink(content: Pick<ShareContent, 'text' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(content))}`;
}

/** The part of `navigator` the choice depends on (absent in most desktop browsers). */
export interface WebShare {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** Whether the phone's share sheet can take `content`; when not, WhatsApp and Copy stand in. */
export function canShareNatively(webShare: WebShare | undefined, content: ShareContent): boolean {
  if (typeof webShare?.share !== 'function') return false;
  return typeof webShare.canShare !== 'function' || webShare.canShare(content);
}

/**
 * Whether a failed share should bring the fallback: not when the promoter closed the sheet
 * (AbortError is their choice), yes when the browser refused (no permission, nothing to share to).
 */
export function isShareRefused(error: unknown): boolean {
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/** The downloaded QR code's file name: the promoter code says whose link it opens. */
export function qrCodeFileName(promoterCode: string): string {
  return `registration-link-${promoterCode.replace(/[^A-Za-z0-9]/g, '')}.png`;
}
