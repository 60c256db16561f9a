// The props of resources/js/Pages/Auth/EmployeeLogin.tsx, as the server sends them.
export interface Props {
  /** This device's station, when an owner has chosen one for it. */
  station_name: string | null;
}
