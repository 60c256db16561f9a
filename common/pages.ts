/**
 * Every page the server renders and the props it sends: server/inertia's
 * render takes `Pages[K]` for component K and each page component takes
 * `PageProps<K>`, so a prop the server leaves out, misspells or shapes
 * differently from what the page reads fails typecheck on both sides. The
 * props of page X live in common/pages/X.ts (the path of
 * resources/js/Pages/X.tsx).
 */
import type { Props as AdminAppointmentCalendarsIndex } from './pages/Admin/Appointment-calendars/Index';
import type { Props as AdminAppointmentsIndex } from './pages/Admin/Appointments/Index';
import type { Props as AdminAppointmentsShow } from './pages/Admin/Appointments/Show';
import type { Props as AdminBookingBlocksCreate } from './pages/Admin/BookingBlocks/Create';
import type { Props as AdminBookingBlocksEdit } from './pages/Admin/BookingBlocks/Edit';
import type { Props as AdminBookingBlocksIndex } from './pages/Admin/BookingBlocks/Index';
import type { Props as AdminCategoriesEdit } from './pages/Admin/Categories/Edit';
import type { Props as AdminCategoriesIndex } from './pages/Admin/Categories/Index';
import type { Props as AdminCheckinsIndex } from './pages/Admin/Checkins/Index';
import type { Props as AdminClockInClockOutsCreate } from './pages/Admin/ClockInClockOuts/Create';
import type { Props as AdminClockInClockOutsEdit } from './pages/Admin/ClockInClockOuts/Edit';
import type { Props as AdminClockInClockOutsIndex } from './pages/Admin/ClockInClockOuts/Index';
import type { Props as AdminComingSoon } from './pages/Admin/ComingSoon';
import type { Props as AdminCouponsEdit } from './pages/Admin/Coupons/Edit';
import type { Props as AdminCouponsIndex } from './pages/Admin/Coupons/Index';
import type { Props as AdminCustomersCreate } from './pages/Admin/Customers/Create';
import type { Props as AdminCustomersEdit } from './pages/Admin/Customers/Edit';
import type { Props as AdminCustomersImport } from './pages/Admin/Customers/Import';
import type { Props as AdminCustomersIndex } from './pages/Admin/Customers/Index';
import type { Props as AdminCustomersShow } from './pages/Admin/Customers/Show';
import type { Props as AdminDashboard } from './pages/Admin/Dashboard';
import type { Props as AdminEmployeesCreate } from './pages/Admin/Employees/Create';
import type { Props as AdminEmployeesEdit } from './pages/Admin/Employees/Edit';
import type { Props as AdminEmployeesIndex } from './pages/Admin/Employees/Index';
import type { Props as AdminEmployeesPayroll } from './pages/Admin/Employees/Payroll';
import type { Props as AdminEmployeesTrashed } from './pages/Admin/Employees/Trashed';
import type { Props as AdminEmployeesWorkingHours } from './pages/Admin/Employees/WorkingHours';
import type { Props as AdminGiftcardsIndex } from './pages/Admin/Giftcards/Index';
import type { Props as AdminGiftcardsShow } from './pages/Admin/Giftcards/Show';
import type { Props as AdminInvoicesDraft } from './pages/Admin/Invoices/Draft';
import type { Props as AdminInvoicesEdit } from './pages/Admin/Invoices/Edit';
import type { Props as AdminInvoicesIndex } from './pages/Admin/Invoices/Index';
import type { Props as AdminInvoicesShow } from './pages/Admin/Invoices/Show';
import type { Props as AdminOpeningHoursIndex } from './pages/Admin/OpeningHours/Index';
import type { Props as AdminPOSCustomerCheckin } from './pages/Admin/POS/CustomerCheckin';
import type { Props as AdminPOSPay } from './pages/Admin/POS/Pay';
import type { Props as AdminPOSSelectTechnician } from './pages/Admin/POS/SelectTechnician';
import type { Props as AdminPayrollsCreate } from './pages/Admin/Payrolls/Create';
import type { Props as AdminPayrollsEdit } from './pages/Admin/Payrolls/Edit';
import type { Props as AdminPayrollsIndex } from './pages/Admin/Payrolls/Index';
import type { Props as AdminPayrollsReport } from './pages/Admin/Payrolls/Report';
import type { Props as AdminReportsDaily } from './pages/Admin/Reports/Daily';
import type { Props as AdminReportsIndex } from './pages/Admin/Reports/Index';
import type { Props as AdminRolesCreate } from './pages/Admin/Roles/Create';
import type { Props as AdminRolesEdit } from './pages/Admin/Roles/Edit';
import type { Props as AdminRolesIndex } from './pages/Admin/Roles/Index';
import type { Props as AdminServicesCreate } from './pages/Admin/Services/Create';
import type { Props as AdminServicesEdit } from './pages/Admin/Services/Edit';
import type { Props as AdminServicesIndex } from './pages/Admin/Services/Index';
import type { Props as AdminSettingsIndex } from './pages/Admin/Settings/Index';
import type { Props as AdminStationsIndex } from './pages/Admin/Stations/Index';
import type { Props as AdminStatsIndex } from './pages/Admin/Stats/Index';
import type { Props as AdminTaxesIndex } from './pages/Admin/Taxes/Index';
import type { Props as AdminTipManagementsIndex } from './pages/Admin/TipManagements/Index';
import type { Props as AdminTipRulesIndex } from './pages/Admin/TipRules/Index';
import type { Props as AdminTurnManagementsIndex } from './pages/Admin/TurnManagements/Index';
import type { Props as AdminTurnManagementsSettings } from './pages/Admin/TurnManagements/Settings';
import type { Props as AuthEmployeeLogin } from './pages/Auth/EmployeeLogin';
import type { Props as AuthLogin } from './pages/Auth/Login';
import type { Props as AuthResetPassword } from './pages/Auth/ResetPassword';
import type { Props as AuthVerifyEmail } from './pages/Auth/VerifyEmail';
import type { Props as CustomerAppointmentConfirmed } from './pages/Customer/AppointmentConfirmed';
import type { Props as CustomerAppointments } from './pages/Customer/Appointments';
import type { Props as CustomerCheckIn } from './pages/Customer/CheckIn';
import type { Props as CustomerCheckInForCustomer } from './pages/Customer/CheckInForCustomer';
import type { Props as CustomerCheckInSuccess } from './pages/Customer/CheckInSuccess';
import type { Props as CustomerEmployeePayrollReport } from './pages/Customer/EmployeePayrollReport';
import type { Props as CustomerMenu } from './pages/Customer/Menu';
import type { Props as Error } from './pages/Error';

