// The props of resources/js/Pages/Admin/Stations/Index.tsx, as the server sends them.
export interface Station {
  id: number;
  name: string;
}

export interface Props {
  stations: Station[];
  current_station_id: number | null;
}
