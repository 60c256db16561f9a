import { useState } from 'react';
import type { RewardOption } from '@/Components/pos/RewardPicker';
import type { Customer } from '@/Components/pos/ticket';

/** The pay screen's customer and the reward she spends: another customer, or none, spends none. */
export function usePayCustomer(initial: Customer | null) {
  const [customer, setCustomer] = useState<Customer | null>(initial);
  const [reward, setReward] = useState<RewardOption | null>(null);
  return {
    customer,
    reward,
    choose: (c: Customer | null) => {
      setCustomer(c);
      setReward(null);
    },
    setReward,
    /** A new ticket: nobody chosen. */
    clear: () => {
      setCustomer(null);
      setReward(null);
    },
  };
}

export type PayCustomer = ReturnType<typeof usePayCustomer>;
