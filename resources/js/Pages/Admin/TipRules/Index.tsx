import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import { TIP_BASES, TIP_SPLITS, type TipBase, type TipSplit } from './Partials/tipRuleLabels';
import type { PageProps } from '@common/pages';

interface TipRulesForm {
  suggested_percents: string[];
  base: TipBase;
  split: TipSplit;
}

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
const EXAMPLE_CENTS = 5000;

/** The pay screen's suggested tips and how a tip is computed and shared (../shared/notes/domain.md §3.3). One form, one row per store. */
export default function Index({ tip_rules, max_suggested }: PageProps<'Admin/TipRules/Index'>) {
  const form = useForm<TipRulesForm>({ suggested_percents: tip_rules.suggested_percents.map(String), base: tip_rules.base, split: tip_rules.split });
  const { data, setData } = form;
  const errors = form.errors as Partial<Record<string, string>>;
  const setPercent = (i: number, value: string) => setData('suggested_percents', data.suggested_percents.map((p, j) => (j === i ? value : p)));
  const remove = (i: number) => setData('suggested_percents', data.suggested_percents.filter((_, j) => j !== i));
  const add = () => setData('suggested_percents', [...data.suggested_percents, '']);
  const example = data.suggested_percents.map((p) => Number(p)).filter((p) => Number.isInteger(p) && p >= 1 && p <= 100);

  return (
    <>
      <Head title="Tip Rules" />
      <PageHeader title="Tip Rules" description="What the pay screen suggests as a tip, and how a tip is shared when several technicians worked on a ticket." />
      <Form onSubmit={() => form.put(route('tip-rules.update'), { preserveScroll: true })} errors={errors} className={`${card} space-y-6`}>
        <fieldset aria-describedby="suggested_percents-help">
          <legend className="block text-sm font-medium text-gray-700">Suggested tips (%)</legend>
          <div className="mt-1.5 flex flex-wrap gap-3">
            {data.suggested_percents.map((p, i) => (
              <div key={i} className="flex items-start gap-1">
                <Field name={`suggested_percents.${i}`} id={`suggested-${i}`} label={<span className="sr-only">Suggested tip {i + 1}</span>} error={errors[`suggested_percents.${i}`]} className="w-24">
                  <TextInput name={`suggested_percents.${i}`} inputMode="numeric" value={p} onChange={(e) => setPercent(i, e.target.value)} autoComplete="off" data-test={`tip-percent-${i}`} className="text-right tabular-nums" />
                </Field>
                {data.suggested_percents.length > 1 && (
                  <Button variant="ghost" destructive aria-label={`Remove suggested tip ${i + 1}`} data-test={`tip-percent-remove-${i}`} onClick={() => remove(i)}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                )}
              </div>
            ))}
            {data.suggested_percents.length < max_suggested && (
              <Button variant="secondary" data-test="tip-percent-add" onClick={add}>Add a percentage</Button>
            )}
          </div>
          {errors.suggested_percents ? (
            <p data-test="error-suggested_percents" className="mt-1.5 text-sm font-medium text-danger-700">{errors.suggested_percents}</p>
          ) : (
            <p id="suggested_percents-help" className="mt-1.5 text-sm text-gray-600">
              From 1 to {max_suggested} whole percentages, shown smallest first.
              {example.length > 0 && ` On ${formatCurrency(EXAMPLE_CENTS)}: ${[...new Set(example)].sort((a, b) => a - b).map((p) => `${p} % is ${formatCurrency(Math.round((EXAMPLE_CENTS * p) / 100))}`).join(', ')}.`}
            </p>
          )}
        </fieldset>
        <RadioGroup name="base" legend="A tip percentage is taken of" columns={2} value={data.base} onChange={(base) => setData('base', base)} error={errors.base} options={TIP_BASES} data-test="tip-base" />
        <RadioGroup name="split" legend="With several technicians, the tip is split" columns={3} value={data.split} onChange={(split) => setData('split', split)} error={errors.split} options={TIP_SPLITS} data-test="tip-split" />
        <p className="text-sm text-gray-600">Tips are never taxed. The split can still be changed on each ticket.</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" data-test="tip-rules-save" busy={form.processing} busyLabel="Saving...">Save tip rules</Button>
          <ButtonLink href={route('settings.index', { tab: 'tip' })} variant="secondary">Settings</ButtonLink>
        </div>
      </Form>
    </>
  );
}
