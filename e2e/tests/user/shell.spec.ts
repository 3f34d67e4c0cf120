import { DEMO, DEMO_PASSWORD, PATHS, USER_NAV } from '../../support/constants';
import { describeShell } from '../../support/shell';

describeShell({
  role: 'user',
  username: DEMO.aarav11,
  password: DEMO_PASSWORD,
  nav: USER_NAV,
  dashboard: PATHS.userDashboard,
  profile: PATHS.userProfile,
  badge: 'UP',
  // "a user visiting /portal/admin/users lands on the user dashboard"
  otherAreaPath: PATHS.adminUsers,
});
