import { say, type Said } from './said';
/** The exact texts of docs/requirements.md §8, shown by the browser and sent by the server: one copy. */
export const MESSAGES = {
  employeeNotFound: say('errors.employeeNotFound'),
  missingCredentials: say('errors.missingCredentials'),
  clockInFailed: say('errors.clockInFailed'),
  notClockedIn: say('errors.notClockedIn'),
  errorTitle: 'Error!',
  successTitle: 'Success!',
  invalidDate: 'Invalid Date',
} as const;

/** docs/requirements.md §8, §9: success and default error dialogs close after this long. */
export const DIALOG_TIMER_MS = 5000;

export const throttleMessage = (seconds: number): Said => say('errors.throttle', { seconds });
