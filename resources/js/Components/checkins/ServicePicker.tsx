import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { CheckInService } from '@common/pages/propShapes';

export type { CheckInService } from '@common/pages/propShapes';

interface Props {
  categories: { id: number; name: string }[];
  services: CheckInService[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** Prices are a customer's question too; the desk can hide them. */
  showPrices?: boolean;
}

/** The menu as big toggle tiles grouped by category: tap to choose, tap again to drop. */
export default function ServicePicker({
  categories,
  services,
  value,
  onChange,
  error,
  showPrices = true,
}: Props) {
  const { t } = useT();
  const format = useFormat();
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const groups = [
    ...categories.map((c) => ({
      key: c.id,
      name: c.name,
      items: services.filter((s) => s.category_id === c.id),
    })),
    {
      key: 0,
      name: t('common.other'),
      items: services.filter(
        (s) => s.category_id === null || !categories.some((c) => c.id === s.category_id),
      ),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <div className="space-y-4" data-test="service-picker">
      {groups.map((g) => (
        <fieldset key={g.key}>
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">
            {g.name}
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {g.items.map((s) => {
              const on = value.includes(s.id);
              return (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(s.id)}
                  data-test={`service-${s.id}`}
                  className={`flex min-h-14 items-center justify-between gap-2 rounded-xl border-2 px-4 py-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${on ? 'border-primary-600 bg-primary-50 text-primary-900' : 'border-gray-200 bg-white text-gray-900 hover:border-gray-300'}`}
                >
                  <span className="font-medium">
                    {on ? '✓ ' : ''}
                    {s.name}
                  </span>
                  <span className="shrink-0 text-sm text-gray-600">
                    {showPrices
                      ? format.money(s.price)
                      : t('common.minutes', { minutes: s.minutes })}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error && (
        <p data-test="error-service_ids" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
