import { useEffect, useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { requestJson } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { RewardValue } from '@common/loyalty';
import { Emphasis } from './words';

export interface RewardOption extends RewardValue {
  id: number;
  name: string;
  points_cost: number;
  worth: string;
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
  })[];
}

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
              worth: r.worth,
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
                    {t('pos.rewards.cost', { count: r.points_cost, worth: r.worth })}
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
