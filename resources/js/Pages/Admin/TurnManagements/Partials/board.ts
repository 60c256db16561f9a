import { router } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { RouteName } from '@common/routes';
export type {
  TurnStatus,
  TurnReasonRow,
  TurnTechnician,
} from '@common/pages/Admin/TurnManagements/Partials/board';

/** Posts a board action and stays on the board (its props come back fresh). */
export function boardPost(
  name: RouteName,
  employee: number,
  data: Record<string, string> = {},
  onSuccess?: () => void,
) {
  router.post(route(name, { employee }), data, {
    preserveScroll: true,
    preserveState: true,
    onSuccess,
  });
}
