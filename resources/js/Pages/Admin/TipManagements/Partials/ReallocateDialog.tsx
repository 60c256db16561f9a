import { useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { TippedTicket } from '@common/pages/Admin/TipManagements/Partials/ReallocateDialog';
export type { TippedTicket } from '@common/pages/Admin/TipManagements/Partials/ReallocateDialog';

/** A ticket's tip split again among the technicians of its services: the shares must add up to the tip, and the reason is kept in the ticket's audit trail. */
export default function ReallocateDialog({
  ticket,
  onClose,
}: {
  ticket: TippedTicket;
  onClose: () => void;
}) {
  const form = useForm({
    shares: ticket.technicians.map((t) => ({
      technician_id: t.id,
      cents: ticket.shares.find((s) => s.technician_id === t.id)?.cents ?? 0,
    })),
    reason: '',
  });
  const { data, errors, setData } = form;
  const { t } = useT();
  const { money } = useFormat();
  const given = data.shares.reduce((a, s) => a + s.cents, 0);
  const left = ticket.tip_cents - given;
  const submit = () =>
    form.put(route('tip-managements.update', { invoice: ticket.id }), {
      preserveScroll: true,
      onSuccess: onClose,
    });
  const allErrors = errors as Record<string, string | undefined>;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('tipmanagements.dialog.title', { number: ticket.number })}
      data-test="reallocate-dialog"
      closeOnBackdrop={false}
      locked={form.processing}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            data-test="reallocate-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('tipmanagements.dialog.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          {t('tipmanagements.dialog.intro', { tip: money(ticket.tip_cents), paid: ticket.paid_at })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {data.shares.map((s, i) => (
            <Field
              key={s.technician_id}
              name={`shares.${i}.cents`}
              id={`share-${s.technician_id}`}
              label={ticket.technicians[i]?.name ?? t('ui.technician')}
              error={allErrors[`shares.${i}.cents`]}
            >
              <AmountInput
                name={`share-${s.technician_id}`}
                id={`share-${s.technician_id}`}
                data-test={`share-${s.technician_id}`}
                value={s.cents}
                onChange={(v) =>
                  setData(
                    'shares',
                    data.shares.map((x, j) => (j === i ? { ...x, cents: v } : x)),
                  )
                }
              />
            </Field>
          ))}
        </div>
        <p
          data-test="reallocate-left"
          aria-live="polite"
          className={`text-sm font-medium ${left === 0 ? 'text-gray-700' : 'text-danger-700'}`}
        >
          {left === 0
            ? t('tipmanagements.dialog.even')
            : left > 0
              ? t('tipmanagements.dialog.left', { amount: money(left) })
              : t('tipmanagements.dialog.over', { amount: money(-left) })}
        </p>
        {allErrors.shares && (
          <p data-test="error-shares" className="text-sm font-medium text-danger-700">
            {allErrors.shares}
          </p>
        )}
        <Field
          name="reason"
          id="reallocate-reason"
          label={t('tipmanagements.dialog.reason')}
          error={errors.reason}
          help={t('tipmanagements.dialog.reasonHelp')}
        >
          <Textarea
            name="reason"
            id="reallocate-reason"
            data-test="reallocate-reason"
            rows={2}
            maxLength={500}
            value={data.reason}
            onChange={(e) => setData('reason', e.target.value)}
          />
        </Field>
      </div>
    </Modal>
  );
}
