import { areaRug } from '../furniture/area-rug.ts';
import { CONSOLE_DEPTH_CM, CONSOLE_HEIGHT_CM, consoleTable } from '../furniture/console-table.ts';
import { housePlant } from '../furniture/house-plant.ts';
import { roundMirror } from '../furniture/round-mirror.ts';
import { tableLamp } from '../furniture/table-lamp.ts';
import { vaseWithStems } from '../furniture/vase-with-stems.ts';
import { hangOnBackWall, pixelsPerCm, type RoomPerspective, standInRoom } from '../room/room-perspective.ts';
import { boardAndBatten } from '../room/wall-treatments.ts';
import type { ShadowBrush } from '../soft-shadow.ts';
import type { SceneDefs } from '../svg-markup.ts';
import type { RoomContents } from './room-contents.ts';

export interface EntryHallStyle {
  kind: 'entry-hall';
  /** The featured colour on the wainscoting; the upper wall is the room's wall colour. */
  wainscot: string;
  wood: string;
  basket: string;
  brass: string;
  lampBase: string;
  lampShade: string;
  vase: string;
  runner: { colour: string; border: string };
  plantPot: string;
}

const CONSOLE_X = 980;
const WAINSCOT_HEIGHT_CM = 122;

/** A board-and-batten entry: console, round mirror and a runner. */
export function entryHall(
  room: RoomPerspective,
  style: EntryHallStyle,
  upperWall: string,
  defs: SceneDefs,
  shadow: ShadowBrush,
): RoomContents {
  const cm = pixelsPerCm(room);
  const onTop = (offsetCm: number, drawing: string) =>
    standInRoom(room, CONSOLE_X + offsetCm * cm, CONSOLE_DEPTH_CM / 2, CONSOLE_HEIGHT_CM, drawing);
  return {
    wall: [
      boardAndBatten(room, WAINSCOT_HEIGHT_CM, style.wainscot),
      hangOnBackWall(room, CONSOLE_X, 178, roundMirror(40, style.brass, upperWall, defs)),
    ].join(''),
    floor: [
      areaRug(
        room,
        { centreX: CONSOLE_X - 60, widthCm: 110, farCm: 80, nearCm: 360 },
        style.runner.colour,
        style.runner.border,
      ),
      consoleTable(room, CONSOLE_X, style.wood, style.basket, shadow),
      onTop(-36, tableLamp(style.lampBase, style.lampShade, defs)),
      onTop(34, vaseWithStems(style.vase)),
      standInRoom(
        room,
        CONSOLE_X + 140 * cm,
        45,
        0,
        housePlant({ pot: style.plantPot, heightCm: 135, seed: 17 }, shadow),
      ),
    ].join(''),
  };
}
