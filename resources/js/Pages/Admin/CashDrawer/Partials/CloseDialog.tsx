import { useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/**
 * The blind count: what is in the drawer, typed before anything says what
 * should be there. The expected cash and the difference show once it is sent.
 */
export default function CloseDialog({
  sessionId,
  onClose,
}: {
  sessionId: number;
  onClose: () => void;
}) {
  const form = useForm({ counted: 0 });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('cashdrawer.close.title')}
      data-test="close-dialog"
      closeOnBackdrop={false}
      locked={form.processing}
      size="md"
      onSubmit={(e) => {
        e.preventDefault();
        form.post(route('cash-drawer.close', { session: sessionId }), {
          preserveScroll: true,
          errorBag: 'close',
          onSuccess: onClose,
        });
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            data-test="close-save"
            busy={form.processing}
            busyLabel={t('cashdrawer.close.counting')}
          >
            {t('cashdrawer.close.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{t('cashdrawer.close.help')}</p>
        <Field name="counted" label={t('cashdrawer.close.counted')} error={errors.counted}>
          <AmountInput
            name="counted"
            value={form.data.counted}
            onChange={(c) => form.setData('counted', c)}
            data-test="close-counted"
            className="max-w-48"
            inputClassName="text-lg"
          />
        </Field>
      </div>
    </Modal>
  );
}
