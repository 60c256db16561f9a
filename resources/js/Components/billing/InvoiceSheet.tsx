import type { InvoiceSheet as Sheet, Seller } from '@common/pages/Admin/UserInvoices/Show';

const STAMP: Record<string, string> = { draft: 'DRAFT', open: 'OPEN', paid: 'PAID', void: 'VOID', uncollectible: 'UNCOLLECTIBLE' };
const STAMP_TONE: Record<string, string> = { paid: 'border-primary-600 text-primary-700', void: 'border-gray-500 text-gray-600', uncollectible: 'border-danger-600 text-danger-700', open: 'border-gray-400 text-gray-600', draft: 'border-gray-400 text-gray-500' };

// Print only the invoice sheet, on A4 or Letter alike (the printer's paper; margins fit both).
export const PRINT_CSS = `@page { margin: 14mm; }
@media print { html, body { background: #fff !important; } aside, nav { display: none !important; } body * { visibility: hidden !important; } [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none !important; border: 0 !important; } }`;

/** The printable sheet of one subscription invoice (the super admin's Invoice page and the owner's Billing page): seller, bill-to snapshot, lines, totals, status stamp. */
export default function InvoiceSheet({ invoice: i, seller }: { invoice: Sheet; seller: Seller }) {
  return (
    <article data-print-area data-test="invoice-sheet" className="relative mx-auto max-w-3xl overflow-hidden rounded-xl bg-white p-6 text-gray-900 shadow-sm ring-1 ring-gray-200 sm:p-10">
      <div className={`absolute right-4 top-6 rotate-12 rounded-md border-4 px-3 py-1 text-xl font-black tracking-widest sm:right-10 sm:text-2xl ${STAMP_TONE[i.status] ?? ''}`} data-test="invoice-stamp">{STAMP[i.status] ?? i.status}</div>
      <header className="flex flex-wrap justify-between gap-6 pr-28">
        <div>
          <p className="text-2xl font-bold">{seller.name}</p>
          <p className="mt-1 max-w-xs text-sm text-gray-600">{seller.address}</p>
          <p className="text-sm text-gray-600">{seller.email}</p>
        </div>
      </header>
      <section className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Bill to</p>
          <p className="mt-1 font-semibold">{i.bill_to.name}</p>
          {i.bill_to.address && <p className="text-sm text-gray-700">{i.bill_to.address}</p>}
          {i.bill_to.email && <p className="text-sm text-gray-700">{i.bill_to.email}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          <dt className="text-gray-500">Invoice</dt><dd className="font-semibold" data-test="invoice-number">{i.number ?? 'Draft'}</dd>
          <dt className="text-gray-500">Issued</dt><dd>{i.issued_on ?? '—'}</dd>
          <dt className="text-gray-500">Due</dt><dd className={i.overdue ? 'font-semibold text-danger-700' : ''}>{i.due_on}{i.overdue ? ' (overdue)' : ''}</dd>
          <dt className="text-gray-500">Period</dt><dd>{i.period}</dd>
        </dl>
      </section>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full text-sm" data-test="invoice-lines">
          <thead>
            <tr className="border-b-2 border-gray-300 text-left text-xs uppercase tracking-wide text-gray-500">
              <th className="py-2 pr-3">Description</th><th className="py-2 pr-3 text-right">Qty</th><th className="py-2 pr-3 text-right">Unit</th><th className="py-2 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {i.lines.map((l) => (
              <tr key={l.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pr-3">{l.description}{l.period && <span className="block text-xs text-gray-500">{l.period}</span>}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{l.quantity.toLocaleString('en-US')}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{l.unit}</td>
                <td className="py-2 text-right tabular-nums">{l.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 grid max-w-xs grid-cols-2 gap-y-1 text-sm" data-test="invoice-totals">
        <dt className="text-gray-600">Subtotal</dt><dd className="text-right tabular-nums">{i.subtotal}</dd>
        <dt className="font-semibold">Total</dt><dd className="text-right font-semibold tabular-nums">{i.total}</dd>
        <dt className="text-gray-600">Paid</dt><dd className="text-right tabular-nums">{i.paid}</dd>
        <dt className="border-t border-gray-300 pt-1 font-bold">Balance due</dt><dd className="border-t border-gray-300 pt-1 text-right font-bold tabular-nums" data-test="invoice-balance">{i.balance}</dd>
      </dl>
      {i.payments.length > 0 && (
        <section className="mt-6 text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Payments</p>
          <ul className="mt-1">{i.payments.map((p) => <li key={p.id}>{p.received_on}: {p.amount} by {p.method === 'check' ? 'check' : 'bank transfer'} ({p.reference})</li>)}</ul>
        </section>
      )}
      <p className="mt-8 text-sm text-gray-600">Pay by check or bank transfer, quoting the invoice number.</p>
    </article>
  );
}
