import { Head, router, useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { ApiTokenRow, NewApiToken } from '@common/pages/API/Index';
import type { ApiAbility, ApiTokenExpiry } from '@common/apiTokens';

const STATUS_TONE = { active: 'primary', expired: 'neutral', revoked: 'danger' } as const;
const STATUS_LABEL = {
  active: 'ui.active',
  expired: 'api.status.expired',
  revoked: 'api.status.revoked',
} as const;
/** The server's labels (common/apiTokens.ts, controllers/apiTokens.ts) by value, in the page's language. */
const ABILITY_LABEL: Record<string, string> = {
  'invoices:read': 'api.ability.invoicesRead',
  'customers:read': 'api.ability.customersRead',
  'customers:write': 'api.ability.customersWrite',
  'reports:read': 'api.ability.reportsRead',
};
const EXPIRY_LABEL = {
  none: 'api.expiry.none',
  '30': 'api.expiry.30',
  '90': 'api.expiry.90',
  '365': 'api.expiry.365',
} as const satisfies Record<ApiTokenExpiry, string>;

export default function Index({ tokens, abilities, expiries, api_url }: PageProps<'API/Index'>) {
  const { t } = useT();
  // The token just made comes once, in the page's flash: kept while this page stays open (a reload of
  // its props brings no flash), gone once it is left.
  const made = usePage().flash?.api_token ?? null;
  const [newToken, setNewToken] = useState<NewApiToken | null>(made);
  if (made && made.id !== newToken?.id) setNewToken(made);
  const form = useForm<{ name: string; abilities: ApiAbility[]; expires: ApiTokenExpiry }>({
    name: '',
    abilities: [],
    expires: '90',
  });
  const create = () =>
    form.post(route('api-tokens.store'), { preserveScroll: true, onSuccess: () => form.reset() });
  const toggle = (a: ApiAbility, on: boolean) =>
    form.setData(
      'abilities',
      on ? [...form.data.abilities, a] : form.data.abilities.filter((x) => x !== a),
    );

  return (
    <>
      <Head title={t('api.title')} />
      <PageHeader
        title={t('api.title')}
        back={{ href: route('profiles.index'), label: t('api.profile') }}
        description={t('api.description', { url: api_url })}
      />
      {newToken && <NewToken token={newToken.token} name={newToken.name} />}
      {abilities.length === 0 ? (
        <EmptyState message={t('api.noAbilities')} hint={t('api.noAbilitiesHint')} />
      ) : (
        <Form
          onSubmit={create}
          errors={form.errors}
          className="mb-6 space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        >
          <h2 className="text-base font-semibold text-gray-900">{t('api.newToken')}</h2>
          <Field name="name" label={t('ui.name')} error={form.errors.name}>
            <TextInput
              name="name"
              maxLength={60}
              placeholder={t('api.namePlaceholder')}
              value={form.data.name}
              onChange={(e) => form.setData('name', e.target.value)}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">{t('api.abilities')}</legend>
            <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
              {abilities.map((a) => (
                <Checkbox
                  key={a.value}
                  id={`ability-${a.value}`}
                  name="abilities"
                  value={a.value}
                  label={ABILITY_LABEL[a.value] ? t(ABILITY_LABEL[a.value]) : a.label}
                  data-test={`ability-${a.value}`}
                  checked={form.data.abilities.includes(a.value)}
                  onChange={(e) => toggle(a.value, e.target.checked)}
                />
              ))}
            </div>
            {form.errors.abilities && (
              <p className="mt-1 text-sm text-red-600" data-test="error-abilities">
                {form.errors.abilities}
              </p>
            )}
          </fieldset>
          <RadioGroup
            name="expires"
            legend={t('api.expires')}
            options={expiries.map((e) => ({ value: e.value, label: t(EXPIRY_LABEL[e.value]) }))}
            value={form.data.expires}
            onChange={(v) => form.setData('expires', v)}
            error={form.errors.expires}
            columns={4}
          />
          <Button
            type="submit"
            data-test="api-token-create"
            busy={form.processing}
            busyLabel={t('api.creating')}
          >
            {t('api.create')}
          </Button>
        </Form>
      )}
      {tokens.length === 0 ? (
        <EmptyState message={t('api.empty')} />
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          data-test="api-tokens"
        >
          {tokens.map((row) => (
            <TokenRow key={row.id} token={row} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The token, once: it is not kept, so it cannot be shown again. */
function NewToken({ token, name }: { token: string; name: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div
      className="mb-6 rounded-lg border border-primary-200 bg-primary-50 p-4"
      data-test="api-token-new"
    >
      <p className="text-sm font-medium text-gray-900">{t('api.shownOnce', { name })}</p>
      <code
        className="mt-3 block break-all rounded bg-white p-3 font-mono text-sm text-gray-900"
        data-test="api-token-value"
      >
        {token}
      </code>
      <Button variant="secondary" className="mt-3" data-test="api-token-copy" onClick={copy}>
        {t(copied ? 'api.copied' : 'api.copy')}
      </Button>
    </div>
  );
}

function TokenRow({ token }: { token: ApiTokenRow }) {
  const { t } = useT();
  const format = useStoreFormat();
  const confirm = useConfirm();
  const revoke = async () => {
    const ok = await confirm({
      title: t('api.revokeTitle'),
      message: t('api.revokeMessage', { name: token.name }),
      actionLabel: t('api.revoke'),
    });
    if (ok)
      router.delete(route('api-tokens.destroy', { token: token.id }), { preserveScroll: true });
  };
  return (
    <li data-test={`api-token-${token.id}`} className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 basis-60 space-y-1">
        <p className="font-medium break-words text-gray-900">
          {token.name}{' '}
          <Badge tone={STATUS_TONE[token.status]}>{t(STATUS_LABEL[token.status])}</Badge>
        </p>
        <p className="text-sm text-gray-600">
          {token.abilities
            .map((a) => (ABILITY_LABEL[a.value] ? t(ABILITY_LABEL[a.value]) : a.label))
            .join(' · ') || t('api.noAbilitiesRow')}
        </p>
        <p className="text-xs text-gray-500">
          {[
            t('api.created', { date: format.dateTime(token.created) }),
            token.last_used
              ? t('api.lastUsed', { date: format.dateTime(token.last_used) })
              : t('api.lastUsedNever'),
            token.expires
              ? t('api.expiresOn', { date: format.dateTime(token.expires) })
              : t('api.neverExpires'),
          ].join(' · ')}
        </p>
      </div>
      {token.status === 'active' && (
        <Button
          variant="ghost"
          destructive
          data-test="api-token-revoke"
          aria-label={t('api.revokeName', { name: token.name })}
          onClick={revoke}
        >
          {t('api.revoke')}
        </Button>
      )}
    </li>
  );
}
