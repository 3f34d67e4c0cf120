import { PATHS, USER_NAV } from '../../support/constants';
import { registerUserViaApi } from '../../support/fixtures';
import { describeShell } from '../../support/shell';

describeShell({
  role: 'user',
  // A user of each test's own: Logout ends only that user's session.
  account: (request) => registerUserViaApi(request),
  nav: USER_NAV,
  dashboard: PATHS.userDashboard,
  profile: PATHS.userProfile,
  badge: 'UP',
  // "a user visiting /portal/admin/users lands on the user dashboard"
  otherAreaPath: PATHS.adminUsers,
});
