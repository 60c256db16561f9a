import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import RadioGroup from '@/Components/form/RadioGroup';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { CouponMode } from '@common/tenders';
import type { InvoiceSettings } from '@common/pages/Admin/Settings/types';

/** Each coupon mode's words by its value (the server's label is the English one). */
const COUPON_MODE_LABELS = {
  tender: 'settings.invoice.couponTender',
  discount: 'settings.invoice.couponDiscount',
} as const satisfies Record<CouponMode, string>;

/** What a receipt says above and below the ticket, how ticket numbers read, whether technicians' names print, and what a coupon is. */
export default function InvoiceTab({
  invoice,
  prefixMax,
  couponModes,
}: {
  invoice: InvoiceSettings;
  prefixMax: number;
  couponModes: { value: CouponMode; label: string }[];
}) {
  const { t } = useT();
  const form = useForm<InvoiceSettings>({ ...invoice });
  const { data, errors, setData } = form;
  return (
    <Form
      onSubmit={() => form.put(route('settings.invoice.update'), { preserveScroll: true })}
      errors={errors}
      className="grid gap-5 sm:grid-cols-2"
      data-test="settings-invoice"
    >
      <Field
        name="receipt_header"
        label={t('settings.invoice.header')}
        error={errors.receipt_header}
        help={t('settings.invoice.headerHelp')}
        className="sm:col-span-2"
      >
        <Textarea
          name="receipt_header"
          rows={3}
          value={data.receipt_header}
          onChange={(e) => setData('receipt_header', e.target.value)}
          data-test="invoice-receipt_header"
        />
      </Field>
      <Field
        name="receipt_footer"
        label={t('settings.invoice.footer')}
        error={errors.receipt_footer}
        help={t('settings.invoice.footerHelp')}
        className="sm:col-span-2"
      >
        <Textarea
          name="receipt_footer"
          rows={3}
          value={data.receipt_footer}
          onChange={(e) => setData('receipt_footer', e.target.value)}
          data-test="invoice-receipt_footer"
        />
      </Field>
      <Field
        name="ticket_prefix"
        label={t('settings.invoice.prefix')}
        error={errors.ticket_prefix}
        help={t('settings.invoice.prefixHelp', {
          max: prefixMax,
          example: `${data.ticket_prefix}1042`,
        })}
      >
        <TextInput
          name="ticket_prefix"
          value={data.ticket_prefix}
          onChange={(e) => setData('ticket_prefix', e.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-test="invoice-ticket_prefix"
          className="max-w-40"
        />
      </Field>
      <div className="flex items-end">
        <Checkbox
          name="print_technician_names"
          label={t('settings.invoice.printNames')}
          checked={data.print_technician_names}
          onChange={(e) => setData('print_technician_names', e.target.checked)}
          data-test="invoice-print_technician_names"
        />
      </div>
      <RadioGroup
        name="coupon_mode"
        legend={t('settings.invoice.couponIs')}
        columns={2}
        className="sm:col-span-2"
        value={data.coupon_mode}
        error={errors.coupon_mode}
        onChange={(v) => setData('coupon_mode', v)}
        options={couponModes.map((m) => ({
          value: m.value,
          label: t(COUPON_MODE_LABELS[m.value]),
        }))}
        data-test="invoice-coupon_mode"
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          data-test="invoice-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('settings.invoice.save')}
        </Button>
      </div>
    </Form>
  );
}
