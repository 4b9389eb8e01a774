import { areaRug } from '../furniture/area-rug.ts';
import { crib } from '../furniture/crib.ts';
import { housePlant } from '../furniture/house-plant.ts';
import { type ArtPalette, framedLandscape } from '../furniture/wall-art.ts';
import { hangOnBackWall, pixelsPerCm, type RoomPerspective, roomPoint, standInRoom } from '../room/room-perspective.ts';
import { paintedArch } from '../room/wall-treatments.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import type { SceneDefs } from '../svg-markup.ts';
import type { RoomContents } from './room-contents.ts';

export interface NurseryStyle {
  kind: 'nursery';
  /** The featured colour, on the arch; the wall around it is the room's wall colour. */
  arch: string;
  cribFrame: string;
  sheet: string;
  blanket: string;
  rug: { colour: string; border: string };
  art: ArtPalette;
  plantPot: string;
}

const CRIB_X = 960;
const CRIB_DEPTH_CM = 40;

/** A soft painted arch framing the crib, the nursery's one bold move. */
export function nursery(
  room: RoomPerspective,
  style: NurseryStyle,
  _defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const cm = pixelsPerCm(room);
  const [cribScreenX] = roomPoint(room, CRIB_X, 0, 0);
  return {
    wall: [
      paintedArch(room, cribScreenX, 190, 215, style.arch),
      hangOnBackWall(room, CRIB_X - 20 * cm, 150, framedLandscape(38, 48, style.art)),
      hangOnBackWall(
        room,
        CRIB_X + 26 * cm,
        142,
        framedLandscape(30, 30, { ...style.art, hills: [style.art.hills[1], style.art.hills[2], style.art.hills[0]] }),
      ),
    ].join(''),
    floor: [
      areaRug(room, { centreX: CRIB_X, widthCm: 200, farCm: 60, nearCm: 250 }, style.rug.colour, style.rug.border),
      standInRoom(room, CRIB_X, CRIB_DEPTH_CM, 0, crib(style.cribFrame, style.sheet, style.blanket, shadow)),
      standInRoom(room, CRIB_X + 150 * cm, 50, 0, housePlant({ pot: style.plantPot, heightCm: 110, seed: 21 }, shadow)),
    ].join(''),
  };
}
