import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { textLinkClass } from '@/Components/ui/Button';
import Badge from '@/Components/ui/Badge';
import { route } from '@/lib/route';
import type { DifferenceKind, DifferenceView } from '@common/pages/Admin/CloseBatches/Index';
import ResolveDialog, { type DialogAction } from './ResolveDialog';

const LABELS: Record<DifferenceKind, string> = {
  missing_on_terminal: 'Not on the terminal',
  missing_on_pos: 'Not at the POS',
  amount_mismatch: 'Amounts differ',
  tip_not_adjusted: 'No tip yet',
  unknown_result: 'Answer unknown',
  not_on_ticket: 'On no ticket',
};

/** One difference of a terminal's open batch with the buttons that fix it. */
export default function DifferenceCard({ terminalId, difference: d }: { terminalId: number; difference: DifferenceView }) {
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [busy, setBusy] = useState(false);
  const post = (body: Record<string, unknown>) => router.post(route('close-batches.resolve', { terminal: terminalId }), { transaction_id: d.transaction_id, ...body }, {
    preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false),
  });
  const enterTip = () => document.getElementById(`tip-${d.transaction_id}`)?.focus();
  return (
    <li data-test={`difference-${d.kind}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={d.kind === 'tip_not_adjusted' ? 'neutral' : 'danger'}>{LABELS[d.kind]}</Badge>
        {d.card && <span className="text-sm text-gray-600">{d.card}</span>}
        {d.ticket && <Link href={d.ticket.href} className={textLinkClass}>Ticket {d.ticket.number}</Link>}
      </div>
      <p className="mt-2 font-medium text-gray-900">{d.title}</p>
      <p className="mt-1 text-sm text-gray-600">{d.help}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {d.kind === 'missing_on_terminal' && <Button variant="secondary" data-test="fix-not-charged" onClick={() => setDialog('not_charged')}>Not charged…</Button>}
        {d.kind === 'missing_on_pos' && <>
          <Button variant="secondary" data-test="fix-link" onClick={() => setDialog('link')}>Link to a ticket…</Button>
          <Button variant="secondary" data-test="fix-record" onClick={() => setDialog('record')}>Record as unmatched sale…</Button>
        </>}
        {d.kind === 'amount_mismatch' && (d.tip_differs
          ? <Button data-test="fix-take-tip" busy={busy} onClick={() => post({ action: 'take_terminal_tip' })}>Take the terminal’s tip ({d.terminal})</Button>
          : <Button variant="secondary" data-test="fix-accept" onClick={() => setDialog('accept_amount')}>Accept…</Button>)}
        {d.kind === 'tip_not_adjusted' && <>
          <Button variant="secondary" data-test="fix-enter-tip" onClick={enterTip}>Enter the tip</Button>
          <Button variant="secondary" data-test="fix-no-tip" busy={busy} onClick={() => post({ action: 'no_tip' })}>No tip</Button>
        </>}
        {d.kind === 'not_on_ticket' && <Button data-test="fix-void-sale" busy={busy} onClick={() => { if (window.confirm(`Void ${d.pos} on the terminal? The customer gets it back.`)) post({ action: 'void_sale' }); }}>Void on the terminal</Button>}
        {d.kind === 'unknown_result' && <>
          <Button data-test="fix-lookup" busy={busy} onClick={() => post({ action: 'resolve_unknown', answer: 'lookup' })}>Look it up on the terminal</Button>
          <Button variant="secondary" data-test="fix-approved" onClick={() => post({ action: 'resolve_unknown', answer: 'approved' })}>It was approved</Button>
          <Button variant="secondary" data-test="fix-declined" onClick={() => post({ action: 'resolve_unknown', answer: 'declined' })}>It was not charged</Button>
        </>}
      </div>
      {dialog && <ResolveDialog terminalId={terminalId} difference={d} action={dialog} onClose={() => setDialog(null)} />}
    </li>
  );
}
