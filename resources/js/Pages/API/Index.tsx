import { Head, router, useForm } from '@inertiajs/react';
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
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { ApiTokenRow } from '@common/pages/API/Index';
import type { ApiAbility, ApiTokenExpiry } from '@common/apiTokens';

const STATUS_TONE = { active: 'primary', expired: 'neutral', revoked: 'danger' } as const;

export default function Index({ tokens, abilities, expiries, new_token, api_url }: PageProps<'API/Index'>) {
  const form = useForm<{ name: string; abilities: ApiAbility[]; expires: ApiTokenExpiry }>({ name: '', abilities: [], expires: '90' });
  const create = () => form.post(route('api-tokens.store'), { preserveScroll: true, onSuccess: () => form.reset() });
  const toggle = (a: ApiAbility, on: boolean) => form.setData('abilities', on ? [...form.data.abilities, a] : form.data.abilities.filter((x) => x !== a));

  return (
    <>
      <Head title="API Tokens" />
      <PageHeader title="API Tokens" back={{ href: route('profiles.index'), label: 'Profile' }} description={`Let another program read this salon's data through ${api_url}. Each token acts as you, with only the abilities you give it.`} />
      {new_token && <NewToken token={new_token.token} name={new_token.name} />}
      {abilities.length === 0 ? (
        <EmptyState message="Your permissions allow no API abilities." hint="Ask the owner for access to invoices, customers or reports." />
      ) : (
        <Form onSubmit={create} errors={form.errors} className="mb-6 space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <h2 className="text-base font-semibold text-gray-900">New token</h2>
          <Field name="name" label="Name" error={form.errors.name}>
            <TextInput name="name" maxLength={60} placeholder="Accounting export" value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">Abilities</legend>
            <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
              {abilities.map((a) => (
                <Checkbox key={a.value} id={`ability-${a.value}`} name="abilities" value={a.value} label={a.label} data-test={`ability-${a.value}`}
                  checked={form.data.abilities.includes(a.value)} onChange={(e) => toggle(a.value, e.target.checked)} />
              ))}
            </div>
            {form.errors.abilities && <p className="mt-1 text-sm text-red-600" data-test="error-abilities">{form.errors.abilities}</p>}
          </fieldset>
          <RadioGroup name="expires" legend="Expires" options={expiries} value={form.data.expires} onChange={(v) => form.setData('expires', v)} error={form.errors.expires} columns={4} />
          <Button type="submit" data-test="api-token-create" busy={form.processing} busyLabel="Creating...">Create token</Button>
        </Form>
      )}
      {tokens.length === 0 ? (
        <EmptyState message="No tokens yet." />
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-test="api-tokens">
          {tokens.map((t) => <TokenRow key={t.id} token={t} />)}
        </ul>
      )}
    </>
  );
}

/** The token, once: it is not kept, so it cannot be shown again. */
function NewToken({ token, name }: { token: string; name: string }) {
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
    <div className="mb-6 rounded-lg border border-primary-200 bg-primary-50 p-4" data-test="api-token-new">
      <p className="text-sm font-medium text-gray-900">Your new token “{name}”. Copy it now: it is shown only this once.</p>
      <code className="mt-3 block break-all rounded bg-white p-3 font-mono text-sm text-gray-900" data-test="api-token-value">{token}</code>
      <Button variant="secondary" className="mt-3" data-test="api-token-copy" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>
    </div>
  );
}

function TokenRow({ token }: { token: ApiTokenRow }) {
  const confirm = useConfirm();
  const revoke = async () => {
    const ok = await confirm({ title: 'Revoke token?', message: `Programs using "${token.name}" will be refused from now on.`, actionLabel: 'Revoke' });
    if (ok) router.delete(route('api-tokens.destroy', { token: token.id }), { preserveScroll: true });
  };
  return (
    <li data-test={`api-token-${token.id}`} className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 basis-60 space-y-1">
        <p className="font-medium break-words text-gray-900">
          {token.name} <Badge tone={STATUS_TONE[token.status]}>{token.status[0].toUpperCase() + token.status.slice(1)}</Badge>
        </p>
        <p className="text-sm text-gray-600">{token.abilities.map((a) => a.label).join(' · ') || 'No abilities'}</p>
        <p className="text-xs text-gray-500">
          Created {token.created} · Last used {token.last_used ?? 'never'} · {token.expires ? `Expires ${token.expires}` : 'Never expires'}
        </p>
      </div>
      {token.status === 'active' && (
        <Button variant="ghost" destructive data-test="api-token-revoke" aria-label={`Revoke ${token.name}`} onClick={revoke}>Revoke</Button>
      )}
    </li>
  );
}
