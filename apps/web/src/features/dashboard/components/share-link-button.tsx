import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The phone's own share sheet, offered only where the browser has one. */
export function ShareLinkButton({ url, text }: { url: string; text: string }) {
  if (typeof navigator.share !== 'function') return null;

  const share = () => {
    navigator.share({ title: 'Promoter Portal', text, url }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: that is the user's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.error('Share failed', error);
    });
  };

  return (
    <Button variant="primary" size="sm" onClick={share}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}
