import { Head, router, usePage } from '@inertiajs/react';
import { useEffect, useMemo, useState } from 'react';
import type { TipShare } from '@common/ticketTotals';
import Select from '@/Components/form/Select';
import { Button, ButtonLink } from '@/Components/ui/Button';
import CustomerPicker from '@/Components/pos/CustomerPicker';
import MenuPanel from '@/Components/pos/MenuPanel';
import PaymentModal from '@/Components/pos/PaymentModal';
import RewardPicker, { type RewardOption } from '@/Components/pos/RewardPicker';
import TicketLines from '@/Components/pos/TicketLines';
import TicketSummary from '@/Components/pos/TicketSummary';
import { useCustomerDisplay, type DisplayTip } from '@/Components/pos/useCustomerDisplay';
import {
  newIdempotencyKey,
  newLineKey,
  tenderPayload,
  ticketPayload,
  ticketTotals,
  type Amount,
  type Customer,
  type MenuService,
  type Tender,
  type TicketLine,
} from '@/Components/pos/ticket';
import OfflineQueue from '@/Components/pos/OfflineQueue';
import { preloadDialogs, showError, showSuccess } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { postJson } from '@/lib/http';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import { rewardLineDiscounts } from '@common/loyalty';
import { enqueue, isOffline, noteNetworkFailure } from '@/offline/queue';
import { offlineSaleProblem } from '@/offline/queueLogic';

