import { ADMIN_NAV, PATHS } from '../../support/constants';
import { ROOT } from '../../support/fixtures';
import { describeShell } from '../../support/shell';

// The super admin sees the same menus, routes, header title, badge and profile route as an admin
// (docs/product/roles.md), plus Audit Log, theirs alone (e2e/tests/audit-log.spec.ts).
describeShell({
  role: 'admin',
  account: async () => ROOT,
  nav: ADMIN_NAV,
  dashboard: PATHS.adminDashboard,
  profile: PATHS.adminProfile,
  badge: 'AP',
  otherAreaPath: PATHS.userDashboard,
});
