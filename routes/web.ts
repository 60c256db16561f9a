import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as dashboard from '../server/http/controllers/dashboard';
import * as stations from '../server/http/controllers/stations';
import * as home from '../server/http/controllers/home';
import { SUPER_ADMIN } from '../server/domain/access/permissions';
import { staffRoutes } from './staff';
import { invoiceRoutes } from './invoices';
import { couponRoutes } from './coupons';
import { announcementRoutes } from './announcements';
import { promotionRoutes } from './promotions';
import { customerRoutes } from './customers';
import { giftCardRoutes } from './giftCards';
import { posRoutes } from './pos';
import { offlineQueueRoutes } from './offlineQueue';
import { checkInRoutes } from './checkIns';
import { kioskRoutes } from './kiosk';
import { bookingRoutes } from './booking';
import { catalogRoutes } from './catalog';
import { turnRoutes } from './turns';
import { broadcastingRoutes } from './broadcasting';
import { openingHourRoutes } from './openingHours';
import { bookingBlockRoutes } from './bookingBlocks';
import { reportRoutes } from './reports';
import { statsRoutes } from './stats';
import { tipManagementRoutes } from './tipManagements';
import { payrollRoutes, payStubRoutes } from './payrolls';
import { appointmentRoutes } from './appointments';
import { reviewPageRoutes, reviewRoutes } from './reviews';
import { loyaltyRoutes } from './loyalty';
import { smsLogRoutes } from './smsLogs';
import { cashDrawerRoutes } from './cashDrawer';
import { webhookRoutes } from './webhooks';
import { closeBatchRoutes } from './closeBatches';
import { terminalRoutes } from './terminals';
import { billingRoutes, supportSessionRoutes } from './billing';
import { profilePage, profileRoutes } from './profile';
import { supportRoutes } from './supports';
import { apiTokenRoutes } from './apiTokens';
import { teamInvitationRoutes, teamRoutes, teamSwitchRoutes } from './teams';
import { ownerBillingRoutes } from './ownerBilling';
import { supportSessionAuditRoutes } from './supportSessions';
import * as userRefs from '../server/http/controllers/userRefs';
import { legalAdminRoutes, legalPageRoutes } from './legal';
import { setupRoutes } from './setup';
import { localeRoutes, storeLocaleRoutes } from './locales';

/** The back office (docs/requirements.md §2): every sidebar route, under /dashboard. */
export const webRoutes: RouteDef[] = [
  get('/', 'home', home.index),
  get('/up', 'up', home.up),
  ...broadcastingRoutes,
  ...kioskRoutes,
  ...payStubRoutes,
  ...bookingRoutes,
  ...reviewPageRoutes,
  ...webhookRoutes,
  ...profileRoutes,
  ...legalPageRoutes,
  ...teamInvitationRoutes,
  ...teamSwitchRoutes,
  ...localeRoutes,
  // `account`: a disabled store's people see the account disabled page; a read-only one's writes are refused.
  ...group({ prefix: '/dashboard', middleware: ['auth', 'account'] }, [
    ...group({ middleware: ['store'] }, [
      get('', 'dashboard', dashboard.index),
      ...setupRoutes,
      ...storeLocaleRoutes,
      ...invoiceRoutes,
      ...checkInRoutes,
      ...turnRoutes,
      ...payrollRoutes,
      ...tipManagementRoutes,
      ...reportRoutes,
      ...cashDrawerRoutes,
      ...smsLogRoutes,
      ...statsRoutes,
      ...closeBatchRoutes,
      ...appointmentRoutes,
      ...customerRoutes,
      ...reviewRoutes,
      ...loyaltyRoutes,
      ...promotionRoutes,
      ...couponRoutes,
      ...giftCardRoutes,
      ...announcementRoutes,
      ...openingHourRoutes,
      ...bookingBlockRoutes,
      ...terminalRoutes,
      ...apiTokenRoutes,
      ...teamRoutes,
      ...ownerBillingRoutes,
      ...supportSessionAuditRoutes,
      ...group({ prefix: '/stations', middleware: ['can:manage settings'] }, [
        get('', 'stations.index', stations.index),
        post('', 'stations.store', stations.store),
        put('/{station}', 'stations.update', stations.update),
        del('/{station}', 'stations.destroy', stations.destroy),
        // This browser becomes the station (a lasting cookie for its staff's sign-in): not the super admin's browser.
        post('/{station}/select', 'stations.select', stations.select, {
          middleware: ['no-support'],
        }),
      ]),
      ...staffRoutes,
      ...posRoutes,
      ...offlineQueueRoutes,
      ...catalogRoutes,
    ]),
    ...group({ middleware: [`role:${SUPER_ADMIN}`] }, [...billingRoutes, ...legalAdminRoutes]),
    ...supportSessionRoutes,
    ...group({ middleware: ['referral'] }, [get('/user-refs', 'users.user_refs', userRefs.index)]),
    ...supportRoutes,
    profilePage,
  ]),
];
