import { Download } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/language-provider';
import { buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { qrCodeFileName } from './share-message';

/** Drawn at twice the size shown, so the downloaded picture prints sharp. */
const QR_PIXELS = 512;
const QR_SHOWN = 256;

/**
 * The registration link's QR code, drawn in the browser: a phone's camera that scans it opens the
 * registration page with the promoter code filled in. Downloaded as a PNG to print or send.
 */
export default function QrCodeDialog({
  link,
  promoterCode,
  onClose,
}: {
  link: string;
  promoterCode: string;
  onClose(): void;
}) {
  const t = useT();
  const [picture, setPicture] = useState<{ link: string; dataUrl: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    // Medium error correction: a printed code still scans with a smudge, and stays a small grid.
    toDataURL(link, { width: QR_PIXELS, margin: 2, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => current && setPicture({ link, dataUrl }),
      (error: unknown) => {
        console.error('The QR code could not be drawn', error);
        if (current) setPicture({ link, dataUrl: null });
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  const drawn = picture?.link === link ? picture : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.qr.title')}
      description={t('share.qr.description')}
    >
      <div className="flex flex-col items-center gap-4">
        <div className="flex size-64 items-center justify-center rounded-lg border border-slate-200 bg-white">
          {!drawn ? (
            <Spinner />
          ) : drawn.dataUrl ? (
            <img
              src={drawn.dataUrl}
              width={QR_SHOWN}
              height={QR_SHOWN}
              alt={t('share.qr.alt')}
              className="size-full rounded-lg"
            />
          ) : (
            <p role="alert" className="px-4 text-center text-sm text-red-700">
              {t('share.qr.failed')}
            </p>
          )}
        </div>
        <p translate="no" className="max-w-full font-mono text-xs break-all text-slate-600">
          {link}
        </p>
        {drawn?.dataUrl && (
          <a
            href={drawn.dataUrl}
            download={qrCodeFileName(promoterCode)}
            className={buttonClasses('primary', 'md')}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('share.qr.download')}
          </a>
        )}
      </div>
    </Dialog>
  );
}
