import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** A link to share: shown whole (it wraps on a phone), with a Copy button where the browser allows it. */
function ShareLink({ label, help, url, test }: { label: string; help: string; url: string; test: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <li className="py-3">
      <p className="font-semibold text-gray-900">{label}</p>
      <p className="text-sm text-gray-600">{help}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a href={url} target="_blank" rel="noreferrer" className="inline-flex min-h-11 min-w-0 items-center break-all font-mono text-sm text-primary-700 underline" data-test={test}>{url}</a>
        <Button variant="secondary" onClick={copy} data-test={`${test}-copy`}>{copied ? 'Copied' : 'Copy'}</Button>
      </div>
    </li>
  );
}

/** Welcome (spec §2 "welcome"): after first-run setup, and from the dashboard: what is set up, what is left, what to do next. */
export default function Welcome({ store, checklist, done, links }: PageProps<'Welcome'>) {
  const left = checklist.filter((i) => !i.done);
  const set = checklist.filter((i) => i.done);
  return (
    <>
      <Head title="Welcome" />
      <PageHeader title={`Welcome to ${store.name}`} description={`${done} of ${checklist.length} set up.${left.length ? ' The rest can wait until you need it.' : ' Everything is ready.'}`} />
      <div className="grid max-w-6xl gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="welcome-next" data-test="welcome-next">
          <h2 id="welcome-next" className="text-lg font-semibold text-gray-900">Next things to do</h2>
          <ul className="mt-2 divide-y divide-gray-100">
            <li className="py-3">
              <p className="font-semibold text-gray-900">Take the first payment</p>
              <p className="text-sm text-gray-600">Open the point of sale, pick a technician and the services, and check out.</p>
              <ButtonLink href={links.pos} className="mt-2" data-test="welcome-pos">Start the POS</ButtonLink>
            </li>
            <ShareLink label="Share your booking link" help="Put it on your website, Instagram and Google profile: customers book online." url={links.booking} test="welcome-booking" />
            <ShareLink label="Open the check-in kiosk" help="Open it on a tablet by the door: walk-ins check themselves in." url={links.kiosk} test="welcome-kiosk" />
            <li className="py-3">
              <p className="font-semibold text-gray-900">Bring in your team</p>
              <p className="text-sm text-gray-600">
                Add phones, roles and working hours for everyone on the Employees page{links.team ? '; invite a manager or a partner to sign in with their own email under Team.' : '.'}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <ButtonLink href={links.employees} variant="secondary" data-test="welcome-employees">Open Employees</ButtonLink>
                {links.team && <ButtonLink href={links.team} variant="secondary" data-test="welcome-team">Invite your team</ButtonLink>}
              </div>
            </li>
          </ul>
        </section>
        <div className="space-y-6">
          {left.length > 0 && (
            <section className={card} aria-labelledby="welcome-left" data-test="welcome-left">
              <h2 id="welcome-left" className="text-lg font-semibold text-gray-900">Still to set up</h2>
              <ul className="mt-2 divide-y divide-gray-100">
                {left.map((item) => (
                  <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 py-2" data-test={`welcome-left-${item.key}`}>
                    <div className="min-w-0">
                      <p className="font-medium text-gray-900">{item.label}</p>
                      <p className="text-sm text-gray-600">{item.detail}</p>
                    </div>
                    <Link href={item.url} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50">Set up</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={card} aria-labelledby="welcome-done" data-test="welcome-done">
            <h2 id="welcome-done" className="text-lg font-semibold text-gray-900">Set up</h2>
            {set.length === 0 ? (
              <p className="mt-2 text-gray-700">Nothing yet.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {set.map((item) => (
                  <li key={item.key} className="flex items-start gap-3" data-test={`welcome-done-${item.key}`}>
                    <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white">✓</span>
                    <span><span className="font-medium text-gray-900">{item.label}</span> <span className="text-sm text-gray-600">{item.detail}</span></span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={links.dashboard} data-test="welcome-dashboard">Go to the dashboard</ButtonLink>
            <ButtonLink href={links.setup} variant="secondary" data-test="welcome-setup">Back to setup</ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