/** The pay screen (Admin/POS/Pay): ring up services and items, then take as many tenders as it needs. */
export default function Pay({
  categories,
  services,
  taxes,
  tip_rule,
  accepted_tenders,
  technicians,
  technician_id,
  draft,
  check_in,
  card_terminal,
}: PageProps<'Admin/POS/Pay'>) {
  const errors = usePage().props.errors as Record<string, string>;
  const { t } = useT();
  const format = useFormat();
  const [technician, setTechnician] = useState<number | null>(technician_id);
  const [customer, setCustomer] = useState<Customer | null>(
    draft?.customer ?? check_in?.customer ?? null,
  );
  const [lines, setLines] = useState<TicketLine[]>(() =>
    (draft?.lines ?? check_in?.lines ?? []).map((l) => ({
      ...l,
      tax_ids: services.find((s) => s.id === l.service_id)?.tax_ids ?? [],
      gift_card_code: '',
      recipient_name: '',
    })),
  );
  const [discount, setDiscount] = useState<Amount>(draft?.ticket_discount ?? null);
  const [tip, setTip] = useState<Amount>(draft?.tip ?? null);
  const [shares, setShares] = useState<TipShare[]>(() =>
    (draft?.tip_shares ?? []).map((s) => ({ technicianId: s.technician_id, cents: s.cents })),
  );
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState<'pay' | 'save' | null>(null);
  // One key per ticket, kept across retries: a repeated Pay returns the same invoice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  // Promotions are the server's to decide (its clock, the customer as it knows her): asked for as the ticket changes, shown as each line's discount.
  const [promotions, setPromotions] = useState<
    { line_key: string; name: string; amount: number; reason: string }[]
  >([]);
  useEffect(() => {
    // An empty ticket has nothing to ask about; what was applied names lines no longer there, so it shows nowhere.
    if (lines.length === 0) return;
    let current = true;
    const timer = setTimeout(async () => {
      const res = await postJson<{ promotions: typeof promotions }>(
        route('pos.promotions.preview'),
        ticketPayload(customer, lines, null, null, []),
      );
      if (current) setPromotions(res.ok ? (res.data?.promotions ?? []) : []);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [lines, customer]);
  const promoted = useMemo(
    () =>
      lines.map((l) => {
        const p =
          l.discount === 0 && l.kind !== 'giftcard'
            ? promotions.find((a) => a.line_key === l.key)
            : undefined;
        return p ? { ...l, discount: Math.min(p.amount, l.unit_price * l.quantity) } : l;
      }),
    [lines, promotions],
  );
  const promotionCents = promotions.reduce(
    (s, p) => s + (lines.some((l) => l.key === p.line_key && l.discount === 0) ? p.amount : 0),
    0,
  );
  const promotionNotes = Object.fromEntries(
    promotions.map((p) => [
      p.line_key,
      <p
        key={p.line_key}
        className="mt-2 rounded-lg bg-primary-50 px-3 py-1.5 text-sm text-primary-900"
        data-test="line-promotion"
      >
        <span className="font-semibold">{p.name}</span> · {p.reason}{' '}
        <span className="font-semibold tabular-nums">−{format.money(p.amount)}</span>
      </p>,
    ]),
  );

  const [reward, setReward] = useState<RewardOption | null>(null);
  // A reward spent shows as more discount on its lines, after any promotion (the server works it out again at checkout).
  const rewarded = useMemo(() => {
    if (!reward) return promoted;
    const applied = rewardLineDiscounts(
      reward,
      promoted.map((l) => ({
        kind: l.kind,
        serviceId: l.service_id,
        unitPriceCents: l.unit_price,
        quantity: l.quantity,
        discountCents: l.discount,
      })),
    );
    return 'problem' in applied
      ? promoted
      : promoted.map((l, i) => ({ ...l, discount: l.discount + applied.perLine[i] }));
  }, [promoted, reward]);
  const totals = useMemo(
    () => ticketTotals(rewarded, discount, tip, taxes, tip_rule, shares),
    [rewarded, discount, tip, taxes, tip_rule, shares],
  );
  const ticket = () => ticketPayload(customer, lines, discount, tip, shares);

  // The station's customer display follows the ticket; a tip she chooses there becomes the ticket's tip.
  const [displayTip, setDisplayTip] = useState<DisplayTip | null>(null);
  const display = useCustomerDisplay({
    customer,
    lines: rewarded,
    totals,
    tipRule: tip_rule,
    onTip: (chosen) => {
      setShares([]);
      setTip(
        chosen.percent !== null
          ? { type: 'percent', value: chosen.percent }
          : { type: 'amount', value: chosen.cents },
      );
      setDisplayTip(chosen);
    },
  });

  const add = (s: MenuService) => {
    setShares([]);
    setLines((ls) => [
      ...ls,
      {
        key: newLineKey(),
        kind: s.kind,
        service_id: s.id,
        name: s.name,
        technician_id: s.kind === 'service' ? technician : null,
        unit_price: s.price,
        quantity: 1,
        discount: 0,
        tax_ids: s.tax_ids,
        gift_card_code: '',
        recipient_name: '',
      },
    ]);
  };
  const sellGiftCard = () =>
    setLines((ls) => [
      ...ls,
      {
        key: newLineKey(),
        kind: 'giftcard',
        service_id: null,
        name: t('ui.giftCard'),
        technician_id: null,
        unit_price: 0,
        quantity: 1,
        discount: 0,
        tax_ids: [],
        gift_card_code: '',
        recipient_name: '',
      },
    ]);
  const change = (key: string, patch: Partial<TicketLine>) => {
    if (
      'technician_id' in patch ||
      'unit_price' in patch ||
      'quantity' in patch ||
      'discount' in patch
    )
      setShares([]);
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  };
  const remove = (key: string) => {
    setShares([]);
    setLines((ls) => ls.filter((l) => l.key !== key));
  };

  const options = (what: 'pay' | 'save') => ({
    preserveState: true,
    preserveScroll: true,
    onStart: () => setBusy(what),
    onFinish: () => setBusy(null),
    onError: (errs: Record<string, string>) => {
      if (what === 'pay') display.checkoutFailed();
      // A line, customer, discount or tip problem is fixed on the ticket, not in the payment dialog.
      if (
        Object.keys(errs).some((k) => /^(lines|customer_id|ticket_discount|tip|reward_id)/.test(k))
      )
        setPaying(false);
    },
  });

  /**
   * Offline: a cash-only ticket is queued with its key, its lines as shown and the moment it was rung up,
   * and the screen starts a new ticket; anything that needs the server (a card, a gift card, a reward) is refused.
   */
  const payOffline = async () => {
    const problem = offlineSaleProblem({
      tenders: tenderPayload(tenders),
      lines,
      rewardId: reward?.id ?? null,
      draftId: draft?.id ?? null,
      checkInId: check_in?.id ?? null,
    });
    if (problem) {
      void showError(problem);
      return;
    }
    const cash = tenderPayload(tenders).reduce((s, x) => s + x.amount, 0);
    const recordedAt = new Date().toISOString();
    const names = (l: (typeof lines)[number]) =>
      [l.name, technicians.find((x) => x.id === l.technician_id)?.name].filter(Boolean).join(' · ');
    await enqueue({
      key: idempotencyKey,
      kind: 'ticket',
      url: route('pos.offline.store'),
      body: {
        ...ticket(),
        idempotency_key: idempotencyKey,
        recorded_at: recordedAt,
        total: totals.amountDueCents,
        tenders: [{ type: 'cash', amount: cash }],
        labels: lines.map(names),
      },
      recordedAt,
      summary: t('pos.offline.summary', {
        amount: format.money(totals.amountDueCents),
        lines: lines.map((l) => l.name).join(', '),
      }),
    });
    void showSuccess(
      t('pos.offline.saved', {
        amount: format.money(totals.amountDueCents),
        change: format.money(cash - totals.amountDueCents),
      }),
    );
    display.checkoutFailed();
    setPaying(false);
    setLines([]);
    setTenders([]);
    setDiscount(null);
    setTip(null);
    setShares([]);
    setCustomer(null);
    setReward(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  const pay = () => {
    preloadDialogs();
    if (isOffline()) {
      void payOffline();
      return;
    }
    display.checkoutStarted();
    router.post(
      route('pos.checkout'),
      {
        ...ticket(),
        idempotency_key: idempotencyKey,
        draft_id: draft?.id ?? null,
        check_in_id: check_in?.id ?? null,
        reward_id: reward?.id ?? null,
        tenders: tenderPayload(tenders),
      },
      {
        ...options('pay'),
        // Paid: the answer is the receipt. Success! comes first, over it, named as the receipt numbers the ticket.
        onSuccess: (page) => {
          const receipt =
            page.component === 'Admin/Invoices/Show'
              ? (page.props as { receipt?: { id?: number; number?: string } }).receipt
              : undefined;
          if (receipt?.number) void showSuccess(t('pos.paid', { number: receipt.number }));
          if (receipt?.id) void display.thankYou(receipt.id);
          else display.checkoutFailed();
        },
        // The server could not be reached (not an HTTP error): the same ticket, queued as cash.
        onNetworkError: () => {
          noteNetworkFailure();
          setBusy(null);
          void payOffline();
          return false;
        },
      },
    );
  };
  const save = () => {
    if (draft)
      router.put(route('pos.drafts.update', { draft: draft.id }), ticket(), options('save'));
    else router.post(route('pos.drafts.store'), ticket(), options('save'));
  };

  // A tip the customer gave on the card terminal is the technicians' too: the ticket's tip grows by it (and shrinks when that card is voided).
  const cardTip = (delta: number) => {
    setShares([]);
    setTip({ type: 'amount', value: Math.max(0, totals.tipCents + delta) });
  };

  const openPayment = () => {
    preloadDialogs();
    setPaying(true);
  };

  const canPay = lines.length > 0 && totals.amountDueCents >= 0;
  const due = format.money(totals.amountDueCents);

  return (
    <>
      <Head title={draft ? t('pos.savedTicket') : t('pos.payTitle')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <ButtonLink
            href={route('pos.select_technician')}
            variant="secondary"
            data-test="back-to-technicians"
          >
            {t('pos.backToTechnicians')}
          </ButtonLink>
          <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900">
            {draft ? t('pos.savedTicket') : t('pos.newTicket')}
          </h1>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          {t('pos.addingFor')}
          <Select
            name="technician"
            fit
            value={technician ?? ''}
            onChange={(e) => setTechnician(e.target.value ? Number(e.target.value) : null)}
            data-test="current-technician"
          >
            <option value="">{t('pos.noTechnician')}</option>
            {technicians.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.name}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <OfflineQueue />
      {check_in && (
        <p
          className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900"
          data-test="pay-check-in"
        >
          {check_in.customer
            ? t('pos.checkIn', { name: check_in.customer.name })
            : t('pos.checkInAnonymous')}
        </p>
      )}
      {errors.check_in_id && (
        <p
          className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="error-check_in_id"
        >
          {errors.check_in_id}
        </p>
      )}
      {errors.lines && (
        <p
          className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="error-lines"
        >
          {errors.lines}
        </p>
      )}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <MenuPanel
            categories={categories}
            services={services}
            onAdd={add}
            onSellGiftCard={sellGiftCard}
          />
          <TicketLines
            lines={lines}
            technicians={technicians}
            errors={errors}
            onChange={change}
            onRemove={remove}
            notes={promotionNotes}
          />
        </div>

        <aside
          className="space-y-4 lg:sticky lg:top-4 lg:self-start"
          aria-label={t('pos.summary.label')}
        >
          <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <CustomerPicker
              customer={customer}
              onChange={(c) => {
                setCustomer(c);
                setReward(null);
              }}
              error={errors.customer_id}
            />
            {customer && (
              <RewardPicker
                key={customer.id}
                customerId={customer.id}
                selected={reward}
                onSelect={setReward}
                error={errors.reward_id}
              />
            )}
          </div>
          <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <TicketSummary
              totals={totals}
              discount={discount}
              onDiscount={setDiscount}
              tip={tip}
              onTip={setTip}
              suggested={tip_rule.suggested_percents}
              technicians={technicians}
              manualShares={shares}
              onShares={setShares}
              errors={errors}
            />
            {display.enabled && (
              <div className="mt-3 space-y-2">
                <Button
                  variant="secondary"
                  block
                  disabled={lines.length === 0}
                  onClick={() => {
                    setDisplayTip(null);
                    void display.askForTip();
                  }}
                  data-test="ask-tip-on-display"
                  className="text-center"
                >
                  {display.asking ? t('pos.display.asking') : t('pos.display.ask')}
                </Button>
                {displayTip && (
                  <p
                    className="rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900"
                    role="status"
                    data-test="display-tip-chosen"
                  >
                    {t('pos.display.chosen', { amount: format.money(displayTip.cents) })}
                  </p>
                )}
              </div>
            )}
            {promotionCents > 0 && (
              <div
                className="mt-3 flex items-baseline justify-between text-sm text-primary-900"
                data-test="promotions-total"
              >
                <span>{t('pos.promotions')}</span>
                <span className="font-semibold tabular-nums">−{format.money(promotionCents)}</span>
              </div>
            )}
            <div className="mt-3 flex items-baseline justify-between border-t border-gray-200 pt-3">
              <span className="text-base font-semibold text-gray-900">{t('pos.amountDue')}</span>
              <span
                className="text-2xl font-bold tabular-nums text-gray-900"
                data-test="amount-due"
              >
                {due}
              </span>
            </div>
            <div className="mt-3 hidden gap-2 lg:grid">
              <Button
                size="lg"
                block
                className="text-center"
                disabled={!canPay}
                onClick={openPayment}
                data-test="pay"
              >
                {t('pos.pay', { amount: due })}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                block
                className="text-center"
                disabled={lines.length === 0}
                busy={busy === 'save'}
                onClick={save}
                data-test="save-ticket"
              >
                {t('pos.saveTicket')}
              </Button>
            </div>
          </div>
        </aside>
      </div>

      {/* Below the two-column width the amount due rides along at the bottom of the screen: always visible. */}
      <div
        className="sticky bottom-0 z-20 mt-4 flex items-center justify-between gap-2 rounded-t-xl border border-gray-200 bg-white px-4 py-2 shadow-lg lg:hidden"
        data-test="pay-bar"
      >
        <div>
          <p className="text-xs text-gray-600">{t('pos.amountDue')}</p>
          <p className="text-xl font-bold tabular-nums">{due}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="lg"
            disabled={lines.length === 0}
            busy={busy === 'save'}
            onClick={save}
          >
            {t('common.save')}
          </Button>
          <Button size="lg" disabled={!canPay} onClick={openPayment}>
            {t('pos.payShort')}
          </Button>
        </div>
      </div>

      <PaymentModal
        open={paying}
        onClose={() => setPaying(false)}
        amountDue={totals.amountDueCents}
        tenders={tenders}
        onTenders={setTenders}
        accepted={accepted_tenders}
        errors={errors}
        busy={busy === 'pay'}
        onPay={pay}
        ticket={ticket}
        terminal={card_terminal}
        onCardTip={cardTip}
      />
    </>
  );
}
