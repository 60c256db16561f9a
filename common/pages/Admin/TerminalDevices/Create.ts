// The props of resources/js/Pages/Admin/TerminalDevices/Create.tsx, as the server sends them.

export interface TerminalFormProps {
  /** The store's stations; `terminal` names the live terminal already serving one (another than the one edited). */
  stations: { id: number; name: string; terminal: string | null }[];
  defaults: { port: number; timeout_seconds: number };
  limits: { name_max: number; host_max: number; timeout_min: number; timeout_max: number };
}

export type Props = TerminalFormProps;
