/**
 * Links to the report's sections, held under the top bar while the page
 * scrolls: the owner jumps to technicians without scrolling past every
 * service. On a narrow screen the links scroll sideways inside the bar.
 */
import { useT } from '@/lib/i18n';

export default function SectionNav({ sections }: { sections: { id: string; label: string }[] }) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('reports.index.sections')}
      data-test="report-sections"
      className="sticky top-16 z-20 -mx-4 mb-4 border-b border-gray-200 bg-gray-50/95 px-4 backdrop-blur md:-mx-6 md:px-6"
    >
      <ul className="flex gap-1 overflow-x-auto py-1">
        {sections.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              data-test={`jump-${s.id}`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-200 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
