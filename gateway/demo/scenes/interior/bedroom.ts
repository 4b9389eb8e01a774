import { areaRug } from '../furniture/area-rug.ts';
import { type BedStyle, bed } from '../furniture/bed.ts';
import { NIGHTSTAND_DEPTH_CM, NIGHTSTAND_HEIGHT_CM, nightstand } from '../furniture/nightstand.ts';
import { tableLamp } from '../furniture/table-lamp.ts';
import { type ArtPalette, framedLandscape } from '../furniture/wall-art.ts';
import { hangOnBackWall, pixelsPerCm, type RoomPerspective, standInRoom } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import type { SceneDefs } from '../svg-markup.ts';
import type { RoomContents } from './room-contents.ts';

export interface BedroomStyle {
  kind: 'bedroom';
  bed: BedStyle;
  nightstand: string;
  hardware: string;
  lampBase: string;
  lampShade: string;
  rug: { colour: string; border: string };
  art: ArtPalette;
}

const BED_X = 860;
const NIGHTSTAND_OFFSET_CM = 122;

export function bedroom(
  room: RoomPerspective,
  style: BedroomStyle,
  defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const cm = pixelsPerCm(room);
  const stands = [BED_X - NIGHTSTAND_OFFSET_CM * cm, BED_X + NIGHTSTAND_OFFSET_CM * cm];
  return {
    wall: [-1, 1]
      .map((side) =>
        hangOnBackWall(
          room,
          BED_X + side * 42 * cm,
          172,
          framedLandscape(
            56,
            70,
            side < 0
              ? style.art
              : { ...style.art, hills: [style.art.hills[2], style.art.hills[0], style.art.hills[1]] },
          ),
        ),
      )
      .join(''),
    floor: [
      areaRug(room, { centreX: BED_X, widthCm: 250, farCm: 70, nearCm: 290 }, style.rug.colour, style.rug.border),
      stands
        .map(
          (x) =>
            nightstand(room, x, style.nightstand, style.hardware, shadow) +
            standInRoom(
              room,
              x,
              NIGHTSTAND_DEPTH_CM / 2,
              NIGHTSTAND_HEIGHT_CM,
              tableLamp(style.lampBase, style.lampShade, defs),
            ),
        )
        .join(''),
      bed(room, BED_X, style.bed, defs, shadow),
    ].join(''),
  };
}
