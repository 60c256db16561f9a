import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { tipBases, tipSplits, type TipBase, type TipSplit } from './Partials/tipRuleLabels';
import type { PageProps } from '@common/pages';

interface TipRulesForm {
  suggested_percents: string[];
  base: TipBase;
  split: TipSplit;
}

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
const EXAMPLE_CENTS = 5000;

/** The pay screen's suggested tips and how a tip is computed and shared (docs/domain.md §3.3). One form, one row per store. */
export default function Index({ tip_rules, max_suggested }: PageProps<'Admin/TipRules/Index'>) {
  const form = useForm<TipRulesForm>({
    suggested_percents: tip_rules.suggested_percents.map(String),
    base: tip_rules.base,
    split: tip_rules.split,
  });
  const { data, setData } = form;
  const { t } = useT();
  const { money } = useFormat();
  const errors = form.errors as Partial<Record<string, string>>;
  const setPercent = (i: number, value: string) =>
    setData(
      'suggested_percents',
      data.suggested_percents.map((p, j) => (j === i ? value : p)),
    );
  const remove = (i: number) =>
    setData(
      'suggested_percents',
      data.suggested_percents.filter((_, j) => j !== i),
    );
  const add = () => setData('suggested_percents', [...data.suggested_percents, '']);
  const example = data.suggested_percents
    .map((p) => Number(p))
    .filter((p) => Number.isInteger(p) && p >= 1 && p <= 100);

  return (
    <>
      <Head title={t('tiprules.title')} />
      <PageHeader title={t('tiprules.title')} description={t('tiprules.description')} />
      <Form
        onSubmit={() => form.put(route('tip-rules.update'), { preserveScroll: true })}
        errors={errors}
        className={`${card} space-y-6`}
      >
        <fieldset aria-describedby="suggested_percents-help">
          <legend className="block text-sm font-medium text-gray-700">
            {t('tiprules.suggested')}
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {data.suggested_percents.map((p, i) => (
              <div key={i} className="flex items-start gap-1">
                <Field
                  name={`suggested_percents.${i}`}
                  id={`suggested-${i}`}
                  label={<span className="sr-only">{t('tiprules.suggestedN', { n: i + 1 })}</span>}
                  error={errors[`suggested_percents.${i}`]}
                  className="w-24"
                >
                  <TextInput
                    name={`suggested_percents.${i}`}
                    inputMode="numeric"
                    value={p}
                    onChange={(e) => setPercent(i, e.target.value)}
                    autoComplete="off"
                    data-test={`tip-percent-${i}`}
                    className="text-right tabular-nums"
                  />
                </Field>
                {data.suggested_percents.length > 1 && (
                  <Button
                    variant="ghost"
                    destructive
                    aria-label={t('tiprules.removeN', { n: i + 1 })}
                    data-test={`tip-percent-remove-${i}`}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                )}
              </div>
            ))}
            {data.suggested_percents.length < max_suggested && (
              <Button variant="secondary" data-test="tip-percent-add" onClick={add}>
                {t('tiprules.add')}
              </Button>
            )}
          </div>
          {errors.suggested_percents ? (
            <p
              data-test="error-suggested_percents"
              className="mt-1.5 text-sm font-medium text-danger-700"
            >
              {errors.suggested_percents}
            </p>
          ) : (
            <p id="suggested_percents-help" className="mt-1.5 text-sm text-gray-600">
              {t('tiprules.help', { max: max_suggested })}
              {example.length > 0 &&
                ` ${t('tiprules.example', {
                  base: money(EXAMPLE_CENTS),
                  list: [...new Set(example)]
                    .sort((a, b) => a - b)
                    .map((p) =>
                      t('tiprules.exampleItem', {
                        percent: p,
                        amount: money(Math.round((EXAMPLE_CENTS * p) / 100)),
                      }),
                    )
                    .join(', '),
                })}`}
            </p>
          )}
        </fieldset>
        <RadioGroup
          name="base"
          legend={t('tiprules.baseLegend')}
          columns={2}
          value={data.base}
          onChange={(base) => setData('base', base)}
          error={errors.base}
          options={tipBases(t)}
          data-test="tip-base"
        />
        <RadioGroup
          name="split"
          legend={t('tiprules.splitLegend')}
          columns={3}
          value={data.split}
          onChange={(split) => setData('split', split)}
          error={errors.split}
          options={tipSplits(t)}
          data-test="tip-split"
        />
        <p className="text-sm text-gray-600">{t('tiprules.note')}</p>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            data-test="tip-rules-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('tiprules.save')}
          </Button>
          <ButtonLink href={route('settings.index', { tab: 'tip' })} variant="secondary">
            {t('tiprules.settings')}
          </ButtonLink>
        </div>
      </Form>
    </>
  );
}
