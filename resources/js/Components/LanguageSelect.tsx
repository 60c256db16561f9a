import { useForm } from '@inertiajs/react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@common/i18n';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';

interface Props {
  /** The language chosen now. */
  value: Locale;
  /** Where the choice is sent (PUT, or POST for the account's own switch). */
  url: string;
  method: 'put' | 'post';
  label: string;
  help?: string;
  'data-test'?: string;
}

/** A language select with its own save button: the profile's (the account's screens) and an employee's (employee login and the time clock). */
export default function LanguageSelect({
  value,
  url,
  method,
  label,
  help,
  'data-test': dataTest,
}: Props) {
  const { t } = useT();
  const form = useForm({ locale: value });
  const submit = () => form.submit(method, url, { preserveScroll: true });
  return (
    <Form
      onSubmit={submit}
      errors={form.errors}
      className="flex flex-wrap items-end gap-3"
      data-test={dataTest}
    >
      <Field
        name="locale"
        label={label}
        help={help}
        error={form.errors.locale}
        className="min-w-56 flex-1"
      >
        <Select
          name="locale"
          value={form.data.locale}
          onChange={(e) => form.setData('locale', e.target.value as Locale)}
          data-test="language-select"
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        type="submit"
        busy={form.processing}
        busyLabel={t('common.saving')}
        data-test="language-save"
      >
        {t('common.save')}
      </Button>
    </Form>
  );
}
