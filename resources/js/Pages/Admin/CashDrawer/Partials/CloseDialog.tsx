import { useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { route } from '@/lib/route';

/**
 * The blind count: what is in the drawer, typed before anything says what
 * should be there. The expected cash and the difference show once it is sent.
 */
export default function CloseDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const form = useForm({ counted: 0 });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <Modal open onClose={onClose} title="Close the drawer" data-test="close-dialog" closeOnBackdrop={false} locked={form.processing} size="md"
      onSubmit={(e) => { e.preventDefault(); form.post(route('cash-drawer.close', { session: sessionId }), { preserveScroll: true, errorBag: 'close', onSuccess: onClose }); }}
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" data-test="close-save" busy={form.processing} busyLabel="Counting...">Close with this count</Button>
      </>}>
      <div className="space-y-4">
        <p className="text-sm text-gray-700">Count every note and coin in the drawer, float included, and type the total. You see what the drawer should hold after you send the count; it cannot be typed again.</p>
        <Field name="counted" label="Cash counted" error={errors.counted}>
          <AmountInput name="counted" value={form.data.counted} onChange={(c) => form.setData('counted', c)} data-test="close-counted" className="max-w-48" inputClassName="text-lg" />
        </Field>
      </div>
    </Modal>
  );
}
