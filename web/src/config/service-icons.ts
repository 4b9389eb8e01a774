import type { ServiceIcon } from '@painting-site/gateway/contract/services';

/** What each drawing shows, for the owner choosing one. */
export const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  interior: 'Paint roller (interior)',
  exterior: 'House front (exterior)',
  cabinets: 'Cabinet doors',
  commercial: 'Office block (commercial)',
  deck: 'Deck and railing',
  drywall: 'Taping knife (drywall)',
};
