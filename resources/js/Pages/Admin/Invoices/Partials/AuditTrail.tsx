import type { InvoiceAudit } from '@common/pages/Admin/Invoices/Partials/AuditTrail';
export type { InvoiceAudit } from '@common/pages/Admin/Invoices/Partials/AuditTrail';
import { Emphasis } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';

const TITLES = {
  tip: 'invoices.audit.tip',
  technician: 'invoices.audit.technician',
  tender: 'invoices.audit.tender',
  void: 'invoices.audit.void',
};

/** Every change after payment: who, when, why, and each value before → after. */
export default function AuditTrail({ audits }: { audits: InvoiceAudit[] }) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <section
      id="audits"
      data-test="audit-trail"
      aria-labelledby="audits-title"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="audits-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('invoices.audit.title')}
      </h2>
      {audits.length === 0 ? (
        <p className="text-sm text-gray-600">{t('invoices.audit.empty')}</p>
      ) : (
        <ol className="space-y-4">
          {audits.map((a) => (
            <li key={a.id} data-test={`audit-${a.id}`} className="border-l-2 border-gray-200 pl-3">
              <p className="text-sm text-gray-600">
                <Emphasis
                  text={t('invoices.audit.by', {
                    action: t(TITLES[a.action]),
                    by: a.by,
                    at: format.dateTime(a.at),
                  })}
                  parts={[t(TITLES[a.action])]}
                  className="font-medium text-gray-900"
                />
              </p>
              <p className="text-sm text-gray-800">
                {t('invoices.audit.reason', { reason: a.reason })}
              </p>
              <ul className="mt-1 text-sm text-gray-700">
                {a.changes.map((c) => (
                  <li key={c.field}>
                    {c.field}:{' '}
                    <span className="text-gray-600 line-through decoration-gray-400">
                      {c.before}
                    </span>{' '}
                    → <span className="font-medium">{c.after}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
