import { CHALK_WHITE, COTTON_TRIM, HARBOR_NAVY, IRON_ORE, OAT_MILK, SAGE_LEAF } from '../paint-colours.ts';
import type { KitchenCabinetsVariant } from '../scenes/kitchen-cabinets.ts';

type KitchenPicture = Omit<KitchenCabinetsVariant, 'size'>;

const BRASS = '#c9a35f';
const MATTE_BLACK = '#2b2b2b';
const QUARTZ = '#eceae4';
const WHITE_OAK = '#c9a47a';
const HONEY_OAK = '#b8853f';
const OLD_BRASS = '#9c8450';
const STAINLESS = { body: '#cfd2d3', metal: '#8f9598' };
const STYLING = { board: '#a97b4f', bowl: '#f1ede4', vase: '#d9cdb8' };

const SHARED = {
  trim: COTTON_TRIM.hex,
  ceiling: '#f7f5ef',
  floor: WHITE_OAK,
  counter: QUARTZ,
  styling: STYLING,
};

export const NAVY_TWO_TONE_KITCHEN: KitchenPicture = {
  ...SHARED,
  wall: CHALK_WHITE.hex,
  lowers: { paint: HARBOR_NAVY.hex, hardware: BRASS, pull: 'bar' },
  uppers: { paint: CHALK_WHITE.hex, hardware: BRASS, pull: 'knob' },
  glassUppers: true,
  tile: { layout: 'subway', colour: '#f4f2ec', grout: '#d9d6ce' },
  hood: { colour: '#ece8df', band: BRASS },
  range: STAINLESS,
  metal: BRASS,
};

export const SAGE_SHAKER_KITCHEN: KitchenPicture = {
  mirrored: true,
  ...SHARED,
  wall: OAT_MILK.hex,
  lowers: { paint: SAGE_LEAF.hex, hardware: BRASS, pull: 'cup' },
  uppers: { paint: SAGE_LEAF.hex, hardware: BRASS, pull: 'knob' },
  tile: { layout: 'square', colour: '#efe6d4', grout: '#d8cdb8' },
  hood: { colour: '#ece6da', band: BRASS },
  range: { body: '#efe9dc', metal: BRASS },
  metal: BRASS,
};

/** The same kitchen as we found it: 1990s honey-oak doors with their brass knobs, a yellowed wall. */
export const SAGE_SHAKER_KITCHEN_BEFORE: KitchenPicture = {
  ...SAGE_SHAKER_KITCHEN,
  wall: '#e3d6b4',
  lowers: { paint: HONEY_OAK, hardware: OLD_BRASS, pull: 'knob' },
  uppers: { paint: HONEY_OAK, hardware: OLD_BRASS, pull: 'knob' },
  hood: { colour: '#ddd2bb', band: OLD_BRASS },
};

export const CHARCOAL_ISLAND_KITCHEN: KitchenPicture = {
  ...SHARED,
  wall: CHALK_WHITE.hex,
  lowers: { paint: CHALK_WHITE.hex, hardware: MATTE_BLACK, pull: 'bar' },
  uppers: { paint: CHALK_WHITE.hex, hardware: MATTE_BLACK, pull: 'bar' },
  island: { paint: IRON_ORE.hex, hardware: BRASS, pull: 'bar' },
  tile: { layout: 'subway', colour: '#e9e7e1', grout: '#cfcac0' },
  hood: { colour: CHALK_WHITE.hex, band: '#a07850' },
  range: STAINLESS,
  metal: MATTE_BLACK,
};
