import { MESSAGES } from '@portal/shared';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { Button } from './button';

/** Copies `text`; the button reads 'Copied!' for a second afterwards. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopyToClipboard();

  const handleClick = () => {
    copy(text).catch(() => toast.error('Could not copy. Please select the text and copy it.'));
  };

  return (
    <Button variant="secondary" size="sm" onClick={handleClick} aria-label={copied ? MESSAGES.copied : label}>
      {copied ? (
        <Check className="size-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? MESSAGES.copied : 'Copy'}</span>
    </Button>
  );
}
