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
  /** The page writes the address: "192.168.1.50:10009", and the mode beneath it. */
  mode: 'http' | 'tcp';
  station_id: number | null;
  station_name: string | null;
  timeout_seconds: number;
  serial_number: string | null;
  model: string | null;
  /** The last "Test connection", or null when never tested (or moved since). */
  last_check: TerminalCheckResult | null;
}

/** Settings → PAX Credit: who asks for the tip, whether the terminal asks for a signature, and the batch cut-off (minutes after the store's midnight). */
export interface PaxSummary {
  tip_mode: 'device' | 'adjust';
  signature: boolean;
  cutoff_minute: number;
}

export interface Props {
  terminals: TerminalDeviceRow[];
  /** What Settings → PAX Credit says now; the page writes it in one line ("Tip adjusted later · no signature · batch closed before 9:00 PM"). */
  pax: PaxSummary;
  /** Stations with no terminal: their POS takes cards by hand. */
  stations_without_terminal: string[];
}
