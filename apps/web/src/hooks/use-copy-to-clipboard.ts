import { COPIED_DURATION_MS } from '@portal/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Writes text to the clipboard; plain-HTTP pages (a phone on the LAN) have no Clipboard API. */
async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy was refused by the browser');
}

/** `copied` stays true for COPIED_DURATION_MS after a successful copy (docs/product/screens.md, Feedback). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    await writeToClipboard(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_DURATION_MS);
  }, []);

  return { copied, copy };
}
