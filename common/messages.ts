/** The exact texts of docs/requirements.md §8, shown by the browser and sent by the server: one copy. */
export const MESSAGES = {
  employeeNotFound: 'Employee not found. Please check your credentials.',
  missingCredentials: 'Please enter either both User ID & Password or Card Swipe ID.',
  clockInFailed: 'Clock-in failed',
  notClockedIn: 'Unable to clock out. Please clock in first.',
  errorTitle: 'Error!',
  successTitle: 'Success!',
  invalidDate: 'Invalid Date',
} as const;

/** docs/requirements.md §8, §9: success and default error dialogs close after this long. */
export const DIALOG_TIMER_MS = 5000;

export const throttleMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${seconds} seconds.`;
