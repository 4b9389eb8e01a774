import {
  BLUSH_CLAY,
  CHALK_WHITE,
  COTTON_TRIM,
  DEEP_LAGOON,
  GREIGE_STONE,
  MARIGOLD_OCHRE,
  OXBLOOD,
  PEACOCK_TEAL,
} from '../paint-colours.ts';
import type { CafeStorefrontVariant } from '../scenes/cafe-storefront.ts';
import type { OfficeLoungeVariant } from '../scenes/office-lounge.ts';

const GOLD_LEAF = '#c9a35f';

export const DIVISION_CAFE: Omit<CafeStorefrontVariant, 'size'> = {
  shopfront: PEACOCK_TEAL.hex,
  trim: CHALK_WHITE.hex,
  brick: '#9a5a44',
  awning: { stripe: PEACOCK_TEAL.hex, ground: '#efe6d4' },
  gilding: GOLD_LEAF,
  planters: '#9aa0a2',
  neighbours: ['#b9b1a4', '#d8cfc0'],
};

export const ALBERTA_BAKERY: Omit<CafeStorefrontVariant, 'size'> = {
  shopfront: OXBLOOD.hex,
  trim: COTTON_TRIM.hex,
  brick: GREIGE_STONE.hex,
  awning: { stripe: '#c98f4a', ground: '#f3ead8' },
  gilding: '#d9b46a',
  planters: '#e9e2d4',
  neighbours: ['#7d8c86', '#c9b9a0'],
};

export const PEARL_STUDIO_MURAL: Omit<OfficeLoungeVariant, 'size'> = {
  mirrored: true,
  wall: CHALK_WHITE.hex,
  mural: [MARIGOLD_OCHRE.hex, DEEP_LAGOON.hex, BLUSH_CLAY.hex],
  trim: COTTON_TRIM.hex,
  floor: '#b9b5ad',
  sofa: { upholstery: '#e4ddd0', pillows: [DEEP_LAGOON.hex, MARIGOLD_OCHRE.hex], legs: '#2b2b2b' },
  tableTop: '#8a5f3f',
  metal: '#2b2b2b',
  books: [DEEP_LAGOON.hex, '#e8dfcf', MARIGOLD_OCHRE.hex],
  plantPot: '#e8e3da',
};
