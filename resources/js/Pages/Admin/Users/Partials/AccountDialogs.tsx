import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useBillingText } from '@/Components/billing/InvoiceSheet';
import { translate, useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { AccountRow, PlanQuote, Props } from '@common/pages/Admin/Users/Index';

/** The list's search, filter and page, sent along so the action returns to the list as it was. */
export const listQuery = (): Record<string, string> =>
  Object.fromEntries(
    [...new URLSearchParams(window.location.search)].filter(
      ([k]) => k === 'q' || k === 'status' || k === 'page',
    ),
  );

export type Dialog = {
  kind: 'plan' | 'trial' | 'disable' | 'impersonate' | 'partner';
  account: AccountRow;
};

/** The Users page's actions, one dialog each: change plan (with the prorated quote first), extend trial, disable, referral partner, sign in as owner. */
export default function AccountDialog({
  dialog,
  plans,
  partners,
  onClose,
}: {
  dialog: Dialog;
  plans: Props['plans'];
  partners: Props['partners'];
  onClose: () => void;
}) {
  const { kind, account } = dialog;
  if (kind === 'partner')
    return <ReferralPartner account={account} partners={partners} onClose={onClose} />;
  if (kind === 'plan') return <ChangePlan account={account} plans={plans} onClose={onClose} />;
  if (kind === 'trial') return <ExtendTrial account={account} onClose={onClose} />;
  if (kind === 'disable') return <Disable account={account} onClose={onClose} />;
  return <Impersonate account={account} onClose={onClose} />;
}

const footer = (
  onClose: () => void,
  busy: boolean,
  label: string,
  test: string,
  destructive = false,
) => (
  <>
    <Button variant="secondary" onClick={onClose}>
      {translate('ui.cancel')}
    </Button>
    <Button
      type="submit"
      busy={busy}
      busyLabel={translate('users.working')}
      destructive={destructive}
      data-test={test}
    >
      {label}
    </Button>
  </>
);

/** The quote's note: "20 of 30 days left in the period", or a trial's "nothing to prorate". */
const noteText = (
  t: (key: string, values?: Record<string, number>) => string,
  days: PlanQuote['days'],
) =>
  days
    ? t('users.plan.daysLeft', { remaining: days.remaining, days: days.period })
    : t('users.plan.trialNote');

function ChangePlan({
  account,
  plans,
  onClose,
}: {
  account: AccountRow;
  plans: Props['plans'];
  onClose: () => void;
}) {
  const { t, money, planPrice } = useBillingText();
  const choices = plans.filter((p) => account.quotes.some((q) => q.plan_id === p.id));
  const form = useForm({ plan_id: String(choices[0]?.id ?? '') });
  const quote = account.quotes.find((q) => String(q.plan_id) === form.data.plan_id);
  const submit = () =>
    form.put(route('users.change_plan', { store: account.store_id, ...listQuery() }), {
      errorBag: 'plan',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('users.plan.title', { store: account.store })}
      onSubmit={submit}
      data-test="change-plan"
      footer={footer(onClose, form.processing, t('billing.changePlan'), 'change-plan-confirm')}
    >
      <p className="mb-3 text-sm text-gray-700">
        {t('users.plan.now', {
          plan: account.plan?.name,
          price: account.plan ? planPrice(account.plan) : '',
        })}
      </p>
      {choices.length === 0 ? (
        <p className="text-sm text-gray-700">{t('users.plan.noChoice')}</p>
      ) : (
        <>
          <Field
            name="plan_id"
            id="change-plan-id"
            label={t('users.plan.new')}
            error={form.errors.plan_id}
          >
            <Select
              name="plan_id"
              value={form.data.plan_id}
              onChange={(e) => form.setData('plan_id', e.target.value)}
              data-test="change-plan-select"
            >
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {planPrice(p)}
                </option>
              ))}
            </Select>
          </Field>
          {quote && (
            <dl
              className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-gray-50 p-3 text-sm"
              data-test="change-plan-quote"
            >
              <dt className="text-gray-600">{t('users.plan.credit')}</dt>
              <dd className="text-right tabular-nums">{money(quote.credit_cents)}</dd>
              <dt className="text-gray-600">{t('users.plan.charge')}</dt>
              <dd className="text-right tabular-nums">{money(quote.charge_cents)}</dd>
              <dt className="font-semibold text-gray-900">{t('users.plan.net')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-test="change-plan-net">
                {money(quote.net_cents)}
              </dd>
              <dd className="col-span-2 text-gray-600">{noteText(t, quote.days)}</dd>
            </dl>
          )}
        </>
      )}
    </Modal>
  );
}

