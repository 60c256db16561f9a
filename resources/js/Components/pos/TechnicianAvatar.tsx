import { initials } from './ticket';

/**
 * A technician's photo, or their initials inside a ring of their calendar
 * colour (dark initials on a light face: readable whatever colour was picked).
 */
export default function TechnicianAvatar({
  name,
  color,
  avatarUrl,
  size = 'lg',
}: {
  name: string;
  color: string;
  avatarUrl: string | null;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'lg' ? 'h-16 w-16 text-xl border-4' : 'h-8 w-8 text-xs border-2';
  if (avatarUrl)
    return (
      <img
        src={avatarUrl}
        alt=""
        className={`${box} shrink-0 rounded-full object-cover`}
        style={{ borderColor: color }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-gray-50 font-semibold text-gray-900`}
      style={{ borderColor: color }}
    >
      {initials(name)}
    </span>
  );
}
