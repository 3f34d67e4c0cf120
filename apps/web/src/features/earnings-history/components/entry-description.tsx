import type { EarningHistoryRow } from '@portal/shared';
import { DataText, TextWithData } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
import { usePromoterLevelName } from '../../../lib/promoter-level';

/**
 * A ledger line's description in the shown language, written from the code and values the API
 * sends beside the journal's English text (packages/shared ledger/entry-descriptions.ts); the
 * usernames, bank names and account numbers in it are data. An adjustment's reason is what the
 * admin typed, data too.
 */
export function EntryDescription({ row }: { row: EarningHistoryRow }) {
  const t = useT();
  const levelName = usePromoterLevelName();
  const parts = row.description_parts;
  if (!parts) {
    if (!row.description) return <>—</>;
    return row.kind === 'adjustment' ? <DataText>{row.description}</DataText> : <>{row.description}</>;
  }
  switch (parts.code) {
    case 'quiz':
      return (
        <>
          {t(parts.session === 2 ? 'earnings.description.quizEvening' : 'earnings.description.quizMorning', {
            set: parts.set,
            score: parts.score,
            total: parts.total,
          })}
        </>
      );
    case 'scratch':
      return (
        <TextWithData
          id="earnings.description.scratch"
          values={{ level: levelName(parts.level) }}
          data={{ username: parts.username }}
        />
      );
    case 'withdrawal':
      return (
        <TextWithData
          id="earnings.description.withdrawal"
          values={{ id: parts.id }}
          data={{ bank: parts.bank, account: parts.account }}
        />
      );
  }
}
