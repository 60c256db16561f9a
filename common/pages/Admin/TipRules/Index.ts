// The props of resources/js/Pages/Admin/TipRules/Index.tsx, as the server sends them.
import type { TipRules } from '../../propShapes';

export interface Props {
  tip_rules: TipRules;
  max_suggested: number;
}
