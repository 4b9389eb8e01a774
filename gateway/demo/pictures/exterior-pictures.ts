import {
  ANTIQUE_CREAM,
  BARN_RED,
  BLACK_FOREST,
  BUTTERCREAM,
  CHALK_WHITE,
  COTTON_TRIM,
  CRANBERRY,
  DEEP_LAGOON,
  LICHEN,
  MOSS_SHINGLE,
  SLATE_HARBOR,
} from '../paint-colours.ts';
import type { HouseExteriorVariant } from '../scenes/house-exterior.ts';

type HousePicture = Omit<HouseExteriorVariant, 'size'>;

const BRASS = '#b8945a';
const CONCRETE = '#cfc9bd';
const CAST_STONE = '#b5aea3';
const BLUE_HYDRANGEA = '#8fa3d1';

export const SELLWOOD_BUNGALOW: HousePicture = {
  style: 'craftsman-bungalow',
  paint: {
    body: LICHEN.hex,
    cladding: 'lap',
    gable: { colour: MOSS_SHINGLE.hex, cladding: 'shingle' },
    trim: ANTIQUE_CREAM.hex,
    sash: ANTIQUE_CREAM.hex,
    door: BARN_RED.hex,
    hardware: BRASS,
    roof: { kind: 'asphalt', colour: '#4a4744' },
    masonry: '#9b9388',
  },
  blooms: BLUE_HYDRANGEA,
  walk: CONCRETE,
};

/** The same bungalow as we found it: chalky, faded siding and gables, grey trim, a sun-bleached door. */
export const SELLWOOD_BUNGALOW_BEFORE: HousePicture = {
  ...SELLWOOD_BUNGALOW,
  paint: {
    ...SELLWOOD_BUNGALOW.paint,
    body: '#b4b49e',
    gable: { colour: '#9a9984', cladding: 'shingle' },
    trim: '#cfc8b3',
    sash: '#cfc8b3',
    door: '#8d6458',
  },
};

export const BEAVERTON_COLONIAL: HousePicture = {
  style: 'colonial',
  paint: {
    body: SLATE_HARBOR.hex,
    cladding: 'lap',
    trim: CHALK_WHITE.hex,
    sash: CHALK_WHITE.hex,
    door: CRANBERRY.hex,
    hardware: BRASS,
    shutters: BLACK_FOREST.hex,
    roof: { kind: 'asphalt', colour: '#3d3f42' },
    masonry: CAST_STONE,
  },
  blooms: '#eeeaf2',
  walk: '#a86f5a',
  treeSide: 'left',
};

export const HAPPY_VALLEY_FARMHOUSE: HousePicture = {
  style: 'modern-farmhouse',
  paint: {
    body: CHALK_WHITE.hex,
    cladding: 'board-and-batten',
    trim: CHALK_WHITE.hex,
    sash: '#262626',
    door: DEEP_LAGOON.hex,
    hardware: BRASS,
    roof: { kind: 'standing-seam', colour: '#2e3033' },
    masonry: CAST_STONE,
  },
  blooms: '#f2f0ea',
  walk: CONCRETE,
};

export const MULTNOMAH_COTTAGE: HousePicture = {
  style: 'storybook-cottage',
  paint: {
    body: BUTTERCREAM.hex,
    cladding: 'lap',
    gable: { colour: BUTTERCREAM.hex, cladding: 'shingle' },
    trim: COTTON_TRIM.hex,
    sash: COTTON_TRIM.hex,
    door: DEEP_LAGOON.hex,
    hardware: BRASS,
    roof: { kind: 'asphalt', colour: '#5d5750' },
    masonry: CAST_STONE,
  },
  blooms: '#e59aa6',
  walk: CONCRETE,
  windowFlowers: ['#e07a7a', '#f2c14e', '#e59aa6', COTTON_TRIM.hex, '#e07a7a'],
  picketFence: COTTON_TRIM.hex,
  treeSide: 'left',
};
