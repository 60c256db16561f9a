/** One technician's pay, as payRow() shapes it on the server (cents). */
export interface PayRow {
  technician_id: number;
  name: string;
  has_email?: boolean;
  service_sales: number;
  refunded_sales: number;
  supply_fee: number;
  commission: number;
  tips: number;
  card_tip_fee: number;
  worked_minutes: number;
  hourly: number;
  guarantee_top_up: number;
  bonus: number;
  adjustments: number;
  cash_out: number;
  net: number;
  check: number;
  cash: number;
  carry_forward: number;
}
