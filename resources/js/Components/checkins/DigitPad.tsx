import { KEYBOARD_LAYOUTS } from '@/Components/keyboard/layouts';
import { useT } from '@/lib/i18n';

/** The on-screen keyboard's number layout, digits and backspace only (no decimal point, no hide/enter: the form has its own button). */
const KEYS = KEYBOARD_LAYOUTS.number
  .flatMap((row) => row.split(' '))
  .filter((k) => /^\d$/.test(k) || k === '{bksp}');
// Lay out as the pad reads: 1–9, then clear, 0, backspace.
const ROWS = [...KEYS.filter((k) => /^[1-9]$/.test(k)), '{clear}', '0', '{bksp}'];

interface Props {
  value: string;
  onChange: (digits: string) => void;
  maxLength: number;
}

const LABELS: Record<string, string> = { '{bksp}': '⌫', '{clear}': 'customer.pad.clear' };
const NAMES: Record<string, string> = {
  '{bksp}': 'customer.pad.delete',
  '{clear}': 'customer.pad.clear',
};

/** A big digit pad for the kiosk: thumb-sized keys, always on screen (no keyboard to summon on a tablet). */
export default function DigitPad({ value, onChange, maxLength }: Props) {
  const { t } = useT();
  const press = (key: string) => {
    if (key === '{bksp}') onChange(value.slice(0, -1));
    else if (key === '{clear}') onChange('');
    else if (value.length < maxLength) onChange(value + key);
  };
  return (
    <div className="grid grid-cols-3 gap-3" data-test="digit-pad">
      {ROWS.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => press(key)}
          aria-label={NAMES[key] ? t(NAMES[key]) : undefined}
          data-test={`pad-${key.replace(/[{}]/g, '')}`}
          className={`flex min-h-16 items-center justify-center rounded-2xl border border-gray-300 bg-white text-3xl font-semibold text-gray-900 shadow-sm select-none hover:bg-gray-50 active:bg-primary-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 sm:min-h-20 ${key.startsWith('{') ? 'text-xl text-gray-700' : ''}`}
        >
          {key === '{clear}' ? t(LABELS[key]) : (LABELS[key] ?? key)}
        </button>
      ))}
    </div>
  );
}
