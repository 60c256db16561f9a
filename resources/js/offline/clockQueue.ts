import { route } from '@/lib/route';
import { activeLocale, translate } from '@/lib/i18n';
import { formatFor } from '@/lib/localeFormat';
import { showSuccess } from '@/lib/dialogs';
import { newIdempotencyKey } from '@/Components/pos/ticket';
import { enqueue, isOffline } from './queue';

/**
 * Confirm Account while the station is offline: the clock in or
 * out is queued with the credentials typed and the moment of the tap, and
 * sent to employees.clock_offline when the network is back, where the
 * credentials are checked as Confirm Account checks them. The credentials
 * stay in this browser's IndexedDB only until that send.
 * Answers true when it queued (the caller closes the dialog), false online.
 */
export async function queueClockIfOffline(
  mode: 'in' | 'out',
  credentials: { card_swipe_id: string } | { user_id: string; password: string },
  amounts: { tip_amount: number; bonus_tip: number; cash_out: number },
  zone: string | null,
): Promise<boolean> {
  if (!isOffline()) return false;
  const key = newIdempotencyKey();
  const recordedAt = new Date().toISOString();
  const who =
    'user_id' in credentials
      ? translate('shell.offline.userId', { id: credentials.user_id })
      : translate('shell.offline.swipeId');
  await enqueue({
    key,
    kind: mode === 'in' ? 'clock_in' : 'clock_out',
    url: route('employees.clock_offline'),
    body: {
      user_id: '',
      password: '',
      card_swipe_id: '',
      ...credentials,
      ...(mode === 'out' ? amounts : {}),
      idempotency_key: key,
      kind: mode === 'in' ? 'clock_in' : 'clock_out',
      recorded_at: recordedAt,
    },
    recordedAt,
    summary: translate(mode === 'in' ? 'shell.offline.clockIn' : 'shell.offline.clockOut', { who }),
  });
  void showSuccess(
    translate(mode === 'in' ? 'shell.offline.clockInSaved' : 'shell.offline.clockOutSaved', {
      time: formatFor(activeLocale()).time(recordedAt, zone),
    }),
  );
  return true;
}
