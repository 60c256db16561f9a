// The props of resources/js/Pages/Admin/Settings/Index.tsx, as the server sends them.
import type { SettingsProps } from './types';

export type Props = SettingsProps;
