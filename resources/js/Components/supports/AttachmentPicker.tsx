import { useState, type ChangeEvent } from 'react';
import { Button, buttonClass } from '@/Components/ui/Button';
import { readXsrfToken } from '@/lib/http';
import { translateMessage, useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export interface Uploaded {
  id: number;
  url: string;
}

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Up to `max` images for a support message: each is sent as soon as it is
 * chosen (the image itself as the body, like the profile photo), and the
 * message then sends their ids. The server checks the type by the file's
 * bytes and the size again; these checks only save a wasted upload.
 */
export default function AttachmentPicker({
  value,
  onChange,
  max,
  maxBytes,
  error,
}: {
  value: Uploaded[];
  onChange: (next: Uploaded[]) => void;
  max: number;
  maxBytes: number;
  error?: string;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const megabytes = Math.round(maxBytes / (1024 * 1024));

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!files.length) return;
    if (value.length + files.length > max) return setProblem(t('supports.attach.tooMany', { max }));
    const wrong =
      files.find((f) => !TYPES.includes(f.type)) ?? files.find((f) => f.size > maxBytes);
    if (wrong)
      return setProblem(
        TYPES.includes(wrong.type)
          ? t('supports.attach.tooLarge', { name: wrong.name, megabytes })
          : t('supports.attach.wrongType', { name: wrong.name }),
      );
    setBusy(true);
    setProblem(null);
    const added: Uploaded[] = [];
    try {
      for (const file of files) {
        const res = await fetch(route('supports.attachments.store'), {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'Content-Type': file.type,
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-XSRF-TOKEN': readXsrfToken() ?? '',
          },
          body: file,
        });
        const data = (await res.json().catch(() => null)) as
          (Uploaded & { errors?: { attachments?: string }; message?: string }) | null;
        if (!res.ok || !data) {
          const said = data?.errors?.attachments ?? data?.message;
          setProblem(
            said ? translateMessage(said) : t('supports.attach.failed', { name: file.name }),
          );
          break;
        }
        added.push({ id: data.id, url: data.url });
      }
    } catch {
      setProblem(t('supports.attach.offline'));
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
    }
  };

  const shown = problem ?? error;
  return (
    <div className="space-y-2" data-test="attachments">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((a, i) => (
            <li key={a.id} className="relative">
              <img
                src={a.url}
                alt={t('supports.attach.image', { number: i + 1 })}
                className="h-20 w-20 rounded-lg object-cover ring-1 ring-gray-200"
                data-test="attachment-preview"
              />
              <Button
                variant="secondary"
                className="mt-1 w-20 px-0"
                onClick={() => onChange(value.filter((x) => x.id !== a.id))}
                aria-label={t('supports.attach.remove', { number: i + 1 })}
                data-test="attachment-remove"
              >
                {t('ui.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        // The input covers its label, transparent: the whole 44 px button is the tap target, and it keeps keyboard focus.
        <label
          className={buttonClass(
            { variant: 'secondary' },
            `relative focus-within:ring-2 focus-within:ring-primary-500 ${busy ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {busy ? t('supports.attach.busy') : t('supports.attach.choose')}
          <input
            type="file"
            multiple
            accept={TYPES.join(',')}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            onChange={choose}
            data-test="attachment-input"
          />
        </label>
      )}
      {shown ? (
        <p className="text-sm font-medium text-danger-700" data-test="error-attachments">
          {shown}
        </p>
      ) : (
        <p className="text-sm text-gray-600">{t('supports.attach.help', { max, megabytes })}</p>
      )}
    </div>
  );
}
