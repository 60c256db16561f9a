import type { listStations } from '../../../database/queries/stations';
import { routeUrl } from '../urls';

type StationRow = Awaited<ReturnType<typeof listStations>>[number];

/** The absolute display link of a station (for the QR code a tablet scans). */
export const displayUrl = (appUrl: string, token: string) =>
  `${appUrl}${routeUrl('display.show', { display: token })}`;

/** Settings → Stations: each station with its customer display link and that link's QR code. */
export function stationRows(
  stations: StationRow[],
  tokens: { id: number; token: string }[],
  appUrl: string,
) {
  const tokenOf = new Map(tokens.map((t) => [t.id, t.token]));
  return stations.map((s) => ({
    ...s,
    display_url: displayUrl(appUrl, tokenOf.get(s.id)!),
    display_qr_url: routeUrl('stations.display.qr', { station: s.id }),
  }));
}
