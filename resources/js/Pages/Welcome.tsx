import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { SETUP_ITEM_LABELS } from '@/Components/setup/setupItemLabels';
import type { PageProps } from '@common/pages';
import type { SetupChecklistItem, SetupItemKey } from '@common/pages/Admin/Setup/Index';
import type { Translate } from '@common/i18n';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** What is there, once an item is set up. */
const DONE_DETAILS = {
  business: 'welcome.done.business',
  opening_hours: 'welcome.done.openingHours',
  services: 'welcome.done.services',
  technicians: 'welcome.done.technicians',
  station: 'welcome.done.station',
  terminal: 'welcome.done.terminal',
  tip_rules: 'welcome.done.tipRules',
} as const satisfies Record<SetupItemKey, string>;

/** What to do, while an item is not set up. */
const TODO_DETAILS = {
  business: 'welcome.todo.business',
  opening_hours: 'welcome.todo.openingHours',
  services: 'welcome.todo.services',
  technicians: 'welcome.todo.technicians',
  station: 'welcome.todo.station',
  terminal: 'welcome.todo.terminal',
  tip_rules: 'welcome.todo.tipRules',
} as const satisfies Record<SetupItemKey, string>;

/** What is there, or what to do, in the page's language. */
const detailOf = (t: Translate, item: SetupChecklistItem) =>
  t((item.done ? DONE_DETAILS : TODO_DETAILS)[item.key], { count: item.count });

/** A link to share: shown whole (it wraps on a phone), with a Copy button where the browser allows it. */
function ShareLink({
  label,
  help,
  url,
  test,
}: {
  label: string;
  help: string;
  url: string;
  test: string;
}) {
  const { t } = useT();
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
      <p className="break-words font-semibold text-gray-900">{label}</p>
      <p className="text-sm text-gray-600">{help}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 min-w-0 items-center break-all font-mono text-sm text-primary-700 underline"
          data-test={test}
        >
          {url}
        </a>
        <Button variant="secondary" onClick={copy} data-test={`${test}-copy`}>
          {copied ? t('welcome.copied') : t('welcome.copy')}
        </Button>
      </div>
    </li>
  );
}

/** Welcome (docs/requirements.md §2 "welcome"): after first-run setup, and from the dashboard: what is set up, what is left, what to do next. */
export default function Welcome({ store, checklist, done, links }: PageProps<'Welcome'>) {
  const { t } = useT();
  const left = checklist.filter((i) => !i.done);
  const set = checklist.filter((i) => i.done);
  return (
    <>
      <Head title={t('welcome.title')} />
      <PageHeader
        title={t('welcome.heading', { store: store.name })}
        description={t(left.length ? 'welcome.progressRest' : 'welcome.progressReady', {
          done,
          total: checklist.length,
        })}
      />
      <div className="grid max-w-6xl gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="welcome-next" data-test="welcome-next">
          <h2 id="welcome-next" className="text-lg font-semibold text-gray-900">
            {t('welcome.next')}
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            <li className="py-3">
              <p className="font-semibold text-gray-900">{t('welcome.pay.title')}</p>
              <p className="text-sm text-gray-600">{t('welcome.pay.help')}</p>
              <ButtonLink href={links.pos} className="mt-2" data-test="welcome-pos">
                {t('welcome.pay.start')}
              </ButtonLink>
            </li>
            <ShareLink
              label={t('welcome.booking.title')}
              help={t('welcome.booking.help')}
              url={links.booking}
              test="welcome-booking"
            />
            <ShareLink
              label={t('welcome.kiosk.title')}
              help={t('welcome.kiosk.help')}
              url={links.kiosk}
              test="welcome-kiosk"
            />
            <li className="py-3">
              <p className="font-semibold text-gray-900">{t('welcome.team.title')}</p>
              <p className="text-sm text-gray-600">
                {links.team ? t('welcome.team.helpInvite') : t('welcome.team.help')}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <ButtonLink
                  href={links.employees}
                  variant="secondary"
                  data-test="welcome-employees"
                >
                  {t('welcome.team.employees')}
                </ButtonLink>
                {links.team && (
                  <ButtonLink href={links.team} variant="secondary" data-test="welcome-team">
                    {t('welcome.team.invite')}
                  </ButtonLink>
                )}
              </div>
            </li>
          </ul>
        </section>
        <div className="space-y-6">
          {left.length > 0 && (
            <section className={card} aria-labelledby="welcome-left" data-test="welcome-left">
              <h2 id="welcome-left" className="text-lg font-semibold text-gray-900">
                {t('welcome.left')}
              </h2>
              <ul className="mt-2 divide-y divide-gray-100">
                {left.map((item) => (
                  <li
                    key={item.key}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                    data-test={`welcome-left-${item.key}`}
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-gray-900">{t(SETUP_ITEM_LABELS[item.key])}</p>
                      <p className="text-sm text-gray-600">{detailOf(t, item)}</p>
                    </div>
                    <Link
                      href={item.url}
                      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                    >
                      {t('welcome.setUp')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={card} aria-labelledby="welcome-done" data-test="welcome-done">
            <h2 id="welcome-done" className="text-lg font-semibold text-gray-900">
              {t('welcome.doneTitle')}
            </h2>
            {set.length === 0 ? (
              <p className="mt-2 text-gray-700">{t('welcome.nothingYet')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {set.map((item) => (
                  <li
                    key={item.key}
                    className="flex items-start gap-3"
                    data-test={`welcome-done-${item.key}`}
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white"
                    >
                      ✓
                    </span>
                    <span className="min-w-0">
                      <span className="font-medium text-gray-900">
                        {t(SETUP_ITEM_LABELS[item.key])}
                      </span>{' '}
                      <span className="text-sm text-gray-600">{detailOf(t, item)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={links.dashboard} data-test="welcome-dashboard">
              {t('welcome.dashboard')}
            </ButtonLink>
            <ButtonLink href={links.setup} variant="secondary" data-test="welcome-setup">
              {t('welcome.backToSetup')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
