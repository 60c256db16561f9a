/** An appointment's status, the same colour on the calendar, the list and the show page. */
export const STATUS_CLASSES: Record<string, string> = {
  booked: 'bg-sky-100 text-sky-900 ring-sky-300',
  confirmed: 'bg-primary-100 text-primary-900 ring-primary-300',
  arrived: 'bg-amber-100 text-amber-900 ring-amber-300',
  in_service: 'bg-violet-100 text-violet-900 ring-violet-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-danger-50 text-danger-800 ring-danger-200',
  no_show: 'bg-gray-200 text-gray-800 ring-gray-300',
};

export default function StatusBadge({
  status,
  label,
  className = '',
}: {
  status: string;
  label: string;
  className?: string;
}) {
  return (
    <span
      data-test="appointment-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status] ?? STATUS_CLASSES.booked} ${className}`}
    >
      {label}
    </span>
  );
}
