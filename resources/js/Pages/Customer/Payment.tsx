import { Head, router } from '@inertiajs/react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/Components/ui/Button';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { postJson } from '@/lib/http';
import { route } from '@/lib/route';
import { useDisplayChannel } from '@/realtime/useDisplayChannel';
import type { DisplayScreen, DisplayTicket, TipPick } from '@common/customerDisplay';
import type { PageProps } from '@common/pages';

/**
 * The customer display (customer page "payment"): the screen the
 * customer faces at a station. It shows what the station's POS sends it live
 * (Welcome, the ticket as it is built, the tip choices, "Please pay on the
 * terminal", thank you) and sends back only her tip. Read at arm's length:
 * big type, big buttons.
 */
export default function Payment({
  salon,
  station_name,
  token,
  screen: initial,
  channel,
  socket,
  thank_you_seconds,
}: PageProps<'Customer/Payment'>) {
  const { t } = useT();
  const format = useFormat();
  const [screen, setScreen] = useState<DisplayScreen>(initial);
  // A partial reload (after a drop, or while polling) brings the current screen as a new prop: it replaces what is shown.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setScreen(initial);
  }
  const reload = useCallback(() => router.reload({ only: ['screen'] }), []);
  const live = useDisplayChannel(
    socket,
    route('display.auth', { display: token }),
    channel,
    {
      DisplayUpdated: (payload) => setScreen(payload as DisplayScreen),
      // A new link was made for this station: this one is no more (the reload answers 404).
      DisplayRevoked: () => router.reload(),
    },
    reload,
  );

  // Without a live channel (no socket yet, or it dropped), ask every 2 seconds.
  useEffect(() => {
    if (live) return;
    const timer = setInterval(reload, 2000);
    return () => clearInterval(timer);
  }, [live, reload]);

  // The thank-you goes back to Welcome after its seconds.
  useEffect(() => {
    if (screen.screen !== 'thank_you') return;
    const timer = setTimeout(() => setScreen({ screen: 'idle' }), thank_you_seconds * 1000);
    return () => clearTimeout(timer);
  }, [screen, thank_you_seconds]);

  return (
    <>
      <Head title={salon.name} />
      <div
        className="w-full rounded-2xl bg-white p-5 shadow-md sm:p-8"
        data-test="display"
        data-screen={screen.screen}
        data-live={live || undefined}
      >
        {screen.screen === 'idle' && <Idle salon={salon.name} station={station_name} />}
        {screen.screen === 'ticket' && <Ticket ticket={screen.ticket} />}
        {screen.screen === 'tip' && (
          <Tip
            key={JSON.stringify(screen.choices) + screen.tip_base_cents}
            screen={screen}
            token={token}
            onTaken={setScreen}
          />
        )}
        {screen.screen === 'pay_on_terminal' && (
          <div className="py-10 text-center" data-test="display-terminal">
            <h1 data-test="page-title" className="text-2xl font-normal text-gray-700 sm:text-3xl">
              {t('customer.display.terminal')}
            </h1>
            <p
              className="mt-4 text-5xl font-bold tabular-nums text-gray-900 sm:text-6xl"
              data-test="display-terminal-amount"
            >
              {format.money(screen.amount_cents)}
            </p>
          </div>
        )}
        {screen.screen === 'thank_you' && (
          <ThankYou salon={salon.name} firstName={screen.first_name} review={screen.review} />
        )}
      </div>
      <LanguageSwitch className="mt-4" />
    </>
  );
}

function Idle({ salon, station }: { salon: string; station: string }) {
  const { t } = useT();
  return (
    <div className="py-12 text-center" data-test="display-idle">
      <p className="text-lg font-medium uppercase tracking-wide text-primary-700">{salon}</p>
      <h1 data-test="page-title" className="mt-2 text-5xl font-bold text-gray-900 sm:text-6xl">
        {t('customer.display.welcome')}
      </h1>
      <p className="mt-6 text-base text-gray-600">{station}</p>
    </div>
  );
}

