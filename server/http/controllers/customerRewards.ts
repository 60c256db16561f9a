import {
  createLoyaltyReward,
  findLoyaltyCustomer,
  findStoreService,
  getLoyaltyReward,
  getLoyaltySettings,
  listLoyaltyCustomers,
  listLoyaltyEntries,
  listLoyaltyRewards,
  listLoyaltyRowsFor,
  updateLoyaltyReward,
  type LoyaltyRewardValues,
} from '../../../database/queries/loyalty';
import { listMenuForPos } from '../../../database/queries/pos';
import { customerPoints } from '../../domain/loyalty/ledger';
import { pointsLiability } from '../../domain/loyalty/liability';
import { storeAction, type StoreContext } from '../action';
import { ValidationError } from '../errors';
import {
  customerRewardsPage,
  customerRewardsShowPage,
  posRewardsJson,
} from '../presenters/customerRewards';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import {
  loyaltyRewardSchema,
  rewardsQuerySchema,
  type LoyaltyRewardInput,
} from '../validators/loyalty';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** Rewards (customer-rewards.*, "view customer-reviews" as docs/requirements.md §6 says): the catalog, customers' points, the ledger, the liability. */

const PER_PAGE = 25;

export const index = storeAction(
  { input: rewardsQuerySchema },
  async ({ db, store, input, res }) => {
    const now = clock.now();
    const search = input.q || null;
    const first = await listLoyaltyCustomers(db, store.id, {
      search,
      limit: PER_PAGE,
      offset: (input.page - 1) * PER_PAGE,
    });
    const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
    const page = Math.min(input.page, lastPage);
    const { rows, total } =
      page === input.page
        ? first
        : await listLoyaltyCustomers(db, store.id, {
            search,
            limit: PER_PAGE,
            offset: (page - 1) * PER_PAGE,
          });
    const ledgers = await listLoyaltyRowsFor(
      db,
      store.id,
      rows.map((r) => r.id),
    );
    const [settings, rewards, menu, liability] = await Promise.all([
      getLoyaltySettings(db, store.id),
      listLoyaltyRewards(db, store.id),
      listMenuForPos(db, store.id),
      pointsLiability(db, store.id),
    ]);
    await res.inertia(
      'Admin/CustomerRewards/Index',
      customerRewardsPage({
        enabled: settings.enabled,
        rewards,
        menu,
        customers: rows,
        ledgers,
        page: { current: page, last: lastPage, perPage: PER_PAGE, total },
        q: input.q,
        liability,
        now,
      }),
      { title: 'Rewards' },
    );
  },
);

const rewardValues = (i: LoyaltyRewardInput): LoyaltyRewardValues => ({
  name: i.name,
  pointsCost: i.points_cost,
  kind: i.kind,
  amountCents: i.kind === 'amount_off' ? i.amount : null,
  serviceId: i.kind === 'free_service' ? i.service_id : null,
  isActive: i.is_active,
});

async function rewardInput(a: StoreContext) {
  const problems = async (v: Partial<LoyaltyRewardInput>): Promise<Record<string, string>> => {
    if (v.kind !== 'free_service' || !v.service_id) return {};
    const service = await findStoreService(a.db, a.store.id, v.service_id);
    return !service || service.kind !== 'service'
      ? { service_id: say('validation.loyalty.thatServiceIsNotOn') }
      : {};
  };
  const input = await validateForm(loyaltyRewardSchema, a.req.body, problems);
  const found = await problems(input);
  if (Object.keys(found).length) throw new ValidationError(found);
  return rewardValues(input);
}

export const storeReward = storeAction({}, async (a) => {
  await createLoyaltyReward(a.db, a.store.id, await rewardInput(a));
  flash(a.req, 'success', say('flash.customers.rewardAdded'));
  a.res.redirect(routeUrl('customer-rewards.index'));
});

export const updateReward = storeAction({ load: { reward: getLoyaltyReward } }, async (a) => {
  await updateLoyaltyReward(a.db, a.store.id, a.bound.reward.id, await rewardInput(a));
  flash(a.req, 'success', say('flash.customers.rewardSaved'));
  a.res.redirect(303, routeUrl('customer-rewards.index'));
});

/** customer-rewards.customers.show: her points and her ledger, newest first, times in the store's zone. */
export const showCustomer = storeAction(
  { load: { member: findLoyaltyCustomer } },
  async ({ db, store, bound: { member: customer }, res }) => {
    const [points, entries] = await Promise.all([
      customerPoints(db, store.id, customer.id, clock.now()),
      listLoyaltyEntries(db, store.id, customer.id),
    ]);
    await res.inertia(
      'Admin/CustomerRewards/Show',
      customerRewardsShowPage(customer, points, entries),
      { title: `Rewards: ${customer.name}` },
    );
  },
);

/**
 * pos.customers.rewards (JSON): the customer on the ticket, her points and
 * the active rewards she can afford now (the others listed too, greyed).
 * Checkout checks again under the lock; this only informs the desk.
 */
export const posRewards = storeAction(
  { load: { customer: findLoyaltyCustomer } },
  async ({ db, store, bound: { customer }, res }) => {
    const storeId = store.id;
    const customerId = customer.id;
    const settings = await getLoyaltySettings(db, storeId);
    if (!settings.enabled) {
      res.json({ enabled: false, points: null, rewards: [] });
      return;
    }
    const [points, rewards] = await Promise.all([
      customerPoints(db, storeId, customerId, clock.now()),
      listLoyaltyRewards(db, storeId, { activeOnly: true }),
    ]);
    res.json(posRewardsJson(settings, points, rewards));
  },
);
