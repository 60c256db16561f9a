// The props of resources/js/Pages/Profile/Show.tsx, as the server sends them.

/** One of the account's signed-in browsers (never its session id). */
export interface BrowserSession {
  /** A stable key for the list; not the session id. */
  key: string;
  /** "Chrome on Windows", "Safari on iPad". */
  device: string;
  ip: string;
  is_current_device: boolean;
  /** "Active now", "5 minutes ago". */
  last_active: string;
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
