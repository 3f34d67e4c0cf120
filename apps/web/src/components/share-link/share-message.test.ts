import { describe, expect, it } from 'vitest';
import {
  canShareNatively,
  isShareRefused,
  qrCodeFileName,
  shareMessage,
  whatsAppLink,
} from './share-message';

const content = {
  title: 'Promoter Portal',
  text: 'என் ப்ரமோட்டர் குறியீடு AB12CD34: இணையுங்கள் & பதிவு செய்யுங்கள்?',
  url: 'https://portal.example.in/register?promoter_code=AB12CD34',
};

describe('the shared message', () => {
  it('is the line of text, then the link on its own line', () => {
    expect(shareMessage(content)).toBe(`${content.text}\n${content.url}`);
  });

  it("opens WhatsApp's chat picker with the whole message, every character encoded", () => {
    const link = new URL(whatsAppLink(content));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    // One parameter: the '&', '?' and '=' of the text and of the link do not split it.
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toBe(shareMessage(content));
    expect(whatsAppLink(content)).toContain(encodeURIComponent(content.url));
  });
});

describe('choosing the share sheet or the fallback', () => {
  const share = () => Promise.resolve();

  it('uses the share sheet where the browser has one that takes the content', () => {
    expect(canShareNatively({ share }, content)).toBe(true);
    expect(canShareNatively({ share, canShare: () => true }, content)).toBe(true);
    expect(canShareNatively({ share, canShare: () => false }, content)).toBe(false);
  });

  it('falls back without the Web Share API', () => {
    expect(canShareNatively({}, content)).toBe(false);
    expect(canShareNatively(undefined, content)).toBe(false);
    expect(canShareNatively({ canShare: () => true }, content)).toBe(false);
  });

  it('falls back when the browser refuses, not when the promoter closes the sheet', () => {
    expect(isShareRefused(new DOMException('Share canceled', 'AbortError'))).toBe(false);
    expect(isShareRefused(new DOMException('Permission denied', 'NotAllowedError'))).toBe(true);
    expect(isShareRefused(new TypeError('bad data'))).toBe(true);
  });
});

describe("the QR code's file name", () => {
  it('names the promoter code, and nothing a file system would refuse', () => {
    expect(qrCodeFileName('AB12CD34')).toBe('registration-link-AB12CD34.png');
    expect(qrCodeFileName('../AB 12')).toBe('registration-link-AB12.png');
  });
});
