import { areaRug } from '../furniture/area-rug.ts';
import { floorLamp } from '../furniture/floor-lamp.ts';
import { housePlant } from '../furniture/house-plant.ts';
import { type SofaStyle, sofa } from '../furniture/sofa.ts';
import { type ArtPalette, framedLandscape } from '../furniture/wall-art.ts';
import { hangOnBackWall, type RoomPerspective, roomPoint, standInRoom } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import type { SceneDefs } from '../svg-markup.ts';
import type { RoomContents } from './room-contents.ts';

export interface LivingRoomStyle {
  kind: 'living-room';
  sofa: SofaStyle;
  rug: { colour: string; border: string };
  art: ArtPalette;
  lampShade: string;
  plantPot: string;
}

const SOFA_X = 960;
const SOFA_DEPTH_CM = 12;

export function livingRoom(
  room: RoomPerspective,
  style: LivingRoomStyle,
  defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const [sofaScreenX] = roomPoint(room, SOFA_X, SOFA_DEPTH_CM, 0);
  return {
    wall: hangOnBackWall(room, sofaScreenX, 152, framedLandscape(116, 78, style.art)),
    floor: [
      areaRug(room, { centreX: SOFA_X, widthCm: 270, farCm: 30, nearCm: 230 }, style.rug.colour, style.rug.border),
      standInRoom(room, SOFA_X - 430, 20, 0, floorLamp(style.lampShade, defs, shadow)),
      standInRoom(room, SOFA_X, SOFA_DEPTH_CM, 0, sofa(style.sofa, defs, shadow)),
      standInRoom(room, SOFA_X + 400, 30, 0, housePlant({ pot: style.plantPot, heightCm: 150, seed: 3 }, shadow)),
    ].join(''),
  };
}
