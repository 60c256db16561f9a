import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { Category, MenuService } from './ticket';

interface Props {
  categories: Category[];
  services: MenuService[];
  onAdd: (service: MenuService) => void;
  onSellGiftCard: () => void;
}

/** Services by category as big touch tiles (Square-style); one tap adds a line. */
export default function MenuPanel({ categories, services, onAdd, onSellGiftCard }: Props) {
  const { t } = useT();
  const format = useFormat();
  const used = categories.filter((c) => services.some((s) => s.category_id === c.id));
  const uncategorised = services.some((s) => s.category_id === null);
  const [current, setCurrent] = useState<number | null>(used[0]?.id ?? null);
  const shown = services.filter((s) => s.category_id === current);
  const color = used.find((c) => c.id === current)?.color ?? '#6b7280';

  return (
    <section
      aria-label={t('pos.menu.label')}
      className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm"
    >
      <div
        className="mb-3 flex flex-wrap gap-2"
        role="tablist"
        aria-label={t('pos.menu.categories')}
      >
        {used.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === current}
            onClick={() => setCurrent(c.id)}
            data-test={`category-${c.name}`}
            className={`min-h-11 rounded-full border-4 px-4 text-sm font-semibold transition-colors ${c.id === current ? 'bg-gray-900 text-white' : 'bg-white text-gray-800 hover:bg-gray-50'}`}
            style={{ borderColor: c.color }}
          >
            {c.name}
          </button>
        ))}
        {uncategorised && (
          <button
            type="button"
            role="tab"
            aria-selected={current === null}
            onClick={() => setCurrent(null)}
            className={`min-h-11 rounded-full border-2 border-gray-400 px-4 text-sm font-semibold ${current === null ? 'bg-gray-700 text-white' : 'bg-white text-gray-800'}`}
          >
            {t('pos.menu.other')}
          </button>
        )}
      </div>
      <div
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
        data-test="service-tiles"
      >
        {shown.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => onAdd(s)}
            data-test="service-tile"
            data-name={s.name}
            className="flex min-h-20 flex-col items-start justify-between rounded-xl border border-gray-200 border-l-8 bg-gray-50 p-3 text-left shadow-sm transition-colors hover:bg-white active:bg-primary-50"
            style={{ borderLeftColor: color }}
          >
            <span className="text-base font-semibold leading-tight text-gray-900">{s.name}</span>
            <span className="mt-1 text-sm tabular-nums text-gray-700">{format.money(s.price)}</span>
          </button>
        ))}
        <button
          type="button"
          onClick={onSellGiftCard}
          data-test="sell-gift-card"
          className="flex min-h-20 flex-col items-start justify-between rounded-xl border-2 border-dashed border-primary-300 bg-primary-50 p-3 text-left hover:bg-primary-100"
        >
          <span className="text-base font-semibold text-primary-800">{t('ui.giftCard')}</span>
          <span className="mt-1 text-sm text-primary-800">{t('pos.menu.sellGiftCard')}</span>
        </button>
      </div>
      {services.length === 0 && <p className="mt-2 text-sm text-gray-600">{t('pos.menu.empty')}</p>}
    </section>
  );
}
