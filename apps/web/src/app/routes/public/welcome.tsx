import { PublicLayout } from '../../../components/layout/public-layout';
import { HowToJoin } from '../../../features/welcome/components/how-to-join';
import { ProgrammeOverview } from '../../../features/welcome/components/programme-overview';
import { WelcomeHero } from '../../../features/welcome/components/welcome-hero';

export default function WelcomeRoute() {
  return (
    <PublicLayout>
      <WelcomeHero />
      <ProgrammeOverview />
      <HowToJoin />
    </PublicLayout>
  );
}
