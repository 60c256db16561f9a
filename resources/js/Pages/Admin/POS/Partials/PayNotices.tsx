import type { Props as PayProps } from '@common/pages/Admin/POS/Pay';
import { useT } from '@/lib/i18n';

interface Props {
  checkIn: PayProps['check_in'];
  errors: Record<string, string>;
}

const problem = 'mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800';

/** Above the ticket: the visit being rung up, and the problems that belong to no one field. */
export default function PayNotices({ checkIn, errors }: Props) {
  const { t } = useT();
  return (
    <>
      {checkIn && (
        <p
          className="mb-3 rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900"
          data-test="pay-check-in"
        >
          {checkIn.customer
            ? t('pos.checkIn', { name: checkIn.customer.name })
            : t('pos.checkInAnonymous')}
        </p>
      )}
      {errors.check_in_id && (
        <p className={problem} data-test="error-check_in_id">
          {errors.check_in_id}
        </p>
      )}
      {errors.lines && (
        <p className={problem} data-test="error-lines">
          {errors.lines}
        </p>
      )}
    </>
  );
}
