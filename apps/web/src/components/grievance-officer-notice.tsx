import { useQuery } from '@tanstack/react-query';
import { cn } from '../lib/class-names';
import { publicSettingsQuery } from '../lib/shared-queries';
import { TextWithData } from './ui/data-text';

/**
 * The grievance officer a promoter can complain to (docs/decisions/176-grievance-officer-in-the-settings.md):
 * the name, the mobile number to call and the email to write to, from the public settings. Shown on
 * the public pages' footer and on Contact Us; nothing until the operator names one.
 */
export function GrievanceOfficerNotice({ className }: { className?: string }) {
  const officer = useQuery(publicSettingsQuery()).data?.grievance_officer;
  if (!officer) return null;
  const link = 'font-medium underline underline-offset-2 hover:text-slate-900';
  return (
    <p className={cn('break-words', className)}>
      <TextWithData id="layout.grievance.officer" data={{ name: officer.name }} />
      {officer.phone && (
        <>
          {' · '}
          <a href={`tel:+91${officer.phone}`} translate="no" className={link}>
            +91 {officer.phone}
          </a>
        </>
      )}
      {officer.email && (
        <>
          {' · '}
          <a href={`mailto:${officer.email}`} translate="no" className={cn(link, 'break-all')}>
            {officer.email}
          </a>
        </>
      )}
    </p>
  );
}
