import { PageHeader } from '../../../components/ui/page-header';
import { ScratchCards } from '../../../features/scratch-cards/components/scratch-cards';
import { useT } from '../../../lib/i18n/language-provider';

export default function UserScratchCardRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('scratch.title')} description={t('scratch.description')} />
      <ScratchCards />
    </>
  );
}
