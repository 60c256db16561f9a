/** What the invoice edit page's forms share: the tenders a correction may choose, the panel around each form. */
export const CORRECTABLE: { value: 'cash' | 'credit_card' | 'check'; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'check', label: 'Check' },
];

export const panel = 'space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
