import { usePage, type InertiaFormProps } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';

export interface CategoryFormData {
  name: string;
  color: string;
  sort_order: string;
}

interface Props {
  form: InertiaFormProps<CategoryFormData>;
  onSubmit: () => void;
  submitLabel: string;
  autoFocus?: boolean;
}

const card = 'max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
const HEX = /^#[0-9a-f]{6}$/i;

export function ColorDot({ color, size = 'h-3 w-3' }: { color: string; size?: string }) {
  return (
    <span
      className={`${size} inline-block shrink-0 rounded-full ring-1 ring-black/10`}
      style={{ backgroundColor: HEX.test(color) ? color : '#6b7280' }}
      aria-hidden="true"
    />
  );
}

/** The one category form, for Create and Edit; read-only details for someone who may see but not change the menu. */
export default function CategoryForm({ form, onSubmit, submitLabel, autoFocus = false }: Props) {
  const { t } = useT();
  const manage = can(usePage().props.auth.user, 'manage settings');
  const { data, errors, setData } = form;

  if (!manage) {
    return (
      <div className={card} data-test="category-details">
        <DetailList>
          <Detail label={t('ui.name')} data-test="category-name">
            {data.name}
          </Detail>
          <Detail label={t('categories.color')}>
            <span className="inline-flex items-center gap-2">
              <ColorDot color={data.color} size="h-4 w-4" />
              {data.color}
            </span>
          </Detail>
          <Detail label={t('ui.sortOrder')}>{data.sort_order}</Detail>
        </DetailList>
        <div className="mt-6">
          <ButtonLink href={route('categories.index')} variant="secondary">
            {t('categories.backToList')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <Form onSubmit={onSubmit} errors={errors} className={card}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t('ui.name')} error={errors.name} className="sm:col-span-2">
          <TextInput
            name="name"
            value={data.name}
            onChange={(e) => setData('name', e.target.value)}
            autoFocus={autoFocus}
            autoComplete="off"
            data-test="category-name"
          />
        </Field>
        <Field
          name="color"
          label={t('categories.color')}
          error={errors.color}
          help={t('categories.colorHelp')}
        >
          <div className="flex items-center gap-3">
            <input
              type="color"
              aria-label={t('categories.pickColor')}
              value={HEX.test(data.color) ? data.color : '#6b7280'}
              onChange={(e) => setData('color', e.target.value)}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
            />
            <TextInput
              name="color"
              value={data.color}
              onChange={(e) => setData('color', e.target.value)}
              data-test="category-color"
              className="max-w-32"
              autoComplete="off"
            />
          </div>
        </Field>
        <Field
          name="sort_order"
          label={t('ui.sortOrder')}
          error={errors.sort_order}
          help={t('categories.sortHelp')}
        >
          <TextInput
            name="sort_order"
            inputMode="numeric"
            value={data.sort_order}
            onChange={(e) => setData('sort_order', e.target.value)}
            data-test="category-sort_order"
            className="max-w-32"
            autoComplete="off"
          />
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          type="submit"
          data-test="category-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
        <ButtonLink href={route('categories.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}
