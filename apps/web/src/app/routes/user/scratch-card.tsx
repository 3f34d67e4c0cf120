import { PageHeader } from '../../../components/ui/page-header';
import { ScratchCards } from '../../../features/scratch-cards/components/scratch-cards';

export default function UserScratchCardRoute() {
  return (
    <>
      <PageHeader
        title="Scratch Card"
        description="Scratch a card to see what you won: the amount goes straight into your Scratch Wallet."
      />
      <ScratchCards />
    </>
  );
}
