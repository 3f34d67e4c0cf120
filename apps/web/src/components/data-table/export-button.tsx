import { Download } from 'lucide-react';
import { useT } from '../../lib/i18n/language-provider';
import { Spinner } from '../ui/spinner';
import { Button } from '../ui/button';

/** 'Export', and 'Exporting...' (disabled) while the file is being made (docs/product/lists.md, Exports). */
export function ExportButton({ pending, onExport }: { pending: boolean; onExport(): void }) {
  const t = useT();
  return (
    <Button variant="secondary" disabled={pending} onClick={onExport}>
      {pending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
      {t(pending ? 'table.exporting' : 'table.export')}
    </Button>
  );
}
