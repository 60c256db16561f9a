import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { textLinkClass } from '@/Components/ui/Button';
import Badge from '@/Components/ui/Badge';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { DifferenceKind, DifferenceView } from '@common/pages/Admin/CloseBatches/Index';
import ResolveDialog, { type DialogAction } from './ResolveDialog';

const LABELS: Record<DifferenceKind, string> = {
  missing_on_terminal: 'closebatches.kind.missing_on_terminal',
  missing_on_pos: 'closebatches.kind.missing_on_pos',
  amount_mismatch: 'closebatches.kind.amount_mismatch',
  tip_not_adjusted: 'closebatches.kind.tip_not_adjusted',
  unknown_result: 'closebatches.kind.unknown_result',
  not_on_ticket: 'closebatches.kind.not_on_ticket',
};

/** What is different and what to do, in the page's language, from the difference's kind and amounts. */
function describe(
  t: Translate,
  d: DifferenceView,
  money: (cents: number) => string,
): { title: string; help: string } {
  const pos = d.pos_cents === null ? '' : money(d.pos_cents);
  const terminal = d.terminal_cents === null ? '' : money(d.terminal_cents);
  switch (d.kind) {
    case 'missing_on_terminal':
      return {
        title: t('closebatches.diff.missingOnTerminal.title', { amount: pos }),
        help: t('closebatches.diff.missingOnTerminal.help'),
      };
    case 'missing_on_pos':
      return {
        title: t('closebatches.diff.missingOnPos.title', { amount: terminal, ref: d.terminal_ref }),
        help: t('closebatches.diff.missingOnPos.help'),
      };
    case 'amount_mismatch':
      return d.tip_differs
        ? {
            title: t('closebatches.diff.tip.title', { terminal, pos }),
            help: t('closebatches.diff.tip.help'),
          }
        : {
            title: t('closebatches.diff.amount.title', { terminal, pos }),
            help: t('closebatches.diff.amount.help'),
          };
    case 'tip_not_adjusted':
      return { title: t('closebatches.diff.noTip.title'), help: t('closebatches.diff.noTip.help') };
    case 'unknown_result':
      return {
        title: t('closebatches.diff.unknown.title'),
        help: t('closebatches.diff.unknown.help'),
      };
    case 'not_on_ticket':
      return {
        title: t('closebatches.diff.notOnTicket.title', { amount: pos }),
        help: t('closebatches.diff.notOnTicket.help'),
      };
  }
}

/** One difference of a terminal's open batch with the buttons that fix it. */
export default function DifferenceCard({
  terminalId,
  difference: d,
}: {
  terminalId: number;
  difference: DifferenceView;
}) {
  const { t } = useT();
  const format = useFormat();
  const money = (cents: number | null) => (cents === null ? '' : format.money(cents));
  const { title, help } = describe(t, d, format.money);
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [busy, setBusy] = useState(false);
  const post = (body: Record<string, unknown>) =>
    router.post(
      route('close-batches.resolve', { terminal: terminalId }),
      { transaction_id: d.transaction_id, ...body },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      },
    );
  const enterTip = () => document.getElementById(`tip-${d.transaction_id}`)?.focus();
  return (
    <li
      data-test={`difference-${d.kind}`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={d.kind === 'tip_not_adjusted' ? 'neutral' : 'danger'}>
          {t(LABELS[d.kind])}
        </Badge>
        {d.card && <span className="text-sm text-gray-600">{d.card}</span>}
        {d.ticket && (
          <Link href={d.ticket.href} className={textLinkClass}>
            {t('closebatches.ticketN', { number: d.ticket.number })}
          </Link>
        )}
      </div>
      <p className="mt-2 font-medium text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{help}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {d.kind === 'missing_on_terminal' && (
          <Button
            variant="secondary"
            data-test="fix-not-charged"
            onClick={() => setDialog('not_charged')}
          >
            {t('closebatches.fix.notCharged')}
          </Button>
        )}
        {d.kind === 'missing_on_pos' && (
          <>
            <Button variant="secondary" data-test="fix-link" onClick={() => setDialog('link')}>
              {t('closebatches.fix.link')}
            </Button>
            <Button variant="secondary" data-test="fix-record" onClick={() => setDialog('record')}>
              {t('closebatches.fix.record')}
            </Button>
          </>
        )}
        {d.kind === 'amount_mismatch' &&
          (d.tip_differs ? (
            <Button
              data-test="fix-take-tip"
              busy={busy}
              onClick={() => post({ action: 'take_terminal_tip' })}
            >
              {t('closebatches.fix.takeTip', { amount: money(d.terminal_cents) })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              data-test="fix-accept"
              onClick={() => setDialog('accept_amount')}
            >
              {t('closebatches.fix.accept')}
            </Button>
          ))}
        {d.kind === 'tip_not_adjusted' && (
          <>
            <Button variant="secondary" data-test="fix-enter-tip" onClick={enterTip}>
              {t('closebatches.fix.enterTip')}
            </Button>
            <Button
              variant="secondary"
              data-test="fix-no-tip"
              busy={busy}
              onClick={() => post({ action: 'no_tip' })}
            >
              {t('closebatches.fix.noTip')}
            </Button>
          </>
        )}
        {d.kind === 'not_on_ticket' && (
          <Button
            data-test="fix-void-sale"
            busy={busy}
            onClick={() => {
              if (window.confirm(t('closebatches.fix.voidConfirm', { amount: money(d.pos_cents) })))
                post({ action: 'void_sale' });
            }}
          >
            {t('closebatches.fix.void')}
          </Button>
        )}
        {d.kind === 'unknown_result' && (
          <>
            <Button
              data-test="fix-lookup"
              busy={busy}
              onClick={() => post({ action: 'resolve_unknown', answer: 'lookup' })}
            >
              {t('closebatches.fix.lookup')}
            </Button>
            <Button
              variant="secondary"
              data-test="fix-approved"
              onClick={() => post({ action: 'resolve_unknown', answer: 'approved' })}
            >
              {t('closebatches.fix.approved')}
            </Button>
            <Button
              variant="secondary"
              data-test="fix-declined"
              onClick={() => post({ action: 'resolve_unknown', answer: 'declined' })}
            >
              {t('closebatches.fix.declined')}
            </Button>
          </>
        )}
      </div>
      {dialog && (
        <ResolveDialog
          terminalId={terminalId}
          difference={d}
          title={title}
          action={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </li>
  );
}
