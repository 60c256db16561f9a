import Select from '@/Components/form/Select';
import { ButtonLink } from '@/Components/ui/Button';
import type { Technician } from '@/Components/pos/ticket';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

interface Props {
  /** Paying a saved ticket. */
  saved: boolean;
  technicians: Technician[];
  /** Who the services added now are for. */
  technician: number | null;
  onTechnician: (id: number | null) => void;
}

/** Back to the technicians, the ticket's title, and who the services added now are for. */
export default function PayHeader({ saved, technicians, technician, onTechnician }: Props) {
  const { t } = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <ButtonLink
          href={route('pos.select_technician')}
          variant="secondary"
          data-test="back-to-technicians"
        >
          {t('pos.backToTechnicians')}
        </ButtonLink>
        <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900">
          {saved ? t('pos.savedTicket') : t('pos.newTicket')}
        </h1>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
        {t('pos.addingFor')}
        <Select
          name="technician"
          fit
          value={technician ?? ''}
          onChange={(e) => onTechnician(e.target.value ? Number(e.target.value) : null)}
          data-test="current-technician"
        >
          <option value="">{t('pos.noTechnician')}</option>
          {technicians.map((tech) => (
            <option key={tech.id} value={tech.id}>
              {tech.name}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}
