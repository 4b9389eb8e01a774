import { coffeeTable } from './furniture/coffee-table.ts';
import { housePlant } from './furniture/house-plant.ts';
import { type SofaStyle, sofa } from './furniture/sofa.ts';
import { stackedBooks } from './furniture/stacked-books.ts';
import { domePendant } from './kitchen/pendant-light.ts';
import { pixelsPerCm, roomPerspective, standInRoom } from './room/room-perspective.ts';
import { roomShell } from './room/room-shell.ts';
import { paintedArch } from './room/wall-treatments.ts';
import { createSoftShadow } from './soft-shadow.ts';
import { circle, createDefs, type SceneSize, svgDocument } from './svg-markup.ts';

export interface OfficeLoungeVariant {
  size: SceneSize;
  wall: string;
  /** The mural's arches, largest first; the first is the featured colour. */
  mural: readonly [string, string, string];
  trim: string;
  floor: string;
  sofa: SofaStyle;
  tableTop: string;
  metal: string;
  books: readonly [string, string, string];
  plantPot: string;
  /** Seen from the other side: the window on the right. */
  mirrored?: boolean;
}

const SOFA_X = 900;
const SOFA_DEPTH_CM = 14;

/** An office reception lounge in front of a painted arch mural: the mural is the subject. */
export function officeLounge(variant: OfficeLoungeVariant): string {
  const defs = createDefs();
  const room = roomPerspective(variant.size);
  const cm = pixelsPerCm(room);
  const shadow = createSoftShadow(defs);
  const shell = roomShell(
    room,
    {
      wall: variant.wall,
      sideWall: variant.wall,
      trim: variant.trim,
      ceiling: '#f4f3ef',
      floor: variant.floor,
      floorKind: 'polished-concrete',
    },
    defs,
  );
  const [feature, second, third] = variant.mural;
  const body = [
    shell.walls,
    paintedArch(room, SOFA_X + 120 * cm, 150, 176, second),
    paintedArch(room, SOFA_X - 40 * cm, 210, 232, feature),
    circle(SOFA_X + 150 * cm, room.floorY - 200 * cm, 30 * cm, third),
    paintedArch(room, SOFA_X - 170 * cm, 70, 120, third),
    shell.baseboard,
    shell.floor,
    standInRoom(room, SOFA_X, SOFA_DEPTH_CM, 0, sofa(variant.sofa, defs, shadow)),
    standInRoom(room, SOFA_X + 170 * cm, 30, 0, housePlant({ pot: variant.plantPot, heightCm: 165, seed: 5 }, shadow)),
    standInRoom(room, SOFA_X - 190 * cm, 40, 0, housePlant({ pot: variant.plantPot, heightCm: 120, seed: 13 }, shadow)),
    standInRoom(room, SOFA_X + 10 * cm, 150, 0, coffeeTable(variant.tableTop, variant.metal, shadow)),
    standInRoom(room, SOFA_X - 6 * cm, 150, 41, stackedBooks(variant.books)),
    [SOFA_X - 70 * cm, SOFA_X + 70 * cm]
      .map((x) => standInRoom(room, x, 120, 190, domePendant(variant.metal, 180, defs)))
      .join(''),
  ].join('');
  return svgDocument(variant.size, defs, body, { mirrored: variant.mirrored ?? false });
}
