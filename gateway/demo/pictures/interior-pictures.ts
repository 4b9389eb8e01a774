import {
  BLUSH_CLAY,
  CHALK_WHITE,
  CLAY_POT,
  COTTON_TRIM,
  FOREST_CANOPY,
  HARBOR_MIST,
  OAT_MILK,
  SAGE_WHISPER,
  WARM_PLASTER,
} from '../paint-colours.ts';
import type { InteriorRoomVariant } from '../scenes/interior-room.ts';

/** The rooms of the demo portfolio, without a frame size; the gallery picks each one's size. */
type RoomPicture = Omit<InteriorRoomVariant, 'size'>;

const CEILING_WHITE = '#f7f5ef';
const WHITE_OAK = '#c9a47a';
const HONEY_OAK = '#c0925e';
const PALE_ASH = '#d8c3a2';
const BRASS = '#b8945a';
const WALNUT = '#6e4a33';
const SMOKED_OAK = '#8f7258';

export const SAGE_LIVING_ROOM: RoomPicture = {
  finish: {
    wall: SAGE_WHISPER.hex,
    sideWall: SAGE_WHISPER.hex,
    trim: COTTON_TRIM.hex,
    ceiling: CEILING_WHITE,
    floor: WHITE_OAK,
  },
  layout: {
    kind: 'living-room',
    sofa: { upholstery: '#dcd5c8', pillows: ['#c27b56', '#56654a'], legs: '#4f3a2a' },
    rug: { colour: '#e9e0cf', border: '#c7a98a' },
    art: { sky: '#f1e6d3', sun: '#d9a679', hills: ['#bdb99c', '#8f9878', '#5d6a50'], frame: '#3a3430' },
    lampShade: '#f1e9da',
    plantPot: '#e8e3da',
  },
};

/** The same living room as we found it: builder's beige gone yellow, ivory trim, a dingy ceiling. */
export const SAGE_LIVING_ROOM_BEFORE: RoomPicture = {
  ...SAGE_LIVING_ROOM,
  finish: { ...SAGE_LIVING_ROOM.finish, wall: '#cbb992', sideWall: '#cbb992', trim: '#ddd1b2', ceiling: '#e4dccb' },
};

export const HARBOR_MIST_BEDROOM: RoomPicture = {
  mirrored: true,
  finish: {
    wall: HARBOR_MIST.hex,
    sideWall: HARBOR_MIST.hex,
    trim: COTTON_TRIM.hex,
    ceiling: CEILING_WHITE,
    floor: PALE_ASH,
  },
  layout: {
    kind: 'bedroom',
    bed: {
      headboard: '#d8cfc2',
      duvet: '#f1eee8',
      pillows: '#e9e4dc',
      accentPillow: '#c99a6b',
      throwBlanket: '#7f8c96',
    },
    nightstand: '#8a6a4d',
    hardware: BRASS,
    lampBase: '#e7e1d6',
    lampShade: '#f3ecdf',
    rug: { colour: '#e6ded2', border: '#a9b3b5' },
    art: { sky: '#eef0ec', sun: '#c9a98a', hills: ['#c2cbcc', '#94a5ad', '#5f7480'], frame: '#d9c6a5' },
  },
};

export const FOREST_ACCENT_WALL: RoomPicture = {
  finish: {
    wall: FOREST_CANOPY.hex,
    sideWall: OAT_MILK.hex,
    trim: COTTON_TRIM.hex,
    ceiling: CEILING_WHITE,
    floor: HONEY_OAK,
  },
  layout: {
    kind: 'dining-nook',
    wood: WALNUT,
    brass: BRASS,
    lampBase: '#e9e2d4',
    lampShade: '#f4ecdc',
    vase: '#d8cbb5',
    books: ['#c9b79a', '#8c4a3a', '#e7dfd0'],
    art: { sky: '#efe4cf', sun: '#d88f5f', hills: ['#c9b690', '#a1875e', '#6b5a3f'], frame: '#c8a56a' },
    plantPot: '#c98a63',
  },
};

export const CLAY_ENTRY_HALL: RoomPicture = {
  mirrored: true,
  finish: {
    wall: WARM_PLASTER.hex,
    sideWall: WARM_PLASTER.hex,
    trim: COTTON_TRIM.hex,
    ceiling: CEILING_WHITE,
    floor: SMOKED_OAK,
    window: { top: 0.1, bottom: 0.46 },
  },
  layout: {
    kind: 'entry-hall',
    wainscot: CLAY_POT.hex,
    wood: '#b48a5e',
    basket: '#c7a574',
    brass: BRASS,
    lampBase: '#f0ebe2',
    lampShade: '#f6efe2',
    vase: '#efe9df',
    runner: { colour: '#d9c9b0', border: '#8f5a45' },
    plantPot: '#e9e4dc',
  },
};

export const BLUSH_ARCH_NURSERY: RoomPicture = {
  finish: {
    wall: CHALK_WHITE.hex,
    sideWall: CHALK_WHITE.hex,
    trim: COTTON_TRIM.hex,
    ceiling: CEILING_WHITE,
    floor: PALE_ASH,
  },
  layout: {
    kind: 'nursery',
    arch: BLUSH_CLAY.hex,
    cribFrame: '#f8f6f1',
    sheet: '#e8eef0',
    blanket: '#9fae94',
    rug: { colour: '#f1ebe1', border: '#d9b9a9' },
    art: { sky: '#f6efe5', sun: '#e0a68e', hills: ['#d9c7b0', '#b8c2a7', '#93a186'], frame: '#d3b992' },
    plantPot: '#f1ede6',
  },
};
