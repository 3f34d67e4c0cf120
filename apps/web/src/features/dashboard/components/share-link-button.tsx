import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/language-provider';

/** The phone's own share sheet, offered only where the browser has one. */
export function ShareLinkButton({ url, text }: { url: string; text: string }) {
  const t = useT();
  if (typeof navigator.share !== 'function') return null;

  const share = () => {
    navigator.share({ title: t('layout.brand'), text, url }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: that is the user's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.error('Share failed', error);
    });
  };

  return (
    <Button variant="primary" size="sm" onClick={share}>
      <Share2 className="size-4" aria-hidden="true" />
      {t('dashboard.user.share')}
    </Button>
  );
}
