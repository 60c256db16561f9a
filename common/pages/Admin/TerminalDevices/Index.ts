// The props of resources/js/Pages/Admin/TerminalDevices/Index.tsx, as the server sends them.

export interface TerminalCheckResult {
  /** An ISO instant; the page shows it in the store's zone. */
  at: string;
  ok: boolean;
  message: string;
}

export interface TerminalDeviceRow {
  id: number;
  name: string;
  host: string;
  port: number;
  mode: 'http' | 'tcp';
  /** "192.168.1.50:10009 · HTTP" */
  address: string;
  station_id: number | null;
  station_name: string | null;
  timeout_seconds: number;
  serial_number: string | null;
  model: string | null;
  /** The last "Test connection", or null when never tested (or moved since). */
  last_check: TerminalCheckResult | null;
}

export interface Props {
  terminals: TerminalDeviceRow[];
  /** What Settings → PAX Credit says now, in words ("Tip adjusted later · no signature · cut-off 9:00 PM"). */
  pax_summary: string;
  /** Stations with no terminal: their POS takes cards by hand. */
  stations_without_terminal: string[];
}
