import { Head, router, usePage } from '@inertiajs/react';
import { useState, type ChangeEvent } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import PageHeader from '@/Components/ui/PageHeader';
import { translateMessage, useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { Column_, Row } from '@common/pages/Admin/Customers/Import';

const LABELS: Record<Column_, string> = {
  name: 'ui.name',
  phone: 'ui.phone',
  email: 'ui.email',
  birthday: 'customers.birthday',
  notes: 'ui.notes',
  tags: 'customers.tags',
  sms_consent: 'customers.import.col.smsConsent',
};

const columnsFor = (t: Translate): Column<Row>[] => [
  {
    key: 'line',
    header: t('customers.import.line'),
    primary: true,
    className: 'tabular-nums',
    render: (r) => (
      <>
        {t('customers.import.lineN', { line: r.line })}{' '}
        {Object.keys(r.errors).length ? (
          <Badge tone="danger">{t('customers.import.error')}</Badge>
        ) : (
          <Badge tone="primary">{t('common.ok')}</Badge>
        )}
      </>
    ),
  },
  { key: 'name', header: t('ui.name'), render: (r) => r.name || '—' },
  {
    key: 'phone',
    header: t('ui.phone'),
    className: 'whitespace-nowrap',
    render: (r) => r.phone || '—',
  },
  {
    key: 'details',
    header: t('customers.import.details'),
    render: (r) =>
      [
        r.email,
        r.birthday,
        r.tags,
        r.sms_consent && t('customers.import.sms', { value: r.sms_consent }),
      ]
        .filter(Boolean)
        .join(' · ') || '—',
  },
  {
    key: 'errors',
    header: t('customers.import.problems'),
    wide: true,
    render: (r) =>
      Object.keys(r.errors).length === 0 ? (
        '—'
      ) : (
        <ul className="space-y-0.5 text-danger-700" data-test="row-errors">
          {Object.entries(r.errors).map(([c, m]) => (
            <li key={c}>
              <span className="font-medium">
                {LABELS[c as Column_] ? t(LABELS[c as Column_]) : c}:
              </span>{' '}
              {translateMessage(m ?? '')}
            </li>
          ))}
        </ul>
      ),
  },
];

/** customers.import: choose a CSV file, see every row with its problems, then import all of it or nothing. */
export default function Import({
  columns: fileColumns,
  max_rows,
  max_kb,
  preview,
}: PageProps<'Admin/Customers/Import'>) {
  const { t } = useT();
  const errors = usePage().props.errors as Record<string, string>;
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > max_kb * 1000)
      return setReadError(t('customers.import.tooLarge', { kb: max_kb }));
    setReadError(null);
    const csv = await file.text();
    router.post(
      route('customers.import.preview'),
      { file_name: file.name, csv },
      { onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  };
  const confirm = () =>
    router.post(
      route('customers.import.confirm'),
      { token: preview!.token },
      { onStart: () => setBusy(true), onFinish: () => setBusy(false) },
    );
  const cancel = () => router.delete(route('customers.import.cancel'));
  const fileError = readError ?? (errors.csv ? translateMessage(errors.csv) : null);

  return (
    <>
      <Head title={t('customers.import.headTitle')} />
      <PageHeader
        title={t('customers.import.title')}
        back={{ href: route('customers.index'), label: t('customers.title') }}
        description={t('customers.import.description')}
      />
      <div className="grid max-w-6xl gap-6">
        <section
          className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
          aria-labelledby="file-title"
        >
          <h2 id="file-title" className="text-lg font-semibold text-gray-900">
            {preview
              ? t('customers.import.file', { name: preview.file_name })
              : t('customers.import.chooseCsv')}
          </h2>
          <p className="text-sm text-gray-700">
            {t('customers.import.columnsIntro')}{' '}
            <code className="break-all rounded bg-gray-100 px-1" data-test="import-columns">
              {fileColumns.join(',')}
            </code>
            . {t('customers.import.rules', { rows: max_rows, kb: max_kb })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <label
              className={buttonClass(
                { variant: preview ? 'secondary' : 'primary' },
                'relative cursor-pointer focus-within:ring-2 focus-within:ring-primary-500',
              )}
              data-test="import-choose"
            >
              {busy
                ? t('customers.import.reading')
                : preview
                  ? t('customers.import.chooseAnother')
                  : t('customers.import.choose')}
              {/* The input covers its button, so a tap anywhere on it opens the file picker (and it is a full-size target). */}
              <input
                type="file"
                name="csv"
                accept=".csv,text/csv"
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                data-test="import-file"
                disabled={busy}
                onChange={choose}
              />
            </label>
            {preview && (
              <Button variant="ghost" onClick={cancel} data-test="import-cancel">
                {t('customers.import.startOver')}
              </Button>
            )}
          </div>
          {fileError && (
            <p className="text-sm font-medium text-danger-700" data-test="error-csv" role="alert">
              {fileError}
            </p>
          )}
        </section>

        {preview && (
          <section aria-labelledby="preview-title" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id="preview-title" className="text-lg font-semibold text-gray-900">
                  {t('customers.import.preview')}
                </h2>
                <p className="text-sm text-gray-700" data-test="import-summary">
                  {preview.with_errors === 0
                    ? t('customers.import.summaryOk', { total: preview.total })
                    : t('customers.import.summaryErrors', {
                        total: preview.total,
                        errors: preview.with_errors,
                      })}
                  {preview.ignored.length > 0 && (
                    <> {t('customers.import.ignored', { columns: preview.ignored.join(', ') })}</>
                  )}
                </p>
              </div>
              <Button
                data-test="import-confirm"
                disabled={preview.with_errors > 0}
                busy={busy}
                busyLabel={t('customers.import.importing')}
                onClick={confirm}
              >
                {t('customers.import.confirm', { count: preview.total })}
              </Button>
            </div>
            <DataTable
              data-test="import-rows"
              label={t('customers.import.rowsLabel')}
              rowTest="import-row"
              columns={columnsFor(t)}
              rows={
                preview.with_errors > 0
                  ? [...preview.rows].sort(
                      (a, b) =>
                        Number(Object.keys(b.errors).length > 0) -
                          Number(Object.keys(a.errors).length > 0) || a.line - b.line,
                    )
                  : preview.rows
              }
              rowKey={(r) => r.line}
              empty={null}
            />
          </section>
        )}
      </div>
    </>
  );
}
