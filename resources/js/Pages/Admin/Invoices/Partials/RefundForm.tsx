import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import { panel, type EditableInvoice, type InvoiceLine } from './types';

const PAYOUTS = [
  { value: 'cash', label: 'Cash' },
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'gift_card', label: 'Gift Card' },
  { value: 'check', label: 'Check' },
];

/** A refund of chosen lines (and tip) to one tender; the key makes a double tap record it once. */
export default function RefundForm({ invoice, lines, refundable }: { invoice: EditableInvoice; lines: InvoiceLine[]; refundable: { total_cents: number; tip_cents: number } }) {
  const confirm = useConfirm();
  const open = lines.filter((l) => l.kind !== 'giftcard' && l.refundable_cents > 0);
  const [key, setKey] = useState(() => `refund-${invoice.id}-${Date.now()}-${Math.floor(Math.random() * 10000)}`);
  const form = useForm({ chosen: [] as number[], tip_amount: 0, type: invoice.tenders.credit_card > 0 ? 'credit_card' : 'cash', gift_card_code: '', reason: '' });
  const { data, errors, setData } = form;
  if (open.length === 0 || refundable.total_cents === 0) return null;
  const linesTotal = open.filter((l) => data.chosen.includes(l.id)).reduce((a, l) => a + l.refundable_cents + l.refundable_tax_cents, 0);
  const total = linesTotal + data.tip_amount;
  const submit = async () => {
    if (!(await confirm({ title: 'Record this refund?', message: `${formatCurrency(total)} back by ${PAYOUTS.find((p) => p.value === data.type)?.label}.`, actionLabel: 'Refund' }))) return;
    form.transform((d) => ({
      idempotency_key: key, reason: d.reason, tip_amount: d.tip_amount,
      lines: d.chosen.map((id) => ({ line_id: id })),
      payouts: [{ type: d.type, amount: total, gift_card_code: d.type === 'gift_card' ? d.gift_card_code : '' }],
    }));
    form.post(route('invoices.refund', { invoice: invoice.id }), { preserveScroll: true, errorBag: 'refund', onSuccess: () => { form.reset(); setKey(`refund-${invoice.id}-${Date.now()}`); } });
  };
  const payoutError = errors['payouts' as keyof typeof errors] ?? errors['payouts.0.amount' as keyof typeof errors];
  return (
    <Form onSubmit={submit} errors={errors} data-test="refund-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">Refund</h2>
      <fieldset className="flex flex-col items-start gap-1">
        <legend className="text-sm font-medium text-gray-700">What to give back</legend>
        {open.map((l) => (
          <Checkbox key={l.id} name={`refund-line-${l.id}`} data-test={`refund-line-${l.id}`} checked={data.chosen.includes(l.id)}
            onChange={(e) => setData('chosen', e.target.checked ? [...data.chosen, l.id] : data.chosen.filter((x) => x !== l.id))}
            label={`${l.name} · ${formatCurrency(l.refundable_cents)}${l.refundable_tax_cents ? ` + ${formatCurrency(l.refundable_tax_cents)} tax` : ''}`} />
        ))}
        {errors['lines' as keyof typeof errors] && <p data-test="error-lines" className="text-sm font-medium text-danger-700">{errors['lines' as keyof typeof errors]}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {refundable.tip_cents > 0 && (
          <Field name="tip_amount" id="refund-tip" label={`Tip back (up to ${formatCurrency(refundable.tip_cents)})`} error={errors.tip_amount}>
            <AmountInput name="refund_tip" id="refund-tip" value={data.tip_amount} onChange={(v) => setData('tip_amount', v)} />
          </Field>
        )}
        <Field name="payouts" id="refund-type" label="Money goes back by" error={payoutError}>
          <Select name="type" id="refund-type" data-test="refund-type" value={data.type} onChange={(e) => setData('type', e.target.value)}>
            {PAYOUTS.map((p) => <option key={p.value} value={p.value}>{p.label}</option>)}
          </Select>
        </Field>
        {data.type === 'gift_card' && (
          <Field name="payouts.0.gift_card_code" id="refund-code" label="Gift card code" error={errors['payouts.0.gift_card_code' as keyof typeof errors]} help="Empty: the card that paid.">
            <TextInput name="gift_card_code" id="refund-code" value={data.gift_card_code} onChange={(e) => setData('gift_card_code', e.target.value)} />
          </Field>
        )}
      </div>
      <Field name="reason" id="refund-reason" label="Reason" error={errors.reason} help="Required: kept with the refund.">
        <Textarea name="reason" id="refund-reason" data-test="refund-reason" rows={2} maxLength={500} value={data.reason} onChange={(e) => setData('reason', e.target.value)} />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="text-sm text-gray-700" data-test="refund-total">Refund {formatCurrency(total)} of {formatCurrency(refundable.total_cents)} left</span>
        <Button type="submit" variant="danger" data-test="refund-save" busy={form.processing} busyLabel="Refunding..." disabled={total === 0}>Refund</Button>
      </div>
    </Form>
  );
}
