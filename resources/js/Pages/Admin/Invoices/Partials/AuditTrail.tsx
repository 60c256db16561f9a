import type { InvoiceAudit } from '@common/pages/Admin/Invoices/Partials/AuditTrail';
export type { InvoiceAudit } from '@common/pages/Admin/Invoices/Partials/AuditTrail';

const TITLES = { tip: 'Tip changed', technician: 'Technician changed', tender: 'Payment corrected', void: 'Voided' };

/** Every change after payment: who, when, why, and each value before → after. */
export default function AuditTrail({ audits }: { audits: InvoiceAudit[] }) {
  return (
    <section id="audits" data-test="audit-trail" aria-labelledby="audits-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id="audits-title" className="mb-3 text-lg font-semibold text-gray-900">Audit trail</h2>
      {audits.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing has changed since this ticket was paid.</p>
      ) : (
        <ol className="space-y-4">
          {audits.map((a) => (
            <li key={a.id} data-test={`audit-${a.id}`} className="border-l-2 border-gray-200 pl-3">
              <p className="text-sm text-gray-600"><span className="font-medium text-gray-900">{TITLES[a.action]}</span> by {a.by} · {a.at}</p>
              <p className="text-sm text-gray-800">Reason: {a.reason}</p>
              <ul className="mt-1 text-sm text-gray-700">
                {a.changes.map((c) => (
                  <li key={c.field}>{c.field}: <span className="text-gray-600 line-through decoration-gray-400">{c.before}</span> → <span className="font-medium">{c.after}</span></li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