/** A page that takes no props of its own (the shared props still come). */
export type NoProps = Record<string, never>;

export interface Pages {
  'Admin/Appointment-calendars/Index': AdminAppointmentCalendarsIndex;
  'Admin/Appointments/Index': AdminAppointmentsIndex;
  'Admin/Appointments/Show': AdminAppointmentsShow;
  'Admin/BookingBlocks/Create': AdminBookingBlocksCreate;
  'Admin/BookingBlocks/Edit': AdminBookingBlocksEdit;
  'Admin/BookingBlocks/Index': AdminBookingBlocksIndex;
  'Admin/Categories/Create': NoProps;
  'Admin/Categories/Edit': AdminCategoriesEdit;
  'Admin/Categories/Index': AdminCategoriesIndex;
  'Admin/Checkins/Index': AdminCheckinsIndex;
  'Admin/ClockInClockOuts/Create': AdminClockInClockOutsCreate;
  'Admin/ClockInClockOuts/Edit': AdminClockInClockOutsEdit;
  'Admin/ClockInClockOuts/Index': AdminClockInClockOutsIndex;
  'Admin/ComingSoon': AdminComingSoon;
  'Admin/Coupons/Create': NoProps;
  'Admin/Coupons/Edit': AdminCouponsEdit;
  'Admin/Coupons/Index': AdminCouponsIndex;
  'Admin/Customers/Create': AdminCustomersCreate;
  'Admin/Customers/Edit': AdminCustomersEdit;
  'Admin/Customers/Import': AdminCustomersImport;
  'Admin/Customers/Index': AdminCustomersIndex;
  'Admin/Customers/Show': AdminCustomersShow;
  'Admin/Dashboard': AdminDashboard;
  'Admin/Employees/Create': AdminEmployeesCreate;
  'Admin/Employees/Edit': AdminEmployeesEdit;
  'Admin/Employees/Index': AdminEmployeesIndex;
  'Admin/Employees/Payroll': AdminEmployeesPayroll;
  'Admin/Employees/Trashed': AdminEmployeesTrashed;
  'Admin/Employees/WorkingHours': AdminEmployeesWorkingHours;
  'Admin/Giftcards/Index': AdminGiftcardsIndex;
  'Admin/Giftcards/Show': AdminGiftcardsShow;
  'Admin/Invoices/Draft': AdminInvoicesDraft;
  'Admin/Invoices/Edit': AdminInvoicesEdit;
  'Admin/Invoices/Index': AdminInvoicesIndex;
  'Admin/Invoices/Show': AdminInvoicesShow;
  'Admin/OpeningHours/Index': AdminOpeningHoursIndex;
  'Admin/POS/CustomerCheckin': AdminPOSCustomerCheckin;
  'Admin/POS/Pay': AdminPOSPay;
  'Admin/POS/SelectTechnician': AdminPOSSelectTechnician;
  'Admin/Payrolls/Create': AdminPayrollsCreate;
  'Admin/Payrolls/Edit': AdminPayrollsEdit;
  'Admin/Payrolls/Index': AdminPayrollsIndex;
  'Admin/Payrolls/Report': AdminPayrollsReport;
  'Admin/Reports/Daily': AdminReportsDaily;
  'Admin/Reports/Index': AdminReportsIndex;
  'Admin/Roles/Create': AdminRolesCreate;
  'Admin/Roles/Edit': AdminRolesEdit;
  'Admin/Roles/Index': AdminRolesIndex;
  'Admin/Services/Create': AdminServicesCreate;
  'Admin/Services/Edit': AdminServicesEdit;
  'Admin/Services/Index': AdminServicesIndex;
  'Admin/Settings/Index': AdminSettingsIndex;
  'Admin/Stations/Index': AdminStationsIndex;
  'Admin/Stats/Index': AdminStatsIndex;
  'Admin/Taxes/Index': AdminTaxesIndex;
  'Admin/TipManagements/Index': AdminTipManagementsIndex;
  'Admin/TipRules/Index': AdminTipRulesIndex;
  'Admin/TurnManagements/Index': AdminTurnManagementsIndex;
  'Admin/TurnManagements/Settings': AdminTurnManagementsSettings;
  'Auth/ConfirmPassword': NoProps;
  'Auth/EmployeeLogin': AuthEmployeeLogin;
  'Auth/ForgotPassword': NoProps;
  'Auth/Login': AuthLogin;
  'Auth/Register': NoProps;
  'Auth/ResetPassword': AuthResetPassword;
  'Auth/VerifyEmail': AuthVerifyEmail;
  'Customer/AppointmentConfirmed': CustomerAppointmentConfirmed;
  'Customer/Appointments': CustomerAppointments;
  'Customer/CheckIn': CustomerCheckIn;
  'Customer/CheckInForCustomer': CustomerCheckInForCustomer;
  'Customer/CheckInSuccess': CustomerCheckInSuccess;
  'Customer/EmployeePayrollReport': CustomerEmployeePayrollReport;
  'Customer/Menu': CustomerMenu;
  'Error': Error;
}

export type PageName = keyof Pages;

/** The props of page K, for its component: `export default function Index(props: PageProps<'Admin/Employees/Index'>)`. */
export type PageProps<K extends PageName> = Pages[K];