function ExtendTrial({ account, onClose }: { account: AccountRow; onClose: () => void }) {
  const { t, day } = useBillingText();
  const form = useForm({ trial_ends_on: account.trial_window?.min ?? '' });
  const submit = () =>
    form.put(route('users.extend_trial', { store: account.store_id, ...listQuery() }), {
      errorBag: 'trial',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('users.trial.title', { store: account.store })}
      onSubmit={submit}
      data-test="extend-trial"
      footer={footer(onClose, form.processing, t('users.extendTrial'), 'extend-trial-confirm')}
    >
      <p className="mb-3 text-sm text-gray-700">
        {t('users.trial.text', { date: day(account.trial_ends_on) })}
      </p>
      <Field
        name="trial_ends_on"
        id="trial-ends-on"
        label={t('users.trial.endsOn')}
        error={form.errors.trial_ends_on}
      >
        <TextInput
          type="date"
          name="trial_ends_on"
          min={account.trial_window?.min}
          max={account.trial_window?.max}
          value={form.data.trial_ends_on}
          onChange={(e) => form.setData('trial_ends_on', e.target.value)}
          data-test="trial-date"
        />
      </Field>
    </Modal>
  );
}

function Disable({ account, onClose }: { account: AccountRow; onClose: () => void }) {
  const { t } = useT();
  const form = useForm({ reason: '' });
  const submit = () =>
    form.post(route('users.disable', { store: account.store_id, ...listQuery() }), {
      errorBag: 'disable',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      title={t('users.disableDialog.title', { store: account.store })}
      onSubmit={submit}
      data-test="disable-account"
      footer={footer(onClose, form.processing, t('users.disable'), 'disable-confirm', true)}
    >
      <p className="mb-3 text-sm text-gray-700">{t('users.disableDialog.text')}</p>
      <Field
        name="reason"
        id="disable-reason"
        label={t('users.disableDialog.reason')}
        error={form.errors.reason}
      >
        <Textarea
          name="reason"
          rows={3}
          maxLength={500}
          value={form.data.reason}
          onChange={(e) => form.setData('reason', e.target.value)}
          data-test="disable-reason"
        />
      </Field>
    </Modal>
  );
}

function Impersonate({ account, onClose }: { account: AccountRow; onClose: () => void }) {
  const { t } = useT();
  const form = useForm({});
  const submit = () => form.post(route('users.impersonate', { store: account.store_id }));
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      title={t('users.impersonateDialog.title', { name: account.owner?.name })}
      onSubmit={submit}
      data-test="impersonate"
      footer={footer(onClose, form.processing, t('users.impersonate'), 'impersonate-confirm')}
    >
      <p className="text-sm text-gray-700">
        {t('users.impersonateDialog.text', { store: account.store })}
      </p>
    </Modal>
  );
}

function ReferralPartner({
  account,
  partners,
  onClose,
}: {
  account: AccountRow;
  partners: Props['partners'];
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm({ partner_id: account.partner ? String(account.partner.id) : '' });
  const submit = () =>
    form.put(route('users.referral_partner', { store: account.store_id, ...listQuery() }), {
      errorBag: 'partner',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('users.partnerDialog.title', { store: account.store })}
      onSubmit={submit}
      data-test="referral-partner"
      footer={footer(onClose, form.processing, t('common.save'), 'referral-partner-confirm')}
    >
      <p className="mb-3 text-sm text-gray-700">{t('users.partnerDialog.text')}</p>
      <Field
        name="partner_id"
        id="referral-partner-id"
        label={t('users.partnerDialog.partner')}
        error={form.errors.partner_id}
      >
        <Select
          name="partner_id"
          value={form.data.partner_id}
          onChange={(e) => form.setData('partner_id', e.target.value)}
          data-test="referral-partner-select"
        >
          <option value="">{t('users.partnerDialog.none')}</option>
          {partners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {p.email}
            </option>
          ))}
        </Select>
      </Field>
    </Modal>
  );
}
