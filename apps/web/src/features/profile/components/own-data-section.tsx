import { formatDate, indiaTime24 } from '@portal/shared';
import { CircleAlert, Download, FileArchive } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { DataText } from '../../../components/ui/data-text';
import { Spinner } from '../../../components/ui/spinner';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { useMyDataExport } from '../api/my-data-export';

/**
 * 'Your data' (docs/decisions/182-own-data-export.md): everything the portal holds about the
 * promoter, as a zip a worker prepares. The button queues it and reads 'Preparing…' until the file
 * downloads; the newest file can be downloaded again until it expires, a day after it was made.
 */
export function OwnDataSection() {
  const t = useT();
  const messageText = useSharedMessageText();
  const { isPreparing, kept, failure, isDownloading, start, download } = useMyDataExport();

  return (
    <CardSection title={t('profile.data.title')} description={t('profile.data.description')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button onClick={start} disabled={isPreparing} className="w-full sm:w-auto">
            {isPreparing ? (
              <>
                <Spinner className="size-4 text-white" />
                {t('profile.data.preparing')}
              </>
            ) : (
              <>
                <Download className="size-4" aria-hidden="true" />
                {t('profile.data.download')}
              </>
            )}
          </Button>
          {isPreparing && (
            <p role="status" className="text-sm text-slate-600">
              {t('profile.data.preparingNote')}
            </p>
          )}
        </div>

        {failure && !isPreparing && (
          <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('profile.data.failed')} {failure.error ? messageText(failure.error) : ''}
            </span>
          </p>
        )}

        {kept && (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-2">
              <FileArchive className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0">
                <DataText className="block truncate font-medium break-all text-slate-900">
                  {kept.file_name}
                </DataText>
                <p className="text-sm text-slate-600">
                  {t('profile.data.keptUntil', {
                    date: formatDate(kept.expires_at),
                    time: indiaTime24(kept.expires_at!),
                  })}
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={isDownloading}
              onClick={() => download(kept)}
              className="w-full sm:w-auto"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('profile.data.downloadAgain')}
            </Button>
          </div>
        )}
      </div>
    </CardSection>
  );
}
