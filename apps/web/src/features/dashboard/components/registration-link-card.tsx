import { ShareLink } from '../../../components/share-link/share-link';
import { CardSection } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { registrationLink } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';

interface RegistrationLinkCardProps {
  title: string;
  description: string;
  codeLabel: string;
  promoterCode: string;
  shareable?: boolean;
}

/**
 * A promoter code and the registration link built from it, each with a copy button; a `shareable`
 * link (the promoter's own) also has Share and its QR code (components/share-link).
 */
export function RegistrationLinkCard({
  title,
  description,
  codeLabel,
  promoterCode,
  shareable = false,
}: RegistrationLinkCardProps) {
  const t = useT();
  const link = registrationLink(promoterCode);
  return (
    <CardSection title={title} description={description}>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="text-sm font-medium text-slate-600">{codeLabel}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <span
              translate="no"
              className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg font-semibold tracking-widest text-slate-900"
            >
              {promoterCode}
            </span>
            <CopyButton text={promoterCode} label={t('dashboard.user.link.copyCode')} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('dashboard.user.link.title')}</dt>
          <dd className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
            <span
              translate="no"
              className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-800"
            >
              {link}
            </span>
            {shareable ? (
              <ShareLink promoterCode={promoterCode} />
            ) : (
              <CopyButton text={link} label={t('dashboard.user.link.copyLink')} />
            )}
          </dd>
        </div>
      </dl>
    </CardSection>
  );
}
