import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { PayDisplay } from './usePayDisplay';

interface Props {
  display: PayDisplay;
  /** Nothing on the ticket to tip on yet. */
  disabled: boolean;
}

/** At a station with a customer display: ask her for the tip there, and show what she chose. */
export default function DisplayTipPrompt({ display, disabled }: Props) {
  const { t } = useT();
  const format = useFormat();
  if (!display.enabled) return null;
  return (
    <div className="mt-3 space-y-2">
      <Button
        variant="secondary"
        block
        disabled={disabled}
        onClick={display.askForTip}
        data-test="ask-tip-on-display"
        className="text-center"
      >
        {display.asking ? t('pos.display.asking') : t('pos.display.ask')}
      </Button>
      {display.chosenTip && (
        <p
          className="rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900"
          role="status"
          data-test="display-tip-chosen"
        >
          {t('pos.display.chosen', { amount: format.money(display.chosenTip.cents) })}
        </p>
      )}
    </div>
  );
}
