import { formatCurrency, formatLongDate } from '@/lib/format';

export const money = (cents: number) => formatCurrency(cents);
/** A deduction shown with a true minus sign. */
export const signed = (cents: number) => (cents < 0 ? `−${formatCurrency(-cents)}` : formatCurrency(cents));
export const periodLabel = (start: string, end: string) => `${formatLongDate(start, 'short')} – ${formatLongDate(end, 'short')}`;
export const hours = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
export const STATE_LABEL: Record<string, string> = { open: 'Open', finalised: 'Finalised', not_started: 'Not started', range: 'Date range' };
