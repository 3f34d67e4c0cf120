import { ExternalLink, Youtube } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { useChannelList } from '../../../features/youtube-channels/api/get-channels';

/** The running YouTube channels of the programme, each opening on YouTube. */
export default function UserYoutubeChannelsRoute() {
  const list = useChannelList();
  return (
    <>
      <PageHeader title="YouTube Channels" description="Channels of the programme to follow on YouTube." />
      {list.error ? (
        <ServerError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <Card aria-hidden="true" className="h-32 animate-pulse bg-slate-100" />
      ) : list.rows.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">No channels yet.</Card>
      ) : (
        <ul aria-label="YouTube channels" className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.rows.map((channel) => (
            <li key={channel.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-600">
                    <Youtube className="size-5" aria-hidden="true" />
                  </span>
                  <h2 className="text-base font-semibold text-slate-900">{channel.name}</h2>
                </div>
                {channel.description && <p className="text-sm text-slate-600">{channel.description}</p>}
                <a
                  href={channel.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
                >
                  Open on YouTube<span className="sr-only">: {channel.name}</span>
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
