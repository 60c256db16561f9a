import { useForm } from '@inertiajs/react';
import { DRAWER_REASON_MAX } from '@common/drawer';
import type { Props as PageProps } from '@common/pages/Admin/CashDrawer/Index';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { varianceText } from './variance';

type Count = NonNullable<NonNullable<PageProps['open']>['count']>;

/**
 * A count beyond the threshold: the result, and a manager's approval with a
 * reason. A manager signed in approves as themself; anyone else asks a
 * manager for their staff number (or email) and password.
 */
export default function ApprovalForm({
  sessionId,
  count,
  approveAsMe,
}: {
  sessionId: number;
  count: Count;
  approveAsMe: boolean;
}) {
  const form = useForm({ approval_reason: '', approver_id: '', approver_password: '' });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  const format = useFormat();
  const variance = varianceText(t, format.money, count.variance_cents);
  const submit = () =>
    form.post(route('cash-drawer.approve', { session: sessionId }), {
      preserveScroll: true,
      errorBag: 'approve',
      onError: () => form.setData('approver_password', ''),
    });
  return (
    <Form
      onSubmit={submit}
      errors={form.errors}
      data-test="approval-form"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-danger-200"
    >
      <h2 className="text-lg font-semibold text-gray-900">{t('cashdrawer.approval.title')}</h2>
      <dl className="grid grid-cols-3 gap-3 text-sm" data-test="count-result">
        <div>
          <dt className="text-gray-600">{t('cashdrawer.counted')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-test="count-counted">
            {format.money(count.counted_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('cashdrawer.expected')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-test="count-expected">
            {format.money(count.expected_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('cashdrawer.difference')}</dt>
          <dd
            className="text-lg font-semibold text-danger-700 break-words"
            data-test="count-variance"
          >
            {variance}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-danger-700" data-test="approval-message">
        {t('cashdrawer.approval.needed', {
          variance,
          threshold: format.money(count.threshold_cents),
        })}
      </p>
      {!approveAsMe && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="approver_id"
            label={t('cashdrawer.approval.approverId')}
            error={errors.approver_id}
          >
            <TextInput
              name="approver_id"
              autoComplete="off"
              maxLength={254}
              value={form.data.approver_id}
              onChange={(e) => form.setData('approver_id', e.target.value)}
              data-test="approver-id"
            />
          </Field>
          <Field
            name="approver_password"
            label={t('cashdrawer.approval.password')}
            error={errors.approver_password}
          >
            <TextInput
              name="approver_password"
              type="password"
              autoComplete="off"
              maxLength={200}
              value={form.data.approver_password}
              onChange={(e) => form.setData('approver_password', e.target.value)}
              data-test="approver-password"
            />
          </Field>
        </div>
      )}
      <Field
        name="approval_reason"
        label={t('cashdrawer.reason')}
        error={errors.approval_reason}
        help={
          approveAsMe
            ? t('cashdrawer.approval.asMe', { amount: format.money(count.threshold_cents) })
            : undefined
        }
      >
        <TextInput
          name="approval_reason"
          maxLength={DRAWER_REASON_MAX}
          placeholder={t('cashdrawer.approval.placeholder')}
          value={form.data.approval_reason}
          onChange={(e) => form.setData('approval_reason', e.target.value)}
          data-test="approval-reason"
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        data-test="approval-save"
        busy={form.processing}
        busyLabel={t('cashdrawer.approval.approving')}
      >
        {t('cashdrawer.approval.save')}
      </Button>
    </Form>
  );
}
