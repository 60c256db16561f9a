import { Head } from '@inertiajs/react';
import { ButtonLink } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { baseLabel, splitLabel } from '../TipRules/Partials/tipRuleLabels';
import AppointmentTab from './Partials/AppointmentTab';
import BusinessTab from './Partials/BusinessTab';
import CheckInsTab from './Partials/CheckInsTab';
import InvoiceTab from './Partials/InvoiceTab';
import PaymentTab from './Partials/PaymentTab';
import ReviewSmsTab from './Partials/ReviewSmsTab';
import RewardsTab from './Partials/RewardsTab';
import NotificationTab from './Partials/NotificationTab';
import PaxCreditTab from './Partials/PaxCreditTab';
import SettingsTabs, { TAB_LABELS } from './Partials/SettingsTabs';
import type { PageProps } from '@common/pages';
import LanguageSelect from '@/Components/LanguageSelect';
import { useT } from '@/lib/i18n';

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** The spec's ten settings tabs; each tab is its own visit and only its values travel. */
export default function Index(props: PageProps<'Admin/Settings/Index'>) {
  const { tab, tabs } = props;
  const { t } = useT();
  const label = tabs.some((s) => s.key === tab) ? t(TAB_LABELS[tab]) : t('settings.title');

  let content;
  if (tab === 'appointment' && props.appointment)
    content = <AppointmentTab key="appointment" appointment={props.appointment} />;
  else if (tab === 'business' && props.business && props.time_zones) {
    content = (
      <>
        <BusinessTab
          key="business"
          business={props.business}
          zones={props.time_zones}
          regions={props.regions ?? [props.business.region]}
        />
        {props.customer_locale && (
          <div className="mt-8 border-t border-gray-200 pt-6">
            <LanguageSelect
              value={props.customer_locale}
              url={route('settings.locale.update')}
              method="put"
              label={t('settings.customerLanguage')}
              help={t('settings.customerLanguageHelp')}
              data-test="settings-customer-language"
            />
          </div>
        )}
      </>
    );
  } else if (tab === 'invoice' && props.invoice)
    content = (
      <InvoiceTab
        key="invoice"
        invoice={props.invoice}
        prefixMax={props.ticket_prefix_max ?? 8}
        couponModes={props.coupon_modes ?? []}
      />
    );
  else if (tab === 'checkins' && props.checkins && props.kiosk_url && props.checkin_limits)
    content = (
      <CheckInsTab
        key="checkins"
        settings={props.checkins}
        kioskUrl={props.kiosk_url}
        limits={props.checkin_limits}
      />
    );
  else if (tab === 'payment' && props.payment && props.tenders)
    content = <PaymentTab key="payment" payment={props.payment} tenders={props.tenders} />;
  else if (tab === 'notification' && props.notification && props.notification_info)
    content = (
      <NotificationTab
        key="notification"
        settings={props.notification}
        info={props.notification_info}
      />
    );
  else if (tab === 'pax' && props.pax)
    content = <PaxCreditTab key="pax" settings={props.pax} terminals={props.pax_terminals ?? 0} />;
  else if (tab === 'review-sms' && props.review_sms && props.review_limits)
    content = (
      <ReviewSmsTab
        key="review-sms"
        settings={props.review_sms}
        limits={props.review_limits}
        hasGoogleLink={!!props.has_google_link}
      />
    );
  else if (tab === 'rewards' && props.rewards_settings && props.rewards_limits)
    content = (
      <RewardsTab key="rewards" settings={props.rewards_settings} limits={props.rewards_limits} />
    );
  else if (tab === 'tip' && props.tip) {
    content = (
      <div data-test="settings-tip">
        <DetailList>
          <Detail label={t('settings.tip.suggested')}>
            {props.tip.suggested_percents
              .map((p) => t('settings.tip.percent', { percent: p }))
              .join(', ')}
          </Detail>
          <Detail label={t('settings.tip.base')}>{baseLabel(props.tip.base)}</Detail>
          <Detail label={t('settings.tip.split')}>{splitLabel(props.tip.split)}</Detail>
        </DetailList>
        <div className="mt-6">
          <ButtonLink href={route('tip-rules.index')} data-test="settings-tip-rules">
            {t('settings.tip.change')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <>
      <Head title={t('settings.pageTitle', { tab: label })} />
      <PageHeader
        title={t('settings.title')}
        actions={
          <ButtonLink variant="secondary" href={route('billing.show')} data-test="settings-billing">
            {t('settings.billing')}
          </ButtonLink>
        }
      />
      <SettingsTabs tabs={tabs} current={tab} />
      <section aria-labelledby="settings-tab-title" className={card}>
        <h2 id="settings-tab-title" className="mb-4 text-lg font-semibold text-gray-900">
          {label}
        </h2>
        {content ?? (
          <EmptyState
            data-test="settings-not-available"
            message={t('settings.notAvailable', { tab: label })}
          />
        )}
      </section>
    </>
  );
}
