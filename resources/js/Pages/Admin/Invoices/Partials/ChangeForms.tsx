import { useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { CORRECTABLE, panel } from './ui';
import type { EditableInvoice, InvoiceLine, Technician } from '@common/pages/Admin/Invoices/types';

const options = { preserveScroll: true };

function Reason({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { t } = useT();
  return (
    <Field
      name="reason"
      id={id}
      label={t('invoices.reason')}
      error={error}
      help={t('invoices.reasonAudit')}
    >
      <Textarea
        name="reason"
        id={id}
        data-test={id}
        rows={2}
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** The tip and its split: by the ticket's rule, or by hand; the difference is paid by (or given back from) one tender. */
export function TipForm({
  invoice,
  lines,
  tips,
}: {
  invoice: EditableInvoice;
  lines: InvoiceLine[];
  tips: { technician_id: number; cents: number }[];
}) {
  // The technicians of the ticket's services: the tip can only go to them.
  const { t } = useT();
  const onTicket = [
    ...new Map(
      lines.flatMap((l) =>
        l.kind === 'service' && l.technician_id !== null
          ? ([[l.technician_id, l.technician ?? '']] as const)
          : [],
      ),
    ).entries(),
  ].map(([technician_id, name]) => ({ technician_id, name }));
  const form = useForm({
    change: 'tip',
    tip_amount: invoice.tip_cents,
    byHand: false,
    shares: onTicket.map((t) => ({
      technician_id: t.technician_id,
      cents: tips.find((x) => x.technician_id === t.technician_id)?.cents ?? 0,
    })),
    tender: invoice.credit_card_amount > 0 ? 'credit_card' : 'cash',
    reason: '',
  });
  const { data, errors, setData } = form;
  const submit = () => {
    form.transform((d) => ({
      change: d.change,
      tip_amount: d.tip_amount,
      tender: d.tender,
      reason: d.reason,
      shares: d.byHand ? d.shares : [],
    }));
    form.put(route('invoices.update', { invoice: invoice.id }), {
      ...options,
      errorBag: 'tip',
      onSuccess: () => setData('reason', ''),
    });
  };
  return (
    <Form onSubmit={submit} errors={errors} data-test="tip-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">{t('ui.tip')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="tip_amount" label={t('invoices.tip.amount')} error={errors.tip_amount}>
          <AmountInput
            name="tip_amount"
            data-test="tip_amount"
            value={data.tip_amount}
            onChange={(v) => setData('tip_amount', v)}
          />
        </Field>
        <Field
          name="tender"
          id="tip-tender"
          label={t('invoices.tip.differenceBy')}
          error={errors.tender}
        >
          <Select
            name="tender"
            id="tip-tender"
            data-test="tip-tender"
            value={data.tender}
            onChange={(e) => setData('tender', e.target.value)}
          >
            {CORRECTABLE.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.key)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {onTicket.length > 1 && (
        <Checkbox
          name="by_hand"
          label={t('invoices.tip.byHand')}
          checked={data.byHand}
          onChange={(e) => setData('byHand', e.target.checked)}
        />
      )}
      {data.byHand && (
        <div className="grid gap-4 sm:grid-cols-2">
          {data.shares.map((s, i) => (
            <Field
              key={s.technician_id}
              name={`shares.${i}.cents`}
              id={`share-${s.technician_id}`}
              label={
                onTicket.find((x) => x.technician_id === s.technician_id)?.name ??
                t('ui.technician')
              }
            >
              <AmountInput
                name={`share-${s.technician_id}`}
                id={`share-${s.technician_id}`}
                value={s.cents}
                onChange={(v) =>
                  setData(
                    'shares',
                    data.shares.map((x, j) => (j === i ? { ...x, cents: v } : x)),
                  )
                }
              />
            </Field>
          ))}
          {errors.shares && (
            <p
              data-test="error-shares"
              className="text-sm font-medium text-danger-700 sm:col-span-2"
            >
              {errors.shares}
            </p>
          )}
        </div>
      )}
      <Reason
        id="tip-reason"
        value={data.reason}
        error={errors.reason}
        onChange={(v) => setData('reason', v)}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          data-test="tip-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('invoices.tip.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Moves a service line to the technician who really did it. */
export function TechnicianForm({
  invoice,
  lines,
  technicians,
}: {
  invoice: EditableInvoice;
  lines: InvoiceLine[];
  technicians: Technician[];
}) {
  const { t } = useT();
  const services = lines.filter((l) => l.kind === 'service');
  const form = useForm({
    change: 'technician',
    line_id: services[0]?.id ?? 0,
    technician_id: services[0]?.technician_id ?? 0,
    reason: '',
  });
  const { data, errors, setData } = form;
  if (services.length === 0) return null;
  const submit = () =>
    form.put(route('invoices.update', { invoice: invoice.id }), {
      ...options,
      errorBag: 'technician',
      onSuccess: () => setData('reason', ''),
    });
  return (
    <Form onSubmit={submit} errors={errors} data-test="technician-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">{t('invoices.technician.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="line_id" label={t('ui.service')} error={errors.line_id}>
          <Select
            name="line_id"
            data-test="line_id"
            value={data.line_id}
            onChange={(e) => setData('line_id', Number(e.target.value))}
          >
            {services.map((l) => (
              <option key={l.id} value={l.id}>
                {l.technician
                  ? t('invoices.technician.line', { name: l.name, technician: l.technician })
                  : t('invoices.technician.lineNone', { name: l.name })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="technician_id"
          label={t('invoices.technician.doneBy')}
          error={errors.technician_id}
        >
          <Select
            name="technician_id"
            data-test="technician_id"
            value={data.technician_id}
            onChange={(e) => setData('technician_id', Number(e.target.value))}
          >
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Reason
        id="technician-reason"
        value={data.reason}
        error={errors.reason}
        onChange={(v) => setData('reason', v)}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          data-test="technician-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('invoices.technician.save')}
        </Button>
      </div>
    </Form>
  );
}

/** A payment recorded as the wrong tender (cash rung up as card …): the total stays the same. */
export function TenderForm({ invoice }: { invoice: EditableInvoice }) {
  const { t } = useT();
  const format = useFormat();
  const from = CORRECTABLE.find((c) => invoice[`${c.value}_amount`] > 0)?.value ?? 'cash';
  const form = useForm({
    change: 'tender',
    from,
    to: from === 'cash' ? 'credit_card' : 'cash',
    amount: invoice[`${from}_amount`],
    card_last4: '',
    reason: '',
  });
  const { data, errors, setData } = form;
  const submit = () =>
    form.put(route('invoices.update', { invoice: invoice.id }), {
      ...options,
      errorBag: 'tender',
      onSuccess: () => setData('reason', ''),
    });
  return (
    <Form onSubmit={submit} errors={errors} data-test="tender-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">{t('invoices.tender.title')}</h2>
      <p className="text-sm text-gray-600">
        {t('invoices.tender.recorded', {
          list: CORRECTABLE.map(
            (c) => `${t(c.key)} ${format.money(invoice[`${c.value}_amount`])}`,
          ).join(' · '),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="from" label={t('invoices.tender.from')} error={errors.from}>
          <Select
            name="from"
            data-test="from"
            value={data.from}
            onChange={(e) => setData('from', e.target.value as typeof from)}
          >
            {CORRECTABLE.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.key)}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="to" label={t('invoices.tender.to')} error={errors.to}>
          <Select
            name="to"
            data-test="to"
            value={data.to}
            onChange={(e) => setData('to', e.target.value as typeof from)}
          >
            {CORRECTABLE.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.key)}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="amount" id="tender-amount" label={t('ui.amount')} error={errors.amount}>
          <AmountInput
            name="amount"
            id="tender-amount"
            data-test="tender-amount"
            value={data.amount}
            onChange={(v) => setData('amount', v)}
          />
        </Field>
      </div>
      {data.to === 'credit_card' && (
        <Field name="card_last4" label={t('invoices.tender.last4')} error={errors.card_last4}>
          <TextInput
            name="card_last4"
            data-test="card_last4"
            inputMode="numeric"
            maxLength={4}
            className="max-w-32"
            value={data.card_last4}
            onChange={(e) => setData('card_last4', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      )}
      <Reason
        id="tender-reason"
        value={data.reason}
        error={errors.reason}
        onChange={(v) => setData('reason', v)}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          data-test="tender-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('invoices.tender.save')}
        </Button>
      </div>
    </Form>
  );
}
