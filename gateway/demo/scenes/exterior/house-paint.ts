import type { SceneDefs } from '../svg-markup.ts';
import type { CladdingKind, RoofKind } from './cladding.ts';

/** The colours of one house, the body colour being the featured paint. */
export interface HousePaint {
  body: string;
  cladding: CladdingKind;
  /** Gables in a second colour make a two-tone scheme; the body colour when left out. */
  gable?: { colour: string; cladding: CladdingKind };
  trim: string;
  /** Window sashes: the trim colour unless they are black-framed. */
  sash: string;
  door: string;
  hardware: string;
  shutters?: string;
  roof: { kind: RoofKind; colour: string };
  /** Concrete, brick or stone at the foundation and steps. */
  masonry: string;
}

/** A house and where it stands: its extent tells the scene how much to scale it and where to plant the garden. */
export interface HousePlan {
  draw: (defs: SceneDefs) => string;
  /** The house's extent, eaves included; the ground line is y = 0, so `top` is negative. */
  left: number;
  right: number;
  top: number;
  doorX: number;
  stepsWidth: number;
}
