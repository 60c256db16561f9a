interface Props {
  technicians: { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The tile for "no preference"; null hides it. */
  anyoneLabel: string | null;
  /** The group's accessible name, in the page's language ("Technician": staff pages pass t('ui.technician'), customer pages their own word). */
  label: string;
  error?: string;
  name?: string;
}

/** Technician tiles as a radio group: "Anyone" first, then each name. */
export default function TechnicianChoice({
  technicians,
  value,
  onChange,
  anyoneLabel,
  label,
  error,
  name = 'requested_technician_id',
}: Props) {
  const options = [
    ...(anyoneLabel ? [{ id: null as number | null, name: anyoneLabel }] : []),
    ...technicians,
  ];
  return (
    <div>
      <div
        role="radiogroup"
        aria-label={label}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        data-test="technician-choice"
      >
        {options.map((t) => {
          const on = value === t.id;
          return (
            <button
              key={t.id ?? 'anyone'}
              type="button"
              role="radio"
              aria-checked={on}
              onClick={() => onChange(t.id)}
              data-test={`technician-${t.id ?? 'anyone'}`}
              className={`min-h-14 rounded-xl border-2 px-3 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${on ? 'border-primary-600 bg-primary-50 text-primary-900' : 'border-gray-200 bg-white text-gray-900 hover:border-gray-300'}`}
            >
              {t.name}
            </button>
          );
        })}
      </div>
      {error && (
        <p data-test={`error-${name}`} className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
