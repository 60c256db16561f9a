// The props of resources/js/Pages/Admin/TerminalDevices/Edit.tsx, as the server sends them.
import type { TerminalFormProps } from './Create';
import type { TerminalDeviceRow } from './Index';

export type Props = TerminalFormProps & { terminal: TerminalDeviceRow };
