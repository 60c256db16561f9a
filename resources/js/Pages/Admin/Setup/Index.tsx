import { Head, Link, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import { AmountInput } from '@/Components/form/AmountInput';
import Form from '@/Components/form/Form';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TemplateService } from '@common/pages/Admin/Setup/Index';

/** The nail salon template: ticked services with editable prices; one already on the menu shows as such. */
function TemplateMenu({ template }: { template: TemplateService[] }) {
  const offered = template.filter((s) => !s.on_menu);
  const [ticked, setTicked] = useState<Record<string, boolean>>(() => Object.fromEntries(offered.map((s) => [s.key, true])));
  const [prices, setPrices] = useState<Record<string, number>>(() => Object.fromEntries(template.map((s) => [s.key, s.price_cents])));
  const form = useForm<{ services: { key: string; price: number }[] }>({ services: [] });
  const chosen = offered.filter((s) => ticked[s.key]);
  const submit = () => {
    form.transform(() => ({ services: chosen.map((s) => ({ key: s.key, price: prices[s.key] ?? s.price_cents })) }));
    form.post(route('setup.services.store'), { preserveScroll: true });
  };
  const categories = [...new Set(template.map((s) => s.category))];
  const errorFor = (key: string) => {
    const i = chosen.findIndex((s) => s.key === key);
    return i < 0 ? undefined : (form.errors as Record<string, string | undefined>)[`services.${i}.price`];
  };

  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6" data-test="setup-template">
      <h2 className="text-lg font-semibold text-gray-900">Start from the nail salon menu</h2>
      <p className="mt-1 text-sm text-gray-600">Untick what you do not offer and change any price; you can edit everything later under Services.</p>
      {offered.length === 0 ? (
        <p className="mt-4 text-gray-800" data-test="setup-template-done">Every template service is on your menu.</p>
      ) : (
        <Form onSubmit={submit} errors={form.errors} className="mt-4 space-y-5">
          {categories.map((cat) => (
            <fieldset key={cat}>
              <legend className="text-sm font-semibold uppercase tracking-wide text-gray-600">{cat}</legend>
              <ul className="mt-2 divide-y divide-gray-100">
                {template.filter((s) => s.category === cat).map((s) => (
                  <li key={s.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1" data-test={`template-${s.key}`}>
                    <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                      <input type="checkbox" className="size-5 rounded border-gray-300 text-primary-600" disabled={s.on_menu}
                        checked={!s.on_menu && !!ticked[s.key]} onChange={(e) => setTicked({ ...ticked, [s.key]: e.target.checked })} data-test="template-tick" />
                      <span className="min-w-0 text-gray-900">{s.name}<span className="block text-sm text-gray-600">{s.on_menu ? 'On your menu' : s.duration}</span></span>
                    </label>
                    {!s.on_menu && (
                      <div className="w-32">
                        <label htmlFor={`price-${s.key}`} className="sr-only">Price of {s.name}</label>
                        <AmountInput name={`price-${s.key}`} id={`price-${s.key}`} value={prices[s.key]} onChange={(c) => setPrices({ ...prices, [s.key]: c })}
                          disabled={!ticked[s.key]} invalid={!!errorFor(s.key)} data-test="template-price" />
                        {errorFor(s.key) && <p className="mt-1 text-sm text-danger-700">{errorFor(s.key)}</p>}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          {form.errors.services && <p className="text-sm text-danger-700" data-test="template-error">{form.errors.services}</p>}
          <Button type="submit" busy={form.processing} disabled={chosen.length === 0} data-test="template-submit">
            Add {chosen.length} {chosen.length === 1 ? 'service' : 'services'}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** First-run setup (issue 20): what is set up, what is left (each with its screen), and the template menu. */
export default function Index({ store, checklist, done, template, business_url }: PageProps<'Admin/Setup/Index'>) {
  return (
    <>
      <Head title="Setup" />
      <PageHeader title={`Welcome to ${store.name}`} description={`${done} of ${checklist.length} set up. Each step can be done now or later; come back here from the dashboard.`}
        actions={<ButtonLink variant="secondary" href={business_url} data-test="setup-business">Business info and time zone</ButtonLink>} />
      <ol className="mb-6 grid gap-3 md:grid-cols-2" data-test="setup-checklist">
        {checklist.map((item) => (
          <li key={item.key} data-test={`setup-${item.key}`} data-done={item.done}
            className={`flex items-center gap-3 rounded-xl p-4 shadow-sm ring-1 ${item.done ? 'bg-white ring-gray-200' : 'bg-amber-50 ring-amber-200'}`}>
            <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${item.done ? 'bg-primary-600 text-white' : 'bg-white text-amber-800 ring-1 ring-amber-300'}`}>{item.done ? '✓' : '!'}</span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-gray-900">{item.label}<span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span></p>
              <p className="text-sm text-gray-700">{item.detail}</p>
              {item.key === 'opening_hours' && !item.done && (
                <Button variant="secondary" className="mt-2" data-test="setup-hours-preset" onClick={() => router.post(route('setup.hours.store'), {}, { preserveScroll: true })}>
                  Use Mon–Sat 9:30–7, Sun 11–5
                </Button>
              )}
            </div>
            <Link href={item.url} className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50">{item.done ? 'Edit' : 'Set up'}</Link>
          </li>
        ))}
      </ol>
      <TemplateMenu template={template} />
    </>
  );
}
