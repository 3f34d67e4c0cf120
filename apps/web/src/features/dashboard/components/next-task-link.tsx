import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/language-provider';
import { useUserDashboard } from '../api/get-user-dashboard';
import { nextTaskAfterDailyVideo } from './next-task';

/** After today's daily video: a link to the next of today's tasks (nothing while it loads). */
export function NextTaskLink() {
  const { data } = useUserDashboard();
  const t = useT();
  if (!data) return null;
  const next = nextTaskAfterDailyVideo(data);
  return (
    <Link to={next.to} className={buttonClasses('primary', 'md', 'min-h-11 self-start')}>
      {t(next.label, next.values)}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
