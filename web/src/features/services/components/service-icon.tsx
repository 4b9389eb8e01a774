import type { ServiceIcon as ServiceIconName } from '@painting-site/gateway/contract/services';

// Line drawings on a 24-unit grid, stroked in the text colour; a few path commands each.
const DRAWINGS: Record<ServiceIconName, string> = {
  // A paint roller.
  interior: 'M4 4h13v5H4z M17 6.5h3v5h-8v3 M11 14.5h2v6h-2z',
  // A house front with its door.
  exterior: 'M3 11l9-7 9 7 M5 9.5V20h14V9.5 M10 20v-5h4v5',
  // A pair of cabinet doors with their handles.
  cabinets: 'M4 3h16v18H4z M12 3v18 M9.5 10v3 M14.5 10v3',
  // An office block.
  commercial: 'M2 21h20 M4 21V5l8-2v18 M12 8h8v13 M7 8h2 M7 12h2 M7 16h2 M15 12h2 M15 16h2',
  // Deck boards under a railing.
  deck: 'M3 7h18 M5 7v13 M19 7v13 M3 12h18 M3 16h18 M3 20h18',
  // A taping knife smoothing a seam.
  drywall: 'M3 21l6.5-6.5 M9.5 14.5L13 4l7 7-10.5 3.5z M3 4h6',
};

/** A small line drawing for a service; decorative, the title beside it says what it is. */
export function ServiceIcon({ icon }: { icon: ServiceIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={DRAWINGS[icon] ?? DRAWINGS.interior} />
    </svg>
  );
}
