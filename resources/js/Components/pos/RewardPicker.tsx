import { useEffect, useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { requestJson } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { RewardValue } from '@common/loyalty';
import { Emphasis } from './words';

export interface RewardOption extends RewardValue {
  id: number;
  name: string;
  points_cost: number;
  affordable: boolean;
}

interface Answer {
  enabled: boolean;
  points: { available: number; pending: number; lifetime: number } | null;
  minimum?: number;
  rewards: (Omit<RewardOption, 'amountCents' | 'serviceId'> & {
    kind: RewardValue['kind'];
    amount: number | null;
    service_id: number | null;
    service_name: string | null;
  })[];
}

/** What a reward gives, in the screen's language ("$10.00 off services", "Free Gel Manicure"). */
const worthOf = (r: Answer['rewards'][number], t: Translate, money: (cents: number) => string) =>
  r.kind === 'amount_off'
    ? t('pos.rewards.amountOff', { amount: money(r.amount ?? 0) })
    : r.service_name
      ? t('pos.rewards.free', { service: r.service_name })
      : t('pos.rewards.freeService');

interface Props {
  customerId: number;
  selected: RewardOption | null;
  onSelect: (reward: RewardOption | null) => void;
  error?: string;
}

/**
 * The customer's points on the pay screen and the rewards she can spend
 * them on. Choosing one shows its discount on the ticket; checkout checks it
 * again against her points under a lock, so this is only what the desk sees.
 */
export default function RewardPicker({ customerId, selected, onSelect, error }: Props) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { t } = useT();
  const format = useFormat();
  useEffect(() => {
    let live = true;
    void requestJson<Answer>('GET', route('pos.customers.rewards', { customer: customerId })).then(
      (res) => {
        if (live && res.ok && res.data) setAnswer(res.data);
      },
    );
    return () => {
      live = false;
    };
  }, [customerId]);

  if (!answer?.enabled || !answer.points) return null;
  const { points } = answer;
  return (
    <div className="mt-3 border-t border-gray-200 pt-3" data-test="pos-rewards">
      <p className="text-sm text-gray-700" data-test="pos-points">
        <Emphasis
          text={
            points.pending > 0
              ? t('pos.rewards.availablePending', {
                  available: points.available,
                  pending: points.pending,
                })
              : t('pos.rewards.available', { available: points.available })
          }
          parts={[t('pos.rewards.points', { count: points.available })]}
          className="font-semibold text-gray-900"
        />
      </p>
      {answer.rewards.length > 0 && (
        <ul className="mt-2 space-y-2">
          {answer.rewards.map((r) => {
            const option: RewardOption = {
              id: r.id,
              name: r.name,
              points_cost: r.points_cost,
              affordable: r.affordable,
              kind: r.kind,
              amountCents: r.amount,
              serviceId: r.service_id,
            };
            const chosen = selected?.id === r.id;
            return (
              <li key={r.id} className="flex items-center justify-between gap-2">
                <span
                  className={`min-w-0 text-sm ${r.affordable ? 'text-gray-900' : 'text-gray-500'}`}
                >
                  <span className="block truncate font-medium">{r.name}</span>
                  <span className="block text-xs">
                    {t('pos.rewards.cost', {
                      count: r.points_cost,
                      worth: worthOf(r, t, format.money),
                    })}
                  </span>
                </span>
                {chosen ? (
                  <Button
                    variant="secondary"
                    onClick={() => onSelect(null)}
                    data-test="reward-remove"
                  >
                    {t('ui.remove')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={!r.affordable}
                    onClick={() => onSelect(option)}
                    data-test={`reward-use-${r.id}`}
                  >
                    {t('pos.rewards.use')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="mt-2 text-sm font-medium text-danger-700" data-test="error-reward_id">
          {error}
        </p>
      )}
    </div>
  );
}
