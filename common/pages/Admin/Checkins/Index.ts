// The props of resources/js/Pages/Admin/Checkins/Index.tsx, as the server sends them.
import type { CheckinsProps } from './types';

export type Props = CheckinsProps;
