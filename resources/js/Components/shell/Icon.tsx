import type { SVGProps } from 'react';

/**
 * The menu's icon names (server/domain/access/menu.ts) and the shell's own,
 * drawn as simple 24×24 strokes so no icon font or extra request is needed.
 */
const PATHS: Record<string, string[]> = {
  home: ['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'],
  'cash-register': ['M3 13h18v8H3z', 'M6 13V9h12v4', 'M9 9V4h6v5', 'M7 17h2M11 17h2M15 17h2'],
  receipt: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6M9 12h6M9 16h4'],
  list: ['M8 6h13M8 12h13M8 18h13', 'M3 6h1M3 12h1M3 18h1'],
  bookmark: ['M6 3h12v18l-6-4-6 4z'],
  'user-check': ['M9 11a4 4 0 100-8 4 4 0 000 8z', 'M2 21v-1a6 6 0 0112 0v1', 'M16 11l2 2 4-4'],
  users: [
    'M9 11a4 4 0 100-8 4 4 0 000 8z',
    'M2 21v-1a6 6 0 0112 0v1',
    'M16 3.5a4 4 0 010 7',
    'M18 14a6 6 0 014 6v1',
  ],
  user: ['M12 11a4 4 0 100-8 4 4 0 000 8z', 'M4 21v-1a8 8 0 0116 0v1'],
  rotate: [
    'M3 12a9 9 0 0115.5-6.2L21 8',
    'M21 3v5h-5',
    'M21 12a9 9 0 01-15.5 6.2L3 16',
    'M3 21v-5h5',
  ],
  clock: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M12 7v5l3 3'],
  wallet: ['M3 7h16a2 2 0 012 2v10H3z', 'M3 7l13-4v4', 'M16 13h2'],
  sliders: ['M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0', 'M14 4v4M8 10v4M16 16v4'],
  'file-text': ['M6 2h9l5 5v15H6z', 'M14 2v6h6', 'M9 13h6M9 17h6'],
  chart: ['M3 3v18h18', 'M7 16v-5M12 16V7M17 16v-8'],
  'calendar-day': ['M3 5h18v16H3z', 'M3 10h18', 'M8 3v4M16 3v4', 'M8 14h3v3H8z'],
  calendar: ['M3 5h18v16H3z', 'M3 10h18', 'M8 3v4M16 3v4'],
  message: ['M4 4h16v12H8l-4 4z'],
  'trending-up': ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 018 0v4'],
  heart: ['M12 20s-8-5-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 9c0 6-8 11-8 11z'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z'],
  gift: [
    'M3 8h18v4H3z',
    'M5 12v9h14v-9',
    'M12 8v13',
    'M12 8S10 3 7.5 4.5 9 8 12 8zM12 8s2-5 4.5-3.5S15 8 12 8z',
  ],
  megaphone: ['M3 10v4h4l8 5V5L7 10z', 'M18 9a4 4 0 010 6'],
  ticket: ['M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4z', 'M14 7v10'],
  'credit-card': ['M2 5h20v14H2z', 'M2 10h20', 'M6 15h4'],
  bell: ['M6 16V11a6 6 0 0112 0v5l2 2H4z', 'M10 21h4'],
  package: ['M3 7l9-4 9 4v10l-9 4-9-4z', 'M3 7l9 4 9-4', 'M12 11v10'],
  'life-buoy': [
    'M12 21a9 9 0 100-18 9 9 0 000 18z',
    'M12 16a4 4 0 100-8 4 4 0 000 8z',
    'M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  ],
  settings: [
    'M12 15a3 3 0 100-6 3 3 0 000 6z',
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  ],
  percent: ['M19 5L5 19', 'M7 9a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z'],
  slash: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M5.6 5.6l12.8 12.8'],
  cpu: ['M6 6h12v12H6z', 'M9 9h6v6H9z', 'M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4'],
  monitor: ['M2 4h20v13H2z', 'M8 21h8M12 17v4'],
  scissors: [
    'M6 9a3 3 0 100-6 3 3 0 000 6zM6 21a3 3 0 100-6 3 3 0 000 6z',
    'M20 4L8.1 15.9M14.5 14.5L20 20M8.1 8.1L12 12',
  ],
  folder: ['M3 5h6l2 2h10v12H3z'],
  menu: ['M3 6h18M3 12h18M3 18h18'],
  'menu-fold': ['M3 6h18M9 12h12M3 18h18', 'M6 9l-3 3 3 3'],
  'chevron-down': ['M6 9l6 6 6-6'],
  maximize: ['M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6'],
  minimize: ['M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6'],
  x: ['M6 6l12 12M18 6L6 18'],
  'arrow-up': ['M12 19V5M5 12l7-7 7 7'],
  'log-out': ['M9 21H4V3h5', 'M16 17l5-5-5-5M21 12H9'],
  keyboard: ['M3 6h18v12H3z', 'M7 10h.01M11 10h.01M15 10h.01M7 14h10'],
  'user-edit': [
    'M10 11a4 4 0 100-8 4 4 0 000 8z',
    'M3 21v-1a7 7 0 0110-6.3',
    'M18 13l3 3-5 5h-3v-3z',
  ],
};

export default function Icon({
  name,
  className = 'h-5 w-5',
  ...rest
}: { name: string } & SVGProps<SVGSVGElement>) {
  const paths = PATHS[name] ?? ['M12 16a4 4 0 100-8 4 4 0 000 8z'];
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
