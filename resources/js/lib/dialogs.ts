/**
 * The Success! and Error! dialogs (docs/requirements.md §8). SweetAlert2 is most of a page's
 * script weight, so it is fetched the first time a dialog opens, not with the
 * page. Its colours come from app.css (.swal2-container): confirm = primary.
 */
import type { SweetAlertResult } from 'sweetalert2';
import { translate, translateMessage } from './i18n';

/** Success and default error dialogs close themselves after 5000 ms (docs/requirements.md §8, §9). */
export const DIALOG_TIMER_MS = 5000;

const loadSwal = () => import('./swal').then((m) => m.default);

/** Fetch SweetAlert ahead of time (e.g. when a dialog that may end in one opens). */
export function preloadDialogs(): void {
  void loadSwal();
}

async function fire(
  icon: 'success' | 'error',
  title: string,
  text: string,
): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  return Swal.fire({
    icon,
    title,
    // A message the server or a shared rule says in the spec's English reads in the page's language.
    text: translateMessage(text),
    confirmButtonText: translate('common.ok'),
    timer: DIALOG_TIMER_MS,
    timerProgressBar: true,
  });
}

/** An error dialog: titled "Error!" (in the page's language) unless told otherwise, with an OK button. */
export function showError(
  text: string,
  title = translate('common.errorTitle'),
): Promise<SweetAlertResult> {
  return fire('error', title, text);
}

/** A success dialog: titled "Success!" (in the page's language) unless told otherwise. */
export function showSuccess(
  text: string,
  title = translate('common.successTitle'),
): Promise<SweetAlertResult> {
  return fire('success', title, text);
}
