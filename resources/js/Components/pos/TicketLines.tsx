import type { ReactNode } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { Technician, TicketLine } from './ticket';

interface Props {
  lines: TicketLine[];
  technicians: Technician[];
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<TicketLine>) => void;
  onRemove: (key: string) => void;
  /** A note under a line, by its key (the promotion it takes and why). */
  notes?: Record<string, ReactNode>;
}

/** The ticket's lines: each with its technician (one ticket can carry several), price, quantity and discount. */
export default function TicketLines({
  lines,
  technicians,
  errors,
  onChange,
  onRemove,
  notes = {},
}: Props) {
  const { t } = useT();
  const format = useFormat();
  if (lines.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600"
        data-test="ticket-empty"
      >
        {t('pos.lines.empty')}
      </p>
    );
  }
  const techOptions = [...technicians].sort(
    (a, b) => Number(b.clocked_in) - Number(a.clocked_in) || a.name.localeCompare(b.name),
  );
  return (
    <ol className="@container space-y-3" data-test="ticket-lines" aria-label={t('pos.lines.label')}>
      {lines.map((l, i) => {
        const err = (field: string) => errors[`lines.${i}.${field}`];
        const id = (field: string) => `line-${i}-${field}`;
        return (
          <li
            key={l.key}
            className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm"
            data-test="ticket-line"
            data-name={l.name}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-gray-900 break-words">
                  {l.kind === 'giftcard' ? t('ui.giftCard') : l.name}
                </p>
                {err('service_id') && (
                  <p
                    className="text-sm font-medium text-danger-700"
                    data-test={`error-lines.${i}.service_id`}
                  >
                    {err('service_id')}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-1">
                <span className="font-semibold tabular-nums text-gray-900" data-test="line-amount">
                  {format.money(l.unit_price * l.quantity - l.discount)}
                </span>
                <Button
                  variant="ghost"
                  destructive
                  onClick={() => onRemove(l.key)}
                  aria-label={t('pos.lines.remove', {
                    name: l.kind === 'giftcard' ? t('ui.giftCard') : l.name,
                  })}
                  data-test="line-remove"
                >
                  ✕
                </Button>
              </div>
            </div>
            {l.kind === 'giftcard' ? (
              <div className="mt-2 grid grid-cols-1 gap-3 @xl:grid-cols-3">
                <Field
                  name={`lines.${i}.unit_price`}
                  id={id('price')}
                  label={t('ui.amount')}
                  error={err('unit_price')}
                >
                  <AmountInput
                    name={`lines.${i}.unit_price`}
                    id={id('price')}
                    value={l.unit_price}
                    onChange={(v) => onChange(l.key, { unit_price: v })}
                    data-test="giftcard-amount"
                  />
                </Field>
                <Field
                  name={`lines.${i}.gift_card_code`}
                  id={id('code')}
                  label={t('pos.lines.code')}
                  help={t('pos.lines.codeHelp')}
                  error={err('gift_card_code')}
                >
                  <TextInput
                    name={`lines.${i}.gift_card_code`}
                    id={id('code')}
                    value={l.gift_card_code}
                    maxLength={40}
                    onChange={(e) => onChange(l.key, { gift_card_code: e.target.value })}
                    data-test="giftcard-code"
                  />
                </Field>
                <Field
                  name={`lines.${i}.recipient_name`}
                  id={id('recipient')}
                  label={t('common.optional', { label: t('pos.lines.for') })}
                  error={err('recipient_name')}
                >
                  <TextInput
                    name={`lines.${i}.recipient_name`}
                    id={id('recipient')}
                    value={l.recipient_name}
                    maxLength={100}
                    onChange={(e) => onChange(l.key, { recipient_name: e.target.value })}
                  />
                </Field>
                {/* A gift card has no discount field; the server's refusal of one still shows on its line. */}
                {err('discount') && (
                  <p
                    className="text-sm font-medium text-danger-700 @xl:col-span-3"
                    data-test={`error-lines.${i}.discount`}
                  >
                    {err('discount')}
                  </p>
                )}
              </div>
            ) : (
              <div className="mt-2 grid grid-cols-2 gap-3 @xl:grid-cols-4">
                {l.kind === 'service' ? (
                  <Field
                    name={`lines.${i}.technician_id`}
                    id={id('technician')}
                    label={t('ui.technician')}
                    error={err('technician_id')}
                  >
                    <Select
                      name={`lines.${i}.technician_id`}
                      id={id('technician')}
                      value={l.technician_id ?? ''}
                      onChange={(e) =>
                        onChange(l.key, {
                          technician_id: e.target.value ? Number(e.target.value) : null,
                        })
                      }
                      data-test="line-technician"
                    >
                      <option value="">{t('pos.lines.choose')}</option>
                      {techOptions.map((tech) => (
                        <option key={tech.id} value={tech.id}>
                          {tech.clocked_in ? tech.name : t('pos.lines.out', { name: tech.name })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : (
                  <div className="space-y-1.5">
                    <p className="text-sm font-medium text-gray-700">{t('ui.technician')}</p>
                    <p className="flex min-h-11 items-center text-sm text-gray-600">
                      {t('pos.lines.retail')}
                    </p>
                  </div>
                )}
                <Field
                  name={`lines.${i}.unit_price`}
                  id={id('price')}
                  label={t('ui.price')}
                  error={err('unit_price')}
                >
                  <AmountInput
                    name={`lines.${i}.unit_price`}
                    id={id('price')}
                    value={l.unit_price}
                    onChange={(v) => onChange(l.key, { unit_price: v })}
                    data-test="line-price"
                  />
                </Field>
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-gray-700" id={id('qty-label')}>
                    {t('ui.quantity')}
                  </p>
                  <div
                    className="flex items-center gap-1"
                    role="group"
                    aria-labelledby={id('qty-label')}
                  >
                    <Button
                      variant="secondary"
                      aria-label={t('pos.lines.less')}
                      disabled={l.quantity <= 1}
                      onClick={() => onChange(l.key, { quantity: l.quantity - 1 })}
                    >
                      −
                    </Button>
                    <span
                      className="w-8 text-center font-semibold tabular-nums"
                      data-test="line-quantity"
                    >
                      {l.quantity}
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={t('pos.lines.more')}
                      disabled={l.quantity >= 99}
                      onClick={() => onChange(l.key, { quantity: l.quantity + 1 })}
                    >
                      +
                    </Button>
                  </div>
                  {err('quantity') && (
                    <p className="text-sm font-medium text-danger-700">{err('quantity')}</p>
                  )}
                </div>
                <Field
                  name={`lines.${i}.discount`}
                  id={id('discount')}
                  label={t('ui.discount')}
                  error={err('discount')}
                >
                  <AmountInput
                    name={`lines.${i}.discount`}
                    id={id('discount')}
                    value={l.discount}
                    onChange={(v) => onChange(l.key, { discount: v })}
                    data-test="line-discount"
                  />
                </Field>
              </div>
            )}
            {notes[l.key]}
          </li>
        );
      })}
    </ol>
  );
}
