import type { ReferralTreeNode } from '@portal/shared';
import { ChevronRight, Info, Network, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { Spinner } from '../../../components/ui/spinner';
import { adminReferralTreePath, paths, referralTreePath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import { useReferralTree } from '../api/get-referral-tree';
import { ReferralDialog } from './referral-dialog';
import { fullNameOf, standingOf } from './referral-labels';

/** The counts a member carries: direct referrals and the whole downline below them. */
function Counts({ member }: { member: ReferralTreeNode }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-600">
      <span>{t(...standingOf(member))}</span>
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <Users className="size-3.5" aria-hidden="true" />
        {t('referrals.tree.downlineCount', { count: member.downline })}
      </span>
      <span className="whitespace-nowrap">
        {t('referrals.tree.directCount', { count: member.direct_referrals })}
      </span>
    </span>
  );
}

function Identity({ member }: { member: ReferralTreeNode }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-sm font-medium text-slate-900">
        {fullNameOf(member) || member.username}
      </span>
      <span className="truncate text-xs text-slate-500">@{member.username}</span>
    </span>
  );
}

interface BranchProps {
  member: ReferralTreeNode;
  onDetails(member: ReferralTreeNode): void;
}

/**
 * One member of the tree: a click opens their direct referrals under them, one level at a time,
 * each read when it is opened (docs/decisions/044-referral-tree-depth.md).
 */
function Branch({ member, onDetails }: BranchProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const hasReferrals = member.direct_referrals > 0;
  const body = (
    <>
      {hasReferrals ? (
        <ChevronRight
          className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-90')}
          aria-hidden="true"
        />
      ) : (
        <span className="size-4 shrink-0" aria-hidden="true" />
      )}
      <UserAvatar name={fullNameOf(member) || member.username} className="size-8 text-xs" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Identity member={member} />
        <Counts member={member} />
      </span>
    </>
  );
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white pr-1 shadow-sm">
        {hasReferrals ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            onClick={() => setOpen((value) => !value)}
            className="flex min-h-14 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-50"
          >
            {body}
          </button>
        ) : (
          <div className="flex min-h-14 min-w-0 flex-1 items-center gap-2 px-2 py-2">{body}</div>
        )}
        <Button variant="ghost" size="icon" onClick={() => onDetails(member)} className="shrink-0">
          <Info className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('referrals.tree.detailsOf', { username: member.username })}</span>
        </Button>
      </div>
      {open && (
        <div id={childrenId} className="ml-3 border-l-2 border-slate-200 pl-2 sm:ml-5 sm:pl-3">
          <Branches parentId={member.id} onDetails={onDetails} />
        </div>
      )}
    </li>
  );
}

function MoreChildren({ count, atRoot }: { count: number; atRoot: boolean }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <p className="px-2 text-sm text-slate-600">
      {t('referrals.tree.moreNotShown', { count })}{' '}
      {atRoot && (
        <Link to={paths.user.myPromoters} className="font-medium text-indigo-700 hover:underline">
          {t('referrals.tree.seeAll')}
        </Link>
      )}
    </p>
  );
}

/** The direct referrals of a member opened in the tree. */
function Branches({ parentId, onDetails }: { parentId: number; onDetails(member: ReferralTreeNode): void }) {
  const t = useT();
  const { data, error, isPending, refetch } = useReferralTree(parentId);
  if (error)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 px-2 py-1 text-sm text-red-700">
        {t('referrals.tree.levelError')}
        <Button variant="ghost" size="sm" onClick={() => void refetch()}>
          {t('referrals.tree.retry')}
        </Button>
      </p>
    );
  if (isPending)
    return (
      <p role="status" className="flex items-center gap-2 px-2 py-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {t('referrals.tree.loading')}
      </p>
    );
  return (
    <>
      <ul
        aria-label={t('referrals.tree.referralsOf', { username: data.node.username })}
        className="flex flex-col gap-2"
      >
        {data.children.map((child) => (
          <Branch key={child.id} member={child} onDetails={onDetails} />
        ))}
      </ul>
      <MoreChildren count={data.more_children} atRoot={false} />
    </>
  );
}

