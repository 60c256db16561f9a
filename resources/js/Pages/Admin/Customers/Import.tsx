import { Head, router, usePage } from '@inertiajs/react';
import { useState, type ChangeEvent } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Column_, Row } from '@common/pages/Admin/Customers/Import';

const LABELS: Record<Column_, string> = { name: 'Name', phone: 'Phone', email: 'Email', birthday: 'Birthday', notes: 'Notes', tags: 'Tags', sms_consent: 'SMS consent' };

const columns: Column<Row>[] = [
  { key: 'line', header: 'Line', primary: true, className: 'tabular-nums', render: (r) => <>Line {r.line} {Object.keys(r.errors).length ? <Badge tone="danger">Error</Badge> : <Badge tone="primary">OK</Badge>}</> },
  { key: 'name', header: 'Name', render: (r) => r.name || '—' },
  { key: 'phone', header: 'Phone', className: 'whitespace-nowrap', render: (r) => r.phone || '—' },
  { key: 'details', header: 'Email · birthday · tags', render: (r) => [r.email, r.birthday, r.tags, r.sms_consent && `SMS: ${r.sms_consent}`].filter(Boolean).join(' · ') || '—' },
  {
    key: 'errors', header: 'Problems', wide: true,
    render: (r) => (Object.keys(r.errors).length === 0 ? '—' : (
      <ul className="space-y-0.5 text-danger-700" data-test="row-errors">
        {Object.entries(r.errors).map(([c, m]) => <li key={c}><span className="font-medium">{LABELS[c as Column_]}:</span> {m}</li>)}
      </ul>
    )),
  },
];

/** customers.import: choose a CSV file, see every row with its problems, then import all of it or nothing. */
export default function Import({ columns: fileColumns, max_rows, max_kb, preview }: PageProps<'Admin/Customers/Import'>) {
  const errors = usePage().props.errors as Record<string, string>;
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > max_kb * 1000) return setReadError(`The file is too large: at most ${max_kb} KB at once. Split it into smaller files.`);
    setReadError(null);
    const csv = await file.text();
    router.post(route('customers.import.preview'), { file_name: file.name, csv }, { onStart: () => setBusy(true), onFinish: () => setBusy(false) });
  };
  const confirm = () => router.post(route('customers.import.confirm'), { token: preview!.token }, { onStart: () => setBusy(true), onFinish: () => setBusy(false) });
  const cancel = () => router.delete(route('customers.import.cancel'));
  const fileError = readError ?? errors.csv ?? null;

  return (
    <>
      <Head title="Import Customers" />
      <PageHeader title="Import customers" back={{ href: route('customers.index'), label: 'Customers' }}
        description="Nothing is saved until you press Import, and then every row is saved or none is." />
      <div className="grid max-w-6xl gap-6">
        <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6" aria-labelledby="file-title">
          <h2 id="file-title" className="text-lg font-semibold text-gray-900">{preview ? `File: ${preview.file_name}` : 'Choose a CSV file'}</h2>
          <p className="text-sm text-gray-700">
            The first line names the columns: <code className="break-all rounded bg-gray-100 px-1" data-test="import-columns">{fileColumns.join(',')}</code>. Name and phone are required;
            birthday is MM-DD; tags are separated by semicolons; SMS consent is yes or no (consent is recorded only for yes). Up to {max_rows} customers and {max_kb} KB per file.
            An exported file can be imported as it is.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <label className={buttonClass({ variant: preview ? 'secondary' : 'primary' }, 'relative cursor-pointer focus-within:ring-2 focus-within:ring-primary-500')} data-test="import-choose">
              {busy ? 'Reading...' : preview ? 'Choose another file' : 'Choose file'}
              {/* The input covers its button, so a tap anywhere on it opens the file picker (and it is a full-size target). */}
              <input type="file" name="csv" accept=".csv,text/csv" className="absolute inset-0 h-full w-full cursor-pointer opacity-0" data-test="import-file" disabled={busy} onChange={choose} />
            </label>
            {preview && <Button variant="ghost" onClick={cancel} data-test="import-cancel">Start over</Button>}
          </div>
          {fileError && <p className="text-sm font-medium text-danger-700" data-test="error-csv" role="alert">{fileError}</p>}
        </section>

        {preview && (
          <section aria-labelledby="preview-title" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 id="preview-title" className="text-lg font-semibold text-gray-900">Preview</h2>
                <p className="text-sm text-gray-700" data-test="import-summary">
                  {preview.total} row{preview.total === 1 ? '' : 's'}; {preview.with_errors === 0 ? 'all can be imported.' : `${preview.with_errors} with errors. Fix them in the file and choose it again: nothing is imported while any row is wrong.`}
                  {preview.ignored.length > 0 && ` Columns not used: ${preview.ignored.join(', ')}.`}
                </p>
              </div>
              <Button data-test="import-confirm" disabled={preview.with_errors > 0} busy={busy} busyLabel="Importing..." onClick={confirm}>
                Import {preview.total} customer{preview.total === 1 ? '' : 's'}
              </Button>
            </div>
            <DataTable data-test="import-rows" label="Rows of the file" rowTest="import-row" columns={columns}
              rows={preview.with_errors > 0 ? [...preview.rows].sort((a, b) => Number(Object.keys(b.errors).length > 0) - Number(Object.keys(a.errors).length > 0) || a.line - b.line) : preview.rows}
              rowKey={(r) => r.line} empty={null} />
          </section>
        )}
      </div>
    </>
  );
}
