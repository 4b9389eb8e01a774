import { housePlant } from '../furniture/house-plant.ts';
import { SIDEBOARD_DEPTH_CM, SIDEBOARD_HEIGHT_CM, sideboard } from '../furniture/sideboard.ts';
import { stackedBooks } from '../furniture/stacked-books.ts';
import { tableLamp } from '../furniture/table-lamp.ts';
import { vaseWithStems } from '../furniture/vase-with-stems.ts';
import { type ArtPalette, framedLandscape } from '../furniture/wall-art.ts';
import { wallSconce } from '../furniture/wall-sconce.ts';
import { hangOnBackWall, pixelsPerCm, type RoomPerspective, standInRoom } from '../room/room-perspective.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import type { SceneDefs } from '../svg-markup.ts';
import type { RoomContents } from './room-contents.ts';

export interface DiningNookStyle {
  kind: 'dining-nook';
  wood: string;
  brass: string;
  lampBase: string;
  lampShade: string;
  vase: string;
  books: readonly [string, string, string];
  art: ArtPalette;
  plantPot: string;
}

const SIDEBOARD_X = 960;

/** An accent wall behind a sideboard, sconces either side of a large piece of art. */
export function diningNook(
  room: RoomPerspective,
  style: DiningNookStyle,
  defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const cm = pixelsPerCm(room);
  const onTop = (offsetCm: number, drawing: string) =>
    standInRoom(room, SIDEBOARD_X + offsetCm * cm, SIDEBOARD_DEPTH_CM / 2, SIDEBOARD_HEIGHT_CM, drawing);
  return {
    wall: [
      hangOnBackWall(room, SIDEBOARD_X, 158, framedLandscape(100, 76, style.art)),
      hangOnBackWall(room, SIDEBOARD_X - 112 * cm, 172, wallSconce(style.brass, defs)),
      hangOnBackWall(room, SIDEBOARD_X + 112 * cm, 172, wallSconce(style.brass, defs)),
    ].join(''),
    floor: [
      sideboard(room, SIDEBOARD_X, style.wood, style.brass, shadow),
      onTop(-62, tableLamp(style.lampBase, style.lampShade, defs)),
      onTop(34, stackedBooks(style.books)),
      onTop(62, vaseWithStems(style.vase)),
      standInRoom(
        room,
        SIDEBOARD_X + 150 * cm,
        40,
        0,
        housePlant({ pot: style.plantPot, heightCm: 120, seed: 11 }, shadow),
      ),
    ].join(''),
  };
}
