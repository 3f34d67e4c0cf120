// The compiled server reads its SQL migrations from apps/api/migrations; nothing to copy, but
// fail the build early if the folder is missing so a broken checkout never starts half-migrated.
import { existsSync } from 'node:fs';
if (!existsSync(new URL('../migrations', import.meta.url))) {
  console.error('apps/api/migrations is missing');
  process.exit(1);
}
