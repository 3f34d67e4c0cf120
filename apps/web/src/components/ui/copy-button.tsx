import { Check, Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { useT } from '../../lib/i18n/language-provider';
import { Button } from './button';

/** Copies `text`; the button reads 'Copied!' for a second afterwards. `label` is in the shown language. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const { copied, copy } = useCopyToClipboard();

  const handleClick = () => {
    copy(text).catch(() => toast.error(t('common.copyFailed')));
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={handleClick}
      aria-label={copied ? t('common.copied') : label}
    >
      {copied ? (
        <Check className="size-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{t(copied ? 'common.copied' : 'common.copy')}</span>
    </Button>
  );
}
