import { useForm } from '@inertiajs/react';
import { DRAWER_REASON_MAX } from '@common/drawer';
import type { Props as PageProps } from '@common/pages/Admin/CashDrawer/Index';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';

type Count = NonNullable<NonNullable<PageProps['open']>['count']>;

/**
 * A count beyond the threshold: the result, and a manager's approval with a
 * reason. A manager signed in approves as themself; anyone else asks a
 * manager for their staff number (or email) and password.
 */
export default function ApprovalForm({ sessionId, count, approveAsMe }: { sessionId: number; count: Count; approveAsMe: boolean }) {
  const form = useForm({ approval_reason: '', approver_id: '', approver_password: '' });
  const errors = form.errors as Record<string, string | undefined>;
  const submit = () => form.post(route('cash-drawer.approve', { session: sessionId }), { preserveScroll: true, errorBag: 'approve', onError: () => form.setData('approver_password', '') });
  return (
    <Form onSubmit={submit} errors={form.errors} data-test="approval-form" className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-danger-200">
      <h2 className="text-lg font-semibold text-gray-900">The count needs a manager’s approval</h2>
      <dl className="grid grid-cols-3 gap-3 text-sm" data-test="count-result">
        <div><dt className="text-gray-600">Counted</dt><dd className="text-lg font-semibold tabular-nums" data-test="count-counted">{formatCurrency(count.counted_cents)}</dd></div>
        <div><dt className="text-gray-600">Expected</dt><dd className="text-lg font-semibold tabular-nums" data-test="count-expected">{formatCurrency(count.expected_cents)}</dd></div>
        <div><dt className="text-gray-600">Difference</dt><dd className="text-lg font-semibold text-danger-700" data-test="count-variance">{count.variance_label}</dd></div>
      </dl>
      <p className="text-sm text-danger-700" data-test="approval-message">{count.message}</p>
      {!approveAsMe && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="approver_id" label="Manager’s staff number or email" error={errors.approver_id}>
            <TextInput name="approver_id" autoComplete="off" maxLength={254} value={form.data.approver_id} onChange={(e) => form.setData('approver_id', e.target.value)} data-test="approver-id" />
          </Field>
          <Field name="approver_password" label="Manager’s password" error={errors.approver_password}>
            <TextInput name="approver_password" type="password" autoComplete="off" maxLength={200} value={form.data.approver_password} onChange={(e) => form.setData('approver_password', e.target.value)} data-test="approver-password" />
          </Field>
        </div>
      )}
      <Field name="approval_reason" label="Reason" error={errors.approval_reason} help={approveAsMe ? `You approve as the manager signed in. Allowed without approval: ${formatCurrency(count.threshold_cents)}.` : undefined}>
        <TextInput name="approval_reason" maxLength={DRAWER_REASON_MAX} placeholder="Recounted twice; $10 paid for a delivery without a pay-out" value={form.data.approval_reason} onChange={(e) => form.setData('approval_reason', e.target.value)} data-test="approval-reason" />
      </Field>
      <Button type="submit" size="lg" data-test="approval-save" busy={form.processing} busyLabel="Approving...">Approve and close the drawer</Button>
    </Form>
  );
}
