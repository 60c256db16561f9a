// The props of resources/js/Pages/Admin/ComingSoon.tsx, as the server sends them.
export interface Props {
  name: string;
  /** "<Name> is not available yet". */
  message: string;
}
