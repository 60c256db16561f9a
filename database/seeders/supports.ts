import type { Db } from '../client';
import { findUserByEmail } from '../queries/users';
import {
  insertSupportMessage,
  insertSupportTicket,
  setSupportTicketStatus,
} from '../queries/supports';
import { clock } from '../../common/clock';

/** The Supports demo: a Lotus thread the super admin answered two days ago. Runs after the demo seed. */
export async function seedSupports(db: Db, now = clock.now()): Promise<void> {
  const [owner, admin] = await Promise.all([
    findUserByEmail(db, 'owner@example.com'),
    findUserByEmail(db, 'admin@example.com'),
  ]);
  if (!owner?.storeId || !admin) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const ticket = await insertSupportTicket(db, {
    storeId: owner.storeId,
    openedBy: owner.id,
    subject: 'Receipt printer prints blank tickets',
    createdAt: at(52),
  });
  await insertSupportMessage(db, {
    ticketId: ticket.id,
    authorId: owner.id,
    isStaff: false,
    createdAt: at(52),
    body: 'Since this morning the receipt printer at the front desk feeds paper but prints nothing. The card terminal still works.',
  });
  await insertSupportMessage(db, {
    ticketId: ticket.id,
    authorId: admin.id,
    isStaff: true,
    createdAt: at(49),
    body: 'Thermal paper prints blank when the roll is in upside down: the shiny side should face the print head. Could you flip the roll and print a test receipt from Settings → Receipt?',
  });
  await setSupportTicketStatus(db, ticket.id, 'answered', at(49));
}
