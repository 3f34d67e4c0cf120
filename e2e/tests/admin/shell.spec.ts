import { ADMIN_NAV, PATHS } from '../../support/constants';
import { ROOT } from '../../support/fixtures';
import { describeShell } from '../../support/shell';

// The super admin is "same as admin in the menu, routes, title, badge and profile route" (§6).
describeShell({
  role: 'admin',
  account: async () => ROOT,
  nav: ADMIN_NAV,
  dashboard: PATHS.adminDashboard,
  profile: PATHS.adminProfile,
  badge: 'AP',
  otherAreaPath: PATHS.userDashboard,
});
