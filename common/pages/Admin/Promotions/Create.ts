// The props of resources/js/Pages/Admin/Promotions/Create.tsx, as the server sends them.
export interface PromotionFormProps {
  services: {
    id: number;
    name: string;
    kind: 'service' | 'retail';
    category_id: number | null;
    is_active: boolean;
  }[];
  categories: { id: number; name: string }[];
  date_window: { min: string; max: string };
}

export type Props = PromotionFormProps;
