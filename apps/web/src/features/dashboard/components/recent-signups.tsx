import { type AdminDashboard, formatDate } from '@portal/shared';
import { CardSection } from '../../../components/ui/card';
import { DataText, TextWithData } from '../../../components/ui/data-text';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { useT } from '../../../lib/i18n/language-provider';

export function RecentSignups({ signups }: { signups: AdminDashboard['recent_signups'] }) {
  const t = useT();
  return (
    <CardSection
      title={t('admin.dashboard.signups.title')}
      description={t('admin.dashboard.signups.description')}
    >
      {signups.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('admin.dashboard.signups.none')}</p>
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {signups.map((signup) => {
            const fullName = `${signup.first_name} ${signup.last_name}`.trim();
            return (
              <li key={signup.id} className="flex items-center gap-3 py-3">
                <UserAvatar name={fullName || signup.username} />
                <div className="min-w-0 flex-1">
                  <p translate="no" className="truncate text-sm font-medium text-slate-900">
                    {fullName || signup.username}
                  </p>
                  <p className="truncate text-xs text-slate-500">
                    <DataText>@{signup.username}</DataText>
                    {/* A state's name is a place's proper name: data (docs/decisions/151-place-names-and-badges.md). */}
                    {signup.state && (
                      <>
                        {' · '}
                        <DataText>{signup.state}</DataText>
                      </>
                    )}
                    {signup.sponsor_username && (
                      <>
                        {' · '}
                        <TextWithData
                          id="admin.dashboard.signups.sponsor"
                          data={{ username: signup.sponsor_username }}
                        />
                      </>
                    )}
                  </p>
                </div>
                <time dateTime={signup.created_at} className="shrink-0 text-xs text-slate-500">
                  {formatDate(signup.created_at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </CardSection>
  );
}
