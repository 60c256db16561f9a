// The props of resources/js/Pages/Profile/Show.tsx, as the server sends them.

/** A browser by its product name (a name, the same in every language). */
export type DeviceBrowser = 'Edge' | 'Opera' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari';
/** A platform by its product name. */
export type DevicePlatform =
  'iPad' | 'iPhone' | 'Android' | 'ChromeOS' | 'Windows' | 'Mac' | 'Linux';

/** One of the account's signed-in browsers (never its session id). */
export interface BrowserSession {
  /** A stable key for the list; not the session id. */
  key: string;
  /** From its User-Agent; null where it does not say (both null: a device nobody can name). */
  browser: DeviceBrowser | null;
  platform: DevicePlatform | null;
  /** Null when the address is not known. */
  ip: string | null;
  is_current_device: boolean;
  /** Seconds since it was last active, on the server's clock. */
  idle_seconds: number;
}

export interface Props {
  user: { name: string; email: string; email_verified: boolean; avatar_url: string | null };
  two_factor: {
    enabled: boolean;
    /** While setting up: the QR code (an SVG data URL) and the key to type by hand. */
    setup: { qr_data_url: string; secret: string } | null;
    /** Shown once, right after they were made. */
    recovery_codes: string[] | null;
    recovery_codes_left: number;
  };
  sessions: BrowserSession[];
  /** What deleting the account does: an owner closes the store (and types its name); a super admin cannot delete here. */
  deletion: { kind: 'owner' | 'account' | 'none'; store_name: string | null };
}
