import Swal, { type SweetAlertResult } from 'sweetalert2';
import 'sweetalert2/dist/sweetalert2.min.css';

/** Success and default error dialogs close themselves after 5000 ms (spec §8, §9). */
export const DIALOG_TIMER_MS = 5000;

/** An error dialog: titled "Error!" unless told otherwise, with an OK button. */
export function showError(text: string, title = 'Error!'): Promise<SweetAlertResult> {
  return Swal.fire({
    icon: 'error',
    title,
    text,
    confirmButtonText: 'OK',
    timer: DIALOG_TIMER_MS,
    timerProgressBar: true,
  });
}

/** A success dialog: titled "Success!" unless told otherwise. */
export function showSuccess(text: string, title = 'Success!'): Promise<SweetAlertResult> {
  return Swal.fire({
    icon: 'success',
    title,
    text,
    confirmButtonText: 'OK',
    timer: DIALOG_TIMER_MS,
    timerProgressBar: true,
  });
}
