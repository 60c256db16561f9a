import CustomerPicker from '@/Components/pos/CustomerPicker';
import RewardPicker from '@/Components/pos/RewardPicker';
import type { PayCustomer } from './usePayCustomer';

interface Props {
  customer: PayCustomer;
  errors: Record<string, string>;
}

/** Who the ticket is for, and the reward she spends on it (her own rewards, looked up again for another customer). */
export default function CustomerPanel({ customer, errors }: Props) {
  const chosen = customer.customer;
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <CustomerPicker customer={chosen} onChange={customer.choose} error={errors.customer_id} />
      {chosen && (
        <RewardPicker
          key={chosen.id}
          customerId={chosen.id}
          selected={customer.reward}
          onSelect={customer.setReward}
          error={errors.reward_id}
        />
      )}
    </div>
  );
}
