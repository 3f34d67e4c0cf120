/** E2E_PORT lets two browser runs on one machine use different ports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ROOT_USERNAME = 'e2e_root';
export const ROOT_PASSWORD = 'E2eRoot@123';

/**
 * The super admin's sidebar, whom the shell tests sign in as: labels and paths, word for word and
 * in order (docs/product/screens.md, Routes). An admin's lacks the last entry, Audit Log.
 */
export const ADMIN_NAV = [
  { label: 'Dashboard', path: '/portal/admin/dashboard' },
  { label: 'Daily Videos', path: '/portal/admin/daily-videos' },
  { label: 'Training Videos', path: '/portal/admin/training-videos' },
  { label: 'Promotion Videos', path: '/portal/admin/promotion-videos' },
  { label: 'YouTube Channels', path: '/portal/admin/youtube-channels' },
  { label: 'User Management', path: '/portal/admin/users' },
  { label: 'Withdraw Request', path: '/portal/admin/withdraw-request' },
  { label: 'TDS Register', path: '/portal/admin/tds-register' },
  { label: 'Pin Requests', path: '/portal/admin/pin-requests' },
  { label: 'Promotion Settings', path: '/portal/admin/referral-settings' },
  { label: 'Audit Log', path: '/portal/admin/audit-log' },
] as const;

/** The user sidebar (docs/product/screens.md, Routes). */
export const USER_NAV = [
  { label: 'Dashboard', path: '/portal/user/dashboard' },
  { label: 'Daily Videos', path: '/portal/user/daily-video-watch' },
  { label: 'Training Videos', path: '/portal/user/training-program' },
  { label: 'Promotion Videos', path: '/portal/user/promotion-videos' },
  { label: 'YouTube Channels', path: '/portal/user/youtube-channels' },
  { label: 'My Promoters', path: '/portal/user/referrals' },
  { label: 'My Pins', path: '/portal/user/pin-requests' },
  { label: 'Earnings History', path: '/portal/user/earnings-history' },
  { label: 'Withdraw Requests', path: '/portal/user/withdraw-requests' },
  { label: 'Scratch Card', path: '/portal/user/scratch-card' },
  { label: 'Contact Us', path: '/portal/user/contact-us' },
] as const;

export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  whatPromotersEarn: '/what-promoters-earn',
  adminDashboard: '/portal/admin/dashboard',
  adminUsers: '/portal/admin/users',
  adminProfile: '/portal/admin/profile-settings',
  userDashboard: '/portal/user/dashboard',
  userProfile: '/portal/user/profile-settings',
} as const;

/** The header title for a path (docs/product/screens.md, Portal shell). */
export function expectedHeaderTitle(path: string, role: 'admin' | 'user'): string {
  if (path.includes('/dashboard')) return 'Dashboard';
  if (path.includes('/daily')) return 'Purchase Orders';
  return role === 'admin' ? 'Admin Panel' : 'User Panel';
}

/** A user without a promoter level yet (docs/decisions/005-trainee-and-level-filter.md). */
export const TRAINEE_LABEL = 'Trainee';

/** Promoter level labels (docs/product/screens.md, Labels). */
export const PROMOTER_LEVEL_LABELS: Record<number, string> = {
  0: 'Promoter',
  1: 'Promoter Level 1',
  2: 'Promoter Level 2',
  3: 'Promoter Level 3',
  4: 'Promoter Level 4',
};

/** Fixed texts, word for word (docs/product/accounts.md, Registration; docs/product/screens.md, Feedback). */
export const MSG = {
  required: {
    first_name: 'First Name is required*',
    last_name: 'Last Name is required*',
    dob: 'Date of Birth is required*',
    mobile: 'Mobile number is required*',
    nationality: 'Nationality is required*',
    state: 'State is required*',
    city: 'City is required*',
    language: 'Language is required*',
    district: 'District is required*',
    pin_code: 'Pin Code is required*',
    username: 'Username is required*',
    password: 'Password is required*',
    password_confirmation: 'Password confirmation is required*',
  },
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  pinCodeInvalid: 'Enter a valid 6-digit Pin Code',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  processing: 'processing...',
  registered: 'Successfully Register',
  created: 'Created Successfull',
  updated: 'Updated Successfull',
  patched: 'Update Successfull',
  copied: 'Copied!',
  confirmTitle: 'Are you sure?',
  confirmYes: 'Yes, Confirm',
  confirmCancel: 'No, cancel!',
  // The server's own wording (docs/product/accounts.md; no text is fixed for these).
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'This username is already taken',
  referralCodeInvalid: 'This promoter code is not valid',
} as const;

export const LANGUAGES = ['Hindi', 'Kannada', 'Malayalam', 'Tamil', 'Telugu', 'English'] as const;
