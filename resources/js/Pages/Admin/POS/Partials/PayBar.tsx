import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';

interface Props {
  amountDueCents: number;
  canPay: boolean;
  canSave: boolean;
  saving: boolean;
  onPay: () => void;
  onSave: () => void;
}

/** Below the two-column width the amount due rides along at the bottom of the screen: always visible. */
export default function PayBar({ amountDueCents, canPay, canSave, saving, onPay, onSave }: Props) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div
      className="sticky bottom-0 z-20 mt-4 flex items-center justify-between gap-2 rounded-t-xl border border-gray-200 bg-white px-4 py-2 shadow-lg lg:hidden"
      data-test="pay-bar"
    >
      <div>
        <p className="text-xs text-gray-600">{t('pos.amountDue')}</p>
        <p className="text-xl font-bold tabular-nums">{format.money(amountDueCents)}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="lg" disabled={!canSave} busy={saving} onClick={onSave}>
          {t('common.save')}
        </Button>
        <Button size="lg" disabled={!canPay} onClick={onPay}>
          {t('pos.payShort')}
        </Button>
      </div>
    </div>
  );
}
