import { initials } from './ticket';

/** A technician's photo, or their initials on their calendar colour. */
export default function TechnicianAvatar({ name, color, avatarUrl, size = 'lg' }: { name: string; color: string; avatarUrl: string | null; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-xl' : 'h-8 w-8 text-xs';
  if (avatarUrl) return <img src={avatarUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white`} style={{ backgroundColor: color }}>
      <span className="drop-shadow-[0_1px_1px_rgba(0,0,0,0.6)]">{initials(name)}</span>
    </span>
  );
}
