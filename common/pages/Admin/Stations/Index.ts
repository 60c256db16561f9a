// The props of resources/js/Pages/Admin/Stations/Index.tsx, as the server sends them.
export interface Station {
  id: number;
  name: string;
  /** The station's customer display link (absolute, for a second screen to open) and its QR code. */
  display_url: string;
  display_qr_url: string;
}

export interface Props {
  stations: Station[];
  current_station_id: number | null;
}
