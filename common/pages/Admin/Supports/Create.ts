// The props of resources/js/Pages/Admin/Supports/Create.tsx, as the server sends them.

export interface Props {
  limits: { subject: number; body: number; attachments: number; attachment_bytes: number };
  /** A ticket already written (Billing's plan change request), or null. */
  prefill: { subject: string; body: string } | null;
}
