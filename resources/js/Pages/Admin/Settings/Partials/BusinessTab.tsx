import { useForm } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import PhoneInput from '@/Components/form/PhoneInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { BusinessInfo } from '@common/pages/Admin/Settings/types';

const OTHER = 'other';

/** Name, address, phone (spec §5), the store's time zone (every "today" and report range), and the receipt's logo. */
interface Props {
  business: BusinessInfo;
  zones: { zone: string; label: string }[];
  /** First-run setup saves the same fields through its own route, without the receipt logo, with its own buttons. */
  wizard?: { url: string; submitLabel: string; buttons: ReactNode };
}

export default function BusinessTab({ business, zones, wizard }: Props) {
  const form = useForm<BusinessInfo>({ ...business });
  const { data, errors, setData } = form;
  const listed = (zone: string) => zones.some((z) => z.zone === zone);
  // Another IANA zone than the list's is typed by name.
  const [other, setOther] = useState(!listed(business.timezone));

  const chooseZone = (value: string) => {
    if (value === OTHER) {
      setOther(true);
      if (listed(data.timezone)) setData('timezone', '');
    } else {
      setOther(false);
      setData('timezone', value);
    }
  };

  return (
    <Form onSubmit={() => (wizard ? form.post(wizard.url) : form.put(route('settings.business.update'), { preserveScroll: true }))} errors={errors}
      className="grid gap-5 sm:grid-cols-2" data-test="settings-business">
      <Field name="name" label="Business name" error={errors.name} className="sm:col-span-2">
        <TextInput name="name" value={data.name} onChange={(e) => setData('name', e.target.value)} autoComplete="organization" data-test="business-name" />
      </Field>
      <Field name="address" label="Address" error={errors.address} className="sm:col-span-2">
        <TextInput name="address" value={data.address} onChange={(e) => setData('address', e.target.value)} autoComplete="street-address" data-test="business-address" />
      </Field>
      <Field name="phone" label="Phone" error={errors.phone}>
        <PhoneInput name="phone" value={data.phone} onChange={(digits) => setData('phone', digits)} data-test="business-phone" />
      </Field>
      <div className="space-y-3">
        <Field name="timezone_choice" label="Time zone" error={other ? undefined : errors.timezone} help={other ? undefined : '“Today” and every report range are counted in it.'}>
          <Select name="timezone_choice" value={other ? OTHER : data.timezone} onChange={(e) => chooseZone(e.target.value)} data-test="business-timezone-choice">
            {zones.map((z) => <option key={z.zone} value={z.zone}>{z.label}</option>)}
            <option value={OTHER}>Another time zone…</option>
          </Select>
        </Field>
        {other && (
          <Field name="timezone" label="Time zone name" error={errors.timezone} help="An IANA name, like America/New_York or Europe/London.">
            <TextInput name="timezone" value={data.timezone} onChange={(e) => setData('timezone', e.target.value)} autoComplete="off" spellCheck={false} data-test="business-timezone" />
          </Field>
        )}
      </div>
      {!wizard && (
        <Field name="receipt_logo_url" label="Receipt logo URL (optional)" error={errors.receipt_logo_url} help="An image on the web, printed at the top of receipts." className="sm:col-span-2">
          <TextInput name="receipt_logo_url" type="url" placeholder="https://" value={data.receipt_logo_url} onChange={(e) => setData('receipt_logo_url', e.target.value)} autoComplete="off" data-test="business-receipt_logo_url" />
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" data-test="business-save" busy={form.processing} busyLabel="Saving...">{wizard?.submitLabel ?? 'Save business info'}</Button>
        {wizard?.buttons}
      </div>
    </Form>
  );
}