function NotInYourTree() {
  const t = useT();
  return (
    <Card role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <Network className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{t('referrals.tree.notInTeam.title')}</h2>
      <p className="text-sm text-slate-600">{t('referrals.tree.notInTeam.text')}</p>
      <Link to={referralTreePath()} className={buttonClasses('primary')}>
        {t('referrals.tree.notInTeam.openYours')}
      </Link>
    </Card>
  );
}

/** The member a tree opens at: `?id=` when it is a whole positive number, else undefined. */
export function treeIdOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The referral tree, rooted at `id` (the user when absent): breadcrumbs from the user down, the
 * member and their direct referrals, each opening its own referrals below it. For an admin
 * (`admin`) the tree is anyone's, the breadcrumbs start at the root of the programme, and
 * `id` absent means the root.
 */
export function ReferralTreeView({ id, admin = false }: { id: number | undefined; admin?: boolean }) {
  const t = useT();
  const { data, error, isPending, isPlaceholderData, refetch } = useReferralTree(id);
  const [details, setDetails] = useState<ReferralTreeNode | null>(null);

  if (error instanceof ApiError && error.status === 404 && !admin) return <NotInYourTree />;
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Card aria-hidden="true" className="h-64 animate-pulse bg-slate-100" />;

  const { node, path, children, more_children: more } = data;
  const isViewer = !admin && path.length === 0;
  return (
    <div className="flex flex-col gap-4" aria-busy={isPlaceholderData}>
      {path.length > 0 && (
        <nav aria-label={t('referrals.tree.path')} className="overflow-x-auto">
          <ol className="flex flex-wrap items-center gap-1 text-sm">
            {path.map((crumb, index) => (
              <li key={crumb.id} className="flex items-center gap-1">
                <Link
                  to={
                    admin
                      ? adminReferralTreePath(crumb.id)
                      : referralTreePath(index === 0 ? undefined : crumb.id)
                  }
                  className="inline-flex min-h-11 items-center rounded px-1 font-medium text-indigo-700 hover:underline sm:min-h-0"
                >
                  {index === 0 && !admin ? t('referrals.tree.you') : crumb.username}
                </Link>
                <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              </li>
            ))}
            <li aria-current="page" className="px-1 font-semibold text-slate-900">
              {node.username}
            </li>
          </ol>
        </nav>
      )}
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={fullNameOf(node) || node.username} className="size-12 text-base" />
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-slate-900">
              {fullNameOf(node) || node.username}
              {isViewer && <span className="font-normal text-slate-500"> {t('referrals.tree.youMark')}</span>}
            </h2>
            <p className="truncate text-sm text-slate-500">
              @{node.username} · {t(...standingOf(node))}
            </p>
          </div>
          {!isViewer && <ActiveBadge isActive={node.is_active} />}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:gap-6">
          <div
            role="group"
            aria-label={t('referrals.directReferrals')}
            className="rounded-lg bg-slate-50 px-3 py-2"
          >
            <dl>
              <dt className="text-xs text-slate-500">{t('referrals.directReferrals')}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{node.direct_referrals}</dd>
            </dl>
          </div>
          <div role="group" aria-label={t('referrals.downline')} className="rounded-lg bg-slate-50 px-3 py-2">
            <dl>
              <dt className="text-xs text-slate-500">{t('referrals.downline')}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{node.downline}</dd>
            </dl>
          </div>
        </div>
      </Card>
      {children.length === 0 ? (
        <Card className="px-4 py-6 text-center text-sm text-slate-600">
          {isViewer
            ? t('referrals.tree.emptyYours')
            : t('referrals.tree.emptyTheirs', { username: node.username })}
        </Card>
      ) : (
        <section
          aria-label={t('referrals.tree.referralsOf', { username: node.username })}
          className="flex flex-col gap-2"
        >
          <p className="text-sm text-slate-600">
            {t('referrals.tree.joinedDirectly', { count: children.length + more })}
          </p>
          <ul className="flex flex-col gap-2">
            {children.map((child) => (
              <Branch key={child.id} member={child} onDetails={setDetails} />
            ))}
          </ul>
          <MoreChildren count={more} atRoot={isViewer} />
        </section>
      )}
      <ReferralDialog member={details} onClose={() => setDetails(null)} />
    </div>
  );
}