function Ticket({ ticket }: { ticket: DisplayTicket }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-label={t('customer.display.ticket')} className="min-w-0">
        <h1 data-test="page-title" className="text-3xl font-semibold text-gray-900 sm:text-4xl">
          {ticket.customer_first_name
            ? t('customer.display.hi', { name: ticket.customer_first_name })
            : t('customer.display.ticket')}
        </h1>
        {ticket.lines.length === 0 ? (
          <p className="mt-6 text-xl text-gray-600">{t('customer.display.empty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100" data-test="display-lines">
            {ticket.lines.map((l, i) => (
              <li
                key={i}
                className="flex items-baseline justify-between gap-4 py-3"
                data-test="display-line"
              >
                <div className="min-w-0">
                  <p className="break-words text-xl font-medium text-gray-900 sm:text-2xl">
                    {l.name}
                  </p>
                  <p className="text-base text-gray-600 tabular-nums sm:text-lg">
                    {l.quantity > 1
                      ? `${l.quantity} × ${format.money(l.unit_price_cents)}`
                      : format.money(l.unit_price_cents)}
                    {l.discount_cents > 0 && (
                      <span className="ml-2 text-primary-700">
                        {t('customer.display.off', { amount: format.money(l.discount_cents) })}
                      </span>
                    )}
                  </p>
                </div>
                <span className="shrink-0 text-xl font-semibold tabular-nums text-gray-900 sm:text-2xl">
                  {format.money(l.amount_cents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Totals ticket={ticket} />
    </div>
  );
}

function Totals({ ticket }: { ticket: DisplayTicket }) {
  const { t } = useT();
  const format = useFormat();
  const row = (label: string, cents: number, test: string, minus = false) => (
    <div className="flex justify-between text-lg text-gray-700 sm:text-xl" data-test={test}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{minus ? `−${format.money(cents)}` : format.money(cents)}</dd>
    </div>
  );
  return (
    <dl
      className="space-y-2 self-start rounded-xl bg-gray-50 p-4 sm:p-5"
      data-test="display-totals"
    >
      {row(t('customer.display.subtotal'), ticket.subtotal_cents, 'display-subtotal')}
      {ticket.discount_cents > 0 &&
        row(t('customer.display.discount'), ticket.discount_cents, 'display-discount', true)}
      {row(t('customer.display.tax'), ticket.tax_cents, 'display-tax')}
      {ticket.tip_cents > 0 && row(t('customer.display.tip'), ticket.tip_cents, 'display-tip')}
      <div className="flex items-baseline justify-between border-t border-gray-200 pt-3">
        <dt className="text-xl font-semibold text-gray-900 sm:text-2xl">
          {t('customer.display.total')}
        </dt>
        <dd
          className="text-3xl font-bold tabular-nums text-gray-900 sm:text-4xl"
          data-test="display-amount-due"
        >
          {format.money(ticket.amount_due_cents)}
        </dd>
      </div>
    </dl>
  );
}

type TipScreen = Extract<DisplayScreen, { screen: 'tip' }>;

/** The tip choices: the store's suggestions as big buttons with what each makes, Custom on a keypad, No tip. */
function Tip({
  screen,
  token,
  onTaken,
}: {
  screen: TipScreen;
  token: string;
  onTaken: (s: DisplayScreen) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const [custom, setCustom] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (pick: TipPick) => {
    setBusy(true);
    setError(null);
    const res = await postJson<{
      tip_cents?: number;
      message?: string;
      errors?: Record<string, string>;
    }>(route('display.tip', { display: token }), pick);
    setBusy(false);
    if (!res.ok || res.data?.tip_cents === undefined) {
      setError(
        Object.values(res.data?.errors ?? {})[0] ??
          res.data?.message ??
          t('customer.display.tipFailed'),
      );
      return;
    }
    const cents = res.data.tip_cents;
    const ticket = screen.ticket;
    // The ticket with her tip, until the POS sends its own.
    onTaken({
      screen: 'ticket',
      ticket: {
        ...ticket,
        tip_cents: cents,
        amount_due_cents: ticket.amount_due_cents - ticket.tip_cents + cents,
      },
    });
  };

  if (custom !== null) {
    const cents = Number(custom || '0');
    const press = (key: string) =>
      setCustom((d) =>
        key === 'back' ? (d ?? '').slice(0, -1) : ((d ?? '') + key).replace(/^0+/, '').slice(0, 6),
      );
    return (
      <div className="mx-auto max-w-md text-center" data-test="display-tip-custom">
        <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {t('customer.display.yourTip')}
        </h1>
        <p
          className="mt-3 text-5xl font-bold tabular-nums text-gray-900"
          data-test="tip-custom-amount"
        >
          {format.money(cents)}
        </p>
        <div className="mt-5 grid grid-cols-3 gap-3">
          {['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0', 'back'].map((k) => (
            <Button
              key={k}
              variant="secondary"
              size="lg"
              className="text-2xl"
              onClick={() => press(k)}
              data-test={`keypad-${k}`}
              aria-label={k === 'back' ? t('customer.display.deleteDigit') : k}
            >
              {k === 'back' ? '⌫' : k}
            </Button>
          ))}
        </div>
        {error && (
          <p
            className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-lg text-danger-800"
            role="alert"
            data-test="tip-error"
          >
            {error}
          </p>
        )}
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              setCustom(null);
              setError(null);
            }}
            data-test="tip-custom-back"
          >
            {t('customer.display.back')}
          </Button>
          <Button
            size="lg"
            busy={busy}
            disabled={cents > screen.max_cents}
            onClick={() => send({ type: 'amount', cents })}
            data-test="tip-custom-add"
          >
            {t('customer.display.addTip')}
          </Button>
        </div>
        {cents > screen.max_cents && (
          <p className="mt-3 text-base text-danger-700">
            {t('customer.display.tipMax', { amount: format.money(screen.max_cents) })}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="text-center" data-test="display-tip">
      <h1 data-test="page-title" className="text-3xl font-semibold text-gray-900 sm:text-4xl">
        {t('customer.display.tipQuestion')}
      </h1>
      <p className="mt-2 text-lg text-gray-600">
        {t('customer.display.totalIs')}{' '}
        <span className="font-semibold tabular-nums text-gray-900">
          {format.money(screen.ticket.amount_due_cents - screen.ticket.tip_cents)}
        </span>
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {screen.choices.map((c) => (
          <button
            key={c.percent}
            type="button"
            disabled={busy}
            onClick={() => send({ type: 'percent', percent: c.percent })}
            className="flex min-h-28 flex-col items-center justify-center rounded-2xl bg-primary-600 px-3 py-4 text-white shadow-sm transition-colors hover:bg-primary-700 active:bg-primary-800 disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2"
            data-test={`tip-choice-${c.percent}`}
          >
            <span className="text-4xl font-bold">{c.percent}%</span>
            <span className="mt-1 text-xl tabular-nums">{format.money(c.cents)}</span>
          </button>
        ))}
      </div>
      {error && (
        <p
          className="mt-4 rounded-lg bg-danger-50 px-3 py-2 text-lg text-danger-800"
          role="alert"
          data-test="tip-error"
        >
          {error}
        </p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          size="lg"
          disabled={busy}
          onClick={() => setCustom('')}
          data-test="tip-custom"
        >
          {t('customer.display.custom')}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          disabled={busy}
          onClick={() => send({ type: 'none' })}
          data-test="tip-none"
        >
          {t('customer.display.noTip')}
        </Button>
      </div>
    </div>
  );
}

function ThankYou({
  salon,
  firstName,
  review,
}: {
  salon: string;
  firstName: string | null;
  review: 'sms' | 'email' | null;
}) {
  const { t } = useT();
  return (
    <div className="py-10 text-center" data-test="display-thank-you">
      <div
        aria-hidden="true"
        className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-primary-100 text-4xl text-primary-700"
      >
        ✓
      </div>
      <h1 data-test="page-title" className="mt-4 text-4xl font-bold text-gray-900 sm:text-5xl">
        {firstName
          ? t('customer.display.thanksNamed', { name: firstName })
          : t('customer.display.thanks')}
      </h1>
      <p className="mt-3 text-xl text-gray-700">{t('customer.display.seeYou', { salon })}</p>
      {review && (
        <p className="mt-4 text-lg text-gray-700" data-test="display-review">
          {t(review === 'sms' ? 'customer.display.reviewSms' : 'customer.display.reviewEmail')}
        </p>
      )}
    </div>
  );
}
