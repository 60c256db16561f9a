import { useForm } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import PhoneInput from '@/Components/form/PhoneInput';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { BusinessInfo } from '@common/pages/Admin/Settings/types';
import type { StoreRegion } from '@common/intlFormats';

const OTHER = 'other';

/** The listed US zones' names by zone (the server's label is the English one); another zone keeps the server's. */
const ZONE_LABELS: Record<string, string> = {
  'America/New_York': 'settings.zone.newYork',
  'America/Detroit': 'settings.zone.detroit',
  'America/Indiana/Indianapolis': 'settings.zone.indianapolis',
  'America/Chicago': 'settings.zone.chicago',
  'America/Denver': 'settings.zone.denver',
  'America/Boise': 'settings.zone.boise',
  'America/Phoenix': 'settings.zone.phoenix',
  'America/Los_Angeles': 'settings.zone.losAngeles',
  'America/Anchorage': 'settings.zone.anchorage',
  'Pacific/Honolulu': 'settings.zone.honolulu',
  'America/Puerto_Rico': 'settings.zone.puertoRico',
  'Pacific/Guam': 'settings.zone.guam',
};

/** Each region's name (the server sends codes); a new region fails typecheck until it is named. */
export const REGION_LABELS = {
  'en-US': 'settings.region.us',
  'en-CA': 'settings.region.ca',
} as const satisfies Record<StoreRegion, string>;

/**
 * Name, address, phone (docs/requirements.md §5), the store's time zone (every "today" and report
 * range), its region (how money, numbers and numeric dates read, docs/features/languages-and-offline.md)
 * and the receipt's logo.
 */
interface Props {
  business: BusinessInfo;
  zones: { zone: string; label: string }[];
  regions: readonly StoreRegion[];
  /** First-run setup saves the same fields through its own route, without the receipt logo, with its own buttons. */
  wizard?: { url: string; submitLabel: string; buttons: ReactNode };
}

export default function BusinessTab({ business, zones, regions, wizard }: Props) {
  const { t } = useT();
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
    <Form
      onSubmit={() =>
        wizard
          ? form.post(wizard.url)
          : form.put(route('settings.business.update'), { preserveScroll: true })
      }
      errors={errors}
      className="grid gap-5 sm:grid-cols-2"
      data-test="settings-business"
    >
      <Field
        name="name"
        label={t('settings.business.name')}
        error={errors.name}
        className="sm:col-span-2"
      >
        <TextInput
          name="name"
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
          autoComplete="organization"
          data-test="business-name"
        />
      </Field>
      <Field
        name="address"
        label={t('settings.business.address')}
        error={errors.address}
        className="sm:col-span-2"
      >
        <TextInput
          name="address"
          value={data.address}
          onChange={(e) => setData('address', e.target.value)}
          autoComplete="street-address"
          data-test="business-address"
        />
      </Field>
      <Field name="phone" label={t('ui.phone')} error={errors.phone}>
        <PhoneInput
          name="phone"
          value={data.phone}
          onChange={(digits) => setData('phone', digits)}
          data-test="business-phone"
        />
      </Field>
      <div className="space-y-3">
        <Field
          name="timezone_choice"
          label={t('settings.business.timezone')}
          error={other ? undefined : errors.timezone}
          help={other ? undefined : t('settings.business.timezoneHelp')}
        >
          <Select
            name="timezone_choice"
            value={other ? OTHER : data.timezone}
            onChange={(e) => chooseZone(e.target.value)}
            data-test="business-timezone-choice"
          >
            {zones.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.zone in ZONE_LABELS ? t(ZONE_LABELS[z.zone]) : z.label}
              </option>
            ))}
            <option value={OTHER}>{t('settings.business.otherZone')}</option>
          </Select>
        </Field>
        {other && (
          <Field
            name="timezone"
            label={t('settings.business.zoneName')}
            error={errors.timezone}
            help={t('settings.business.zoneNameHelp')}
          >
            <TextInput
              name="timezone"
              value={data.timezone}
              onChange={(e) => setData('timezone', e.target.value)}
              autoComplete="off"
              spellCheck={false}
              data-test="business-timezone"
            />
          </Field>
        )}
      </div>
      <Field
        name="region"
        label={t('settings.business.region')}
        error={errors.region}
        help={t('settings.business.regionHelp')}
      >
        <Select
          name="region"
          value={data.region}
          onChange={(e) => setData('region', e.target.value as StoreRegion)}
          data-test="business-region"
        >
          {regions.map((r) => (
            <option key={r} value={r}>
              {t(REGION_LABELS[r])}
            </option>
          ))}
        </Select>
      </Field>
      {!wizard && (
        <Field
          name="receipt_logo_url"
          label={t('settings.business.logo')}
          error={errors.receipt_logo_url}
          help={t('settings.business.logoHelp')}
          className="sm:col-span-2"
        >
          <TextInput
            name="receipt_logo_url"
            type="url"
            placeholder="https://"
            value={data.receipt_logo_url}
            onChange={(e) => setData('receipt_logo_url', e.target.value)}
            autoComplete="off"
            data-test="business-receipt_logo_url"
          />
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="submit"
          data-test="business-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {wizard?.submitLabel ?? t('settings.business.save')}
        </Button>
        {wizard?.buttons}
      </div>
    </Form>
  );
}
