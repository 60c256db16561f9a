import { Head, Link, router, useForm } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { AmountInput } from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import WeekHours, {
  localWeekdayNames,
  weekDayError,
  type WeekDay,
} from '@/Components/form/WeekHours';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import BusinessTab from '@/Pages/Admin/Settings/Partials/BusinessTab';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type {
  SetupStep,
  SetupTechnician,
  TemplateService,
  WizardStep,
} from '@common/pages/Admin/Setup/Index';
import type { Day } from '@common/pages/Admin/OpeningHours/Index';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** Each step's name by its key (the server's label is the English one). */
const STEP_LABELS = {
  business: 'setup.step.business',
  hours: 'setup.step.hours',
  services: 'setup.step.services',
  technicians: 'setup.step.technicians',
  station: 'setup.step.station',
} as const satisfies Record<SetupStep, string>;

/** The five steps as numbered circles; each opens its step (done ones show a tick). The labels fold away on a phone. */
function StepIndicator({ steps, current }: { steps: WizardStep[]; current: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('setup.stepsLabel')} className="mb-4">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2" data-test="setup-steps">
        {steps.map((s, i) => {
          const here = s.key === current;
          return (
            <li key={s.key}>
              <Link
                href={s.url}
                aria-current={here ? 'step' : undefined}
                data-test={`setup-step-${s.key}`}
                data-done={s.done}
                className={`flex min-h-11 flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-sm font-medium sm:flex-row sm:px-3 sm:text-left ${here ? 'bg-primary-50 text-primary-800 ring-2 ring-primary-600' : 'text-gray-700 hover:bg-gray-100'}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${s.done ? 'bg-primary-600 text-white' : here ? 'bg-white text-primary-800 ring-2 ring-primary-600' : 'bg-white text-gray-700 ring-1 ring-gray-300'}`}
                >
                  {s.done ? '✓' : i + 1}
                </span>
                <span className="hidden min-w-0 break-words sm:inline">
                  {t(STEP_LABELS[s.key])}
                </span>
                <span className="sr-only">
                  {s.done ? t('setup.stepDone') : t('setup.stepToDo')}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back and Skip/Next beside a step's own save button: every step can be left for later. */
function StepButtons({
  back,
  next,
  done,
  nextLabel,
}: {
  back: string | null;
  next: string;
  done: boolean;
  nextLabel?: string;
}) {
  const { t } = useT();
  return (
    <>
      <ButtonLink href={next} variant={done ? 'primary' : 'secondary'} data-test="setup-next">
        {nextLabel ?? (done ? t('ui.next') : t('setup.skip'))}
      </ButtonLink>
      {back && (
        <ButtonLink href={back} variant="ghost" data-test="setup-back">
          {t('ui.back')}
        </ButtonLink>
      )}
    </>
  );
}

function Section({
  title,
  intro,
  children,
  test,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  test: string;
}) {
  return (
    <section className={card} data-test={test} aria-labelledby={`${test}-title`}>
      <h2 id={`${test}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Step 2: the one-tap preset, or each weekday by hand (Opening Hours' editor and rules). */
function HoursStep({ days, buttons }: { days: Day[]; buttons: ReactNode }) {
  const { t, locale } = useT();
  const MISSING_HOURS = t('setup.hours.missing');
  const form = useForm<{ days: WeekDay[] }>({
    days: days.map(({ off, start, end }) => ({ off, start, end })),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const invalid = form.data.days.some((d) => weekDayError(d, MISSING_HOURS) !== null);
  const none = days.every((d) => d.off);
  return (
    <Section title={t('setup.hours.title')} intro={t('setup.hours.intro')} test="setup-hours">
      {none && (
        <div className="mb-4 rounded-lg bg-primary-50 p-3">
          <Button
            variant="secondary"
            data-test="setup-hours-preset"
            onClick={() => router.post(route('setup.hours.store'))}
          >
            {t('setup.hours.preset')}
          </Button>
        </div>
      )}
      <Form onSubmit={() => form.put(route('setup.hours.update'))} errors={errors}>
        <WeekHours
          names={localWeekdayNames(locale, days)}
          values={form.data.days}
          errors={errors}
          onChange={(next) => form.setData('days', next)}
          missingMessage={MISSING_HOURS}
          step={15}
        />
        {errors.days && (
          <p data-test="error-days" className="mt-2 text-sm font-medium text-danger-700">
            {errors.days}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            data-test="setup-hours-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
            disabled={invalid || form.data.days.every((d) => d.off)}
          >
            {t('setup.saveContinue')}
          </Button>
          {buttons}
        </div>
      </Form>
    </Section>
  );
}

/** Step 3: the nail salon template, ticked services with editable prices; one already on the menu shows as such. */
function ServicesStep({ template, buttons }: { template: TemplateService[]; buttons: ReactNode }) {
  const { t } = useT();
  // The server writes "30 min"; the number is said in the page's language.
  const duration = (s: TemplateService) => {
    const minutes = Number.parseInt(s.duration, 10);
    return Number.isNaN(minutes) ? s.duration : t('setup.services.minutes', { minutes });
  };
  const offered = template.filter((s) => !s.on_menu);
  const [ticked, setTicked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(offered.map((s) => [s.key, true])),
  );
  const [prices, setPrices] = useState<Record<string, number>>(() =>
    Object.fromEntries(template.map((s) => [s.key, s.price_cents])),
  );
  const form = useForm<{ services: { key: string; price: number }[] }>({ services: [] });
  const chosen = offered.filter((s) => ticked[s.key]);
  const submit = () => {
    form.transform(() => ({
      services: chosen.map((s) => ({ key: s.key, price: prices[s.key] ?? s.price_cents })),
    }));
    form.post(route('setup.services.store'));
  };
  const categories = [...new Set(template.map((s) => s.category))];
  const errorFor = (key: string) => {
    const i = chosen.findIndex((s) => s.key === key);
    return i < 0
      ? undefined
      : (form.errors as Record<string, string | undefined>)[`services.${i}.price`];
  };

  return (
    <Section
      title={t('setup.services.title')}
      intro={t('setup.services.intro')}
      test="setup-template"
    >
      {offered.length === 0 ? (
        <>
          <p className="text-gray-800" data-test="setup-template-done">
            {t('setup.services.allOnMenu')}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">{buttons}</div>
        </>
      ) : (
        <Form onSubmit={submit} errors={form.errors} className="space-y-5">
          {categories.map((cat) => (
            <fieldset key={cat}>
              <legend className="text-sm font-semibold uppercase tracking-wide text-gray-600">
                {cat}
              </legend>
              <ul className="mt-2 divide-y divide-gray-100">
                {template
                  .filter((s) => s.category === cat)
                  .map((s) => (
                    <li
                      key={s.key}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1"
                      data-test={`template-${s.key}`}
                    >
                      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-5 rounded border-gray-300 text-primary-600"
                          disabled={s.on_menu}
                          checked={!s.on_menu && !!ticked[s.key]}
                          onChange={(e) => setTicked({ ...ticked, [s.key]: e.target.checked })}
                          data-test="template-tick"
                        />
                        <span className="min-w-0 text-gray-900">
                          {s.name}
                          <span className="block text-sm text-gray-600">
                            {s.on_menu ? t('setup.services.onMenu') : duration(s)}
                          </span>
                        </span>
                      </label>
                      {!s.on_menu && (
                        <div className="w-32">
                          <label htmlFor={`price-${s.key}`} className="sr-only">
                            {t('setup.services.priceOf', { name: s.name })}
                          </label>
                          <AmountInput
                            name={`price-${s.key}`}
                            id={`price-${s.key}`}
                            value={prices[s.key]}
                            onChange={(c) => setPrices({ ...prices, [s.key]: c })}
                            disabled={!ticked[s.key]}
                            invalid={!!errorFor(s.key)}
                            data-test="template-price"
                          />
                          {errorFor(s.key) && (
                            <p className="mt-1 text-sm text-danger-700">{errorFor(s.key)}</p>
                          )}
                        </div>
                      )}
                    </li>
                  ))}
              </ul>
            </fieldset>
          ))}
          {form.errors.services && (
            <p className="text-sm text-danger-700" data-test="template-error">
              {form.errors.services}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              busy={form.processing}
              disabled={chosen.length === 0}
              data-test="template-submit"
            >
              {t('setup.services.add', { count: chosen.length })}
            </Button>
            {buttons}
          </div>
        </Form>
      )}
    </Section>
  );
}

type TechnicianForm = {
  name: string;
  employee_id: string;
  password: string;
  card_swipe_id: string;
  commission_rate: string;
};

/** Step 4: technicians one after another (the Employees page's rules), each listed once added. */
function TechniciansStep({
  technicians,
  buttons,
}: {
  technicians: SetupTechnician[];
  buttons: ReactNode;
}) {
  const { t } = useT();
  const form = useForm<TechnicianForm>({
    name: '',
    employee_id: '',
    password: '',
    card_swipe_id: '',
    commission_rate: '60',
  });
  const { data, errors, setData } = form;
  const text = (
    name: keyof TechnicianForm,
    label: string,
    props: Record<string, unknown> = {},
    help?: string,
  ) => (
    <Field name={name} label={label} error={errors[name]} help={help}>
      <TextInput
        name={name}
        value={data[name]}
        onChange={(e) => setData(name, e.target.value)}
        data-test={`technician-${name}`}
        autoComplete="off"
        {...props}
      />
    </Field>
  );
  return (
    <Section
      title={t('setup.technicians.title')}
      intro={t('setup.technicians.intro')}
      test="setup-technicians"
    >
      {technicians.length > 0 && (
        <ul
          className="mb-4 divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
          data-test="setup-technician-list"
        >
          {technicians.map((tech) => (
            <li
              key={tech.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              data-test="setup-technician"
            >
              <span className="min-w-0 break-words font-medium text-gray-900">{tech.name}</span>
              <span className="text-sm text-gray-700">
                {tech.commission === null
                  ? t('setup.technicians.userId', { id: tech.employee_id })
                  : t('setup.technicians.userIdCommission', {
                      id: tech.employee_id,
                      commission: tech.commission,
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form
        onSubmit={() =>
          form.post(route('setup.technicians.store'), { onSuccess: () => form.reset() })
        }
        errors={errors}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', t('ui.name'), { maxLength: 100 })}
          {text(
            'employee_id',
            t('ui.userId'),
            { inputMode: 'numeric', maxLength: 20 },
            t('setup.technicians.userIdHelp'),
          )}
          {text(
            'password',
            t('setup.technicians.password'),
            {
              type: 'password',
              autoComplete: 'new-password',
              inputMode: 'numeric',
              maxLength: 255,
            },
            t('setup.technicians.passwordHelp'),
          )}
          {text('card_swipe_id', t('setup.technicians.cardSwipe'), { maxLength: 100 })}
          <Field
            name="commission_rate"
            label={t('setup.technicians.commission')}
            error={errors.commission_rate}
            help={t('setup.technicians.commissionHelp')}
          >
            <TextInput
              name="commission_rate"
              value={data.commission_rate}
              onChange={(e) => setData('commission_rate', e.target.value)}
              inputMode="decimal"
              maxLength={6}
              data-test="technician-commission_rate"
            />
          </Field>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant={technicians.length ? 'secondary' : 'primary'}
            data-test="setup-technician-add"
            busy={form.processing}
            busyLabel={t('setup.adding')}
          >
            {technicians.length ? t('setup.technicians.addAnother') : t('setup.technicians.add')}
          </Button>
          {buttons}
        </div>
      </Form>
    </Section>
  );
}

/** Step 5: the front desk device (Settings → Stations' rule: names unique). */
function StationStep({
  stations,
  buttons,
}: {
  stations: { id: number; name: string }[];
  buttons: ReactNode;
}) {
  const { t } = useT();
  const form = useForm({ name: stations.length ? '' : t('setup.station.defaultName') });
  return (
    <Section title={t('setup.station.title')} intro={t('setup.station.intro')} test="setup-station">
      {stations.length > 0 && (
        <ul className="mb-4 flex flex-wrap gap-2" data-test="setup-station-list">
          {stations.map((s) => (
            <li
              key={s.id}
              className="min-w-0 break-words rounded-lg bg-gray-100 px-3 py-2 text-gray-900"
            >
              {s.name}
            </li>
          ))}
        </ul>
      )}
      {/* Once one is added the field starts empty: the suggested name is taken. */}
      <Form
        onSubmit={() =>
          form.post(route('setup.station.store'), { onSuccess: () => form.setData('name', '') })
        }
        errors={form.errors}
      >
        <Field
          name="name"
          label={t('setup.station.name')}
          error={form.errors.name}
          className="max-w-md"
        >
          <TextInput
            name="name"
            value={form.data.name}
            onChange={(e) => form.setData('name', e.target.value)}
            maxLength={60}
            autoComplete="off"
            data-test="station-name"
          />
        </Field>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant={stations.length ? 'secondary' : 'primary'}
            data-test="setup-station-add"
            busy={form.processing}
            busyLabel={t('setup.adding')}
          >
            {t('setup.station.add')}
          </Button>
          {buttons}
        </div>
      </Form>
    </Section>
  );
}

/** First-run setup: five steps, each saved on its own, then Welcome. */
export default function Index(props: PageProps<'Admin/Setup/Index'>) {
  const { t } = useT();
  const { store, step, steps, done, checklist, next_url, welcome_url } = props;
  const at = steps.findIndex((s) => s.key === step);
  const current = steps[at];
  const last = at === steps.length - 1;
  const buttons = (
    <StepButtons
      back={at > 0 ? steps[at - 1].url : null}
      next={last ? welcome_url : next_url}
      done={current.done}
      nextLabel={last ? t('setup.finish') : undefined}
    />
  );
  let content: ReactNode = null;
  if (step === 'business' && props.business && props.time_zones) {
    content = (
      <Section
        title={t('setup.business.title')}
        intro={t('setup.business.intro')}
        test="setup-business"
      >
        <BusinessTab
          business={{ ...props.business, receipt_logo_url: '' }}
          zones={props.time_zones}
          regions={props.regions ?? [props.business.region]}
          wizard={{
            url: route('setup.business.store'),
            submitLabel: t('setup.saveContinue'),
            buttons,
          }}
        />
      </Section>
    );
  } else if (step === 'hours' && props.days)
    content = <HoursStep key="hours" days={props.days} buttons={buttons} />;
  else if (step === 'services' && props.template)
    content = <ServicesStep template={props.template} buttons={buttons} />;
  else if (step === 'technicians' && props.technicians)
    content = <TechniciansStep technicians={props.technicians} buttons={buttons} />;
  else if (step === 'station' && props.stations)
    content = <StationStep stations={props.stations} buttons={buttons} />;
  return (
    <>
      <Head title={t('setup.title')} />
      <PageHeader
        title={t('setup.heading', { store: store.name })}
        description={t('setup.description', {
          step: at + 1,
          steps: steps.length,
          label: t(STEP_LABELS[current.key]),
          done,
          total: checklist.length,
        })}
      />
      <div className="max-w-4xl" data-test="setup-wizard" data-step={step}>
        <StepIndicator steps={steps} current={step} />
        {content}
      </div>
    </>
  );
}
