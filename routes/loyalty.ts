import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as customerRewards from '../server/http/controllers/customerRewards';
import * as loyaltySettings from '../server/http/controllers/loyaltySettings';

/**
 * Rewards (loyalty points), inside the store group of web.ts: the Rewards
 * page behind "view customer-reviews" (docs/requirements.md §6: that permission gates
 * Rewards), Settings → Rewards, and the pay screen's look at her points.
 */
export const loyaltyRoutes: RouteDef[] = [
  ...group({ prefix: '/customer-rewards', middleware: ['can:view customer-reviews'] }, [
    get('', 'customer-rewards.index', customerRewards.index),
    post('/rewards', 'customer-rewards.rewards.store', customerRewards.storeReward),
    put('/rewards/{reward}', 'customer-rewards.rewards.update', customerRewards.updateReward),
    get('/customers/{member}', 'customer-rewards.customers.show', customerRewards.showCustomer),
  ]),
  ...group({ prefix: '/settings/rewards', middleware: ['can:manage settings'] }, [
    put('', 'settings.rewards.update', loyaltySettings.update),
  ]),
  ...group({ prefix: '/pos/customers/{customer}/rewards', middleware: ['can:manage pos'] }, [
    get('', 'pos.customers.rewards', customerRewards.posRewards),
  ]),
];
