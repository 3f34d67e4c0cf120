/** Texts fixed word for word (docs/product/screens.md, Feedback; docs/product/accounts.md, Registration). */
export const MESSAGES = {
  serverError: 'Server Error, Please Try Later',
  networkError: 'Network Error',
  recordNotFound: 'Record Not Found',
  created: 'Created Successfull',
  updated: 'Updated Successfull',
  patched: 'Update Successfull',
  registered: 'Successfully Register',
  copied: 'Copied!',
  deleted: 'Deleted!',
  confirmTitle: 'Are you sure?',
  confirmText: "You won't be able to revert this!",
  confirmDelete: 'Yes, delete it!',
  confirmYes: 'Yes, Confirm',
  confirmCancel: 'No, cancel!',
  noData: 'No Data',
  loading: 'Loading...',
  processing: 'processing...',
  pageNotFound: 'Page not found',
  // Ours: the portal's own wording where no text is fixed.
  invalidCredentials: 'Invalid username or password',
  notSignedIn: 'Please log in to continue',
  sessionEnded: 'Your session has ended, please log in again',
  forbidden: 'You are not allowed to do this',
  notFound: 'Record Not Found',
  databaseUnavailable: 'Service is temporarily unavailable, please try again shortly',
  filesUnavailable: 'Videos and files cannot be reached right now, please try again shortly',
  crossOrigin: 'Request refused: it did not come from this portal',
  badHost: 'Request refused: the Host header is not a valid host name',
} as const;

export const TOAST_DURATION_MS = 1000;
export const LONG_TOAST_DURATION_MS = 3000;
export const COPIED_DURATION_MS = 1000;
