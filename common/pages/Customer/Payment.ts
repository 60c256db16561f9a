// The props of resources/js/Pages/Customer/Payment.tsx, as the server sends them.
import type { DisplayScreen } from '../../customerDisplay';

export interface Props {
  salon: { name: string };
  station_name: string;
  /** The display link's secret: the page's own routes (its socket authorisation, the tip) are named by it. */
  token: string;
  /** What to show until the next screen arrives live. */
  screen: DisplayScreen;
  /** Echo's name of this display's private channel. */
  channel: string;
  /** Where the socket client connects (a display is signed out, so the shared `realtime` prop is null). */
  socket: { key: string; host: string; port: number; scheme: 'http' | 'https' };
  thank_you_seconds: number;
}
