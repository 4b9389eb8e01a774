/** The drawings a service can show beside its title, as the gateway names them. */
export const SERVICE_ICONS = ['interior', 'exterior', 'cabinets', 'commercial', 'deck', 'drywall'] as const;

export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** What each drawing shows, for the owner choosing one. */
export const SERVICE_ICON_LABELS: Record<ServiceIconName, string> = {
  interior: 'Paint roller (interior)',
  exterior: 'House front (exterior)',
  cabinets: 'Cabinet doors',
  commercial: 'Office block (commercial)',
  deck: 'Deck and railing',
  drywall: 'Taping knife (drywall)',
};
