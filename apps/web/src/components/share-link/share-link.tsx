import { MessageCircle, QrCode, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { registrationLink } from '../../config/paths';
import { useT } from '../../lib/i18n/language-provider';
import { Button, buttonClasses } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { canShareNatively, isShareRefused, type ShareContent, whatsAppLink } from './share-message';

// The QR code's maker (the `qrcode` package) comes only with the dialog that draws one.
const QrCodeDialog = lazy(() => import('./qr-code-dialog'));

/**
 * A promoter's registration link, to share (docs/decisions/185-installable-app-and-sharing.md):
 * Copy; Share, which opens the phone's share sheet with a line of text in the promoter's language,
 * or, where the browser has no share sheet or refuses it, a WhatsApp link; and the link's QR code,
 * shown and downloaded. The dashboard and My Promoters show it.
 */
export function ShareLink({ promoterCode }: { promoterCode: string }) {
  const t = useT();
  const [sheetRefused, setSheetRefused] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const content: ShareContent = {
    title: t('layout.brand'),
    text: t('share.text', { code: promoterCode }),
    url: registrationLink(promoterCode),
  };
  const useSheet = !sheetRefused && canShareNatively(navigator, content);

  const share = () => {
    navigator.share(content).catch((error: unknown) => {
      if (isShareRefused(error)) setSheetRefused(true);
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton text={content.url} label={t('share.copyLink')} />
      {useSheet ? (
        <Button size="sm" onClick={share}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('share.share')}
        </Button>
      ) : (
        <a
          href={whatsAppLink(content)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'sm')}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('share.whatsApp')}
        </a>
      )}
      <Button variant="secondary" size="sm" onClick={() => setQrOpen(true)}>
        <QrCode className="size-4" aria-hidden="true" />
        {t('share.qr.show')}
      </Button>
      {qrOpen && (
        <Suspense fallback={null}>
          <QrCodeDialog link={content.url} promoterCode={promoterCode} onClose={() => setQrOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** My Promoters' invitation: why to share, and the link's ShareLink. */
export function ShareInvite({ promoterCode }: { promoterCode: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="share-invite-title"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm lg:flex-row lg:items-center lg:justify-between sm:px-6"
    >
      <div className="min-w-0">
        <h2 id="share-invite-title" className="text-base font-semibold text-slate-900">
          {t('share.invite.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('share.invite.description')}</p>
      </div>
      <div className="lg:shrink-0">
        <ShareLink promoterCode={promoterCode} />
      </div>
    </section>
  );
}
