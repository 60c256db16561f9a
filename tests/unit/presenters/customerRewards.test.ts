import { describe, expect, test } from 'vitest';
import { rewardItem } from '../../../server/http/presenters/customerRewards';

const reward = {
  id: 4,
  name: 'Free gel',
  pointsCost: 100,
  kind: 'free_service' as const,
  amountCents: null,
  serviceId: 12,
  serviceName: 'Gel Manicure',
  servicePriceCents: 4000,
  isActive: true,
};

describe('customer rewards presenters', () => {
  test('a reward sends what it gives as values (the service, or cents off), never in words', () => {
    expect(rewardItem(reward)).toEqual({
      id: 4,
      name: 'Free gel',
      points_cost: 100,
      kind: 'free_service',
      amount: null,
      service_id: 12,
      service_name: 'Gel Manicure',
      is_active: true,
    });
    expect(
      rewardItem({
        ...reward,
        kind: 'amount_off',
        amountCents: 500,
        serviceId: null,
        serviceName: null,
      }),
    ).toMatchObject({ kind: 'amount_off', amount: 500, service_id: null, service_name: null });
  });
});
