import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { plans, stations, stores, subscriptions } from '../schema';
import { findUserByEmail, createUser } from '../queries/users';
import { addTeamMember, addTeamStore, insertTeam, upsertInvitation } from '../queries/teams';
import { hashPassword } from '../../server/domain/access/passwords';
import {
  hashInvitationToken,
  invitationExpiry,
  newInvitationToken,
} from '../../server/domain/teams/invitationTokens';
import { addDays, storeToday } from '../../common/storeTime';
import { clock } from '../../common/clock';

export const DEMO_SECOND_LOCATION = 'Lotus Nail Spa Midtown';

/**
 * The Teams demo: the Lotus owner's "Lotus Group" with a second
 * location (its trial on the Multi-location plan, which allows five), Mai as
 * the group's manager (her own store is Midtown) and a pending invitation for
 * the front desk. Runs after the billing seed.
 */
export async function seedTeams(db: Db, now = clock.now()): Promise<void> {
  const owner = await findUserByEmail(db, 'owner@example.com');
  if (!owner?.storeId) return;
  const [midtown] = await db
    .insert(stores)
    .values({
      name: DEMO_SECOND_LOCATION,
      timezone: 'America/New_York',
      phone: '2125550300',
      address: '300 W 57th St, New York, NY',
    })
    .returning();
  await db.insert(stations).values({ storeId: midtown.id, name: 'Front Desk' });
  const [multi] = await db.select().from(plans).where(eq(plans.code, 'multi'));
  if (multi) {
    const today = storeToday(midtown.timezone, now);
    const last = addDays(today, 13);
    await db.insert(subscriptions).values({
      storeId: midtown.id,
      planId: multi.id,
      status: 'trialing',
      currentPeriodStart: today,
      currentPeriodEnd: last,
      trialEndsOn: last,
      createdAt: now,
    });
  }
  const team = await insertTeam(db, {
    storeId: owner.storeId,
    ownerUserId: owner.id,
    name: 'Lotus Group',
  });
  await addTeamStore(db, team.id, midtown.id);
  const mai = await createUser(db, {
    storeId: midtown.id,
    name: 'Mai Tran',
    email: 'mai@example.com',
    passwordHash: await hashPassword('password'),
  });
  await addTeamMember(db, {
    storeId: owner.storeId,
    teamId: team.id,
    userId: mai.id,
    role: 'manager',
  });
  await upsertInvitation(db, {
    teamId: team.id,
    storeId: midtown.id,
    email: 'frontdesk@example.com',
    role: 'front desk',
    tokenHash: hashInvitationToken(newInvitationToken()),
    invitedByUserId: owner.id,
    expiresAt: invitationExpiry(now),
  });
}
