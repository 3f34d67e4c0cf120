import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useUserDashboard } from '../api/get-user-dashboard';
import { nextTaskAfterDailyVideo } from './next-task';

/** After today's daily video: a link to the next of today's tasks (nothing while it loads). */
export function NextTaskLink() {
  const { data } = useUserDashboard();
  if (!data) return null;
  const next = nextTaskAfterDailyVideo(data);
  return (
    <Link to={next.to} className={buttonClasses('primary', 'md', 'min-h-11 self-start')}>
      {next.label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
