import { light, shade } from '../colour-math.ts';
import {
  fillUrl,
  line,
  linearGradient,
  type Point,
  polygon,
  radialGradient,
  rect,
  type SceneDefs,
} from '../svg-markup.ts';
import { type FloorKind, floorboards, polishedConcrete, sunPatch } from './floor-finish.ts';
import { leftWallPoint, type RoomPerspective } from './room-perspective.ts';

export interface RoomFinish {
  /** The featured paint colour, on the back wall. */
  wall: string;
  /** The wall with the window; the same paint unless the back wall is an accent. */
  sideWall: string;
  trim: string;
  ceiling: string;
  floor: string;
  floorKind?: FloorKind;
  /** The window's top and bottom as fractions of the wall height; a high window clears wainscoting. */
  window?: { top: number; bottom: number };
}

export interface RoomShell {
  walls: string;
  baseboard: string;
  floor: string;
}

const CROWN_PX = 16;
const BASEBOARD_PX = 34;
const WINDOW_LEFT_X = 62;
const WINDOW_RIGHT_X = 212;
const STANDARD_WINDOW = { top: 0.16, bottom: 0.64 };
const CASING = 0.022;
const SKY_TOP = '#bcd7e8';
const SKY_BOTTOM = '#f3f1e4';

/** The left wall's window: a double-hung sash whose light falls into the room from the left. */
function windowOnLeftWall(
  room: RoomPerspective,
  trim: string,
  { top, bottom }: { top: number; bottom: number },
  defs: SceneDefs,
): string {
  const corners = (left: number, right: number, upper: number, lower: number): Point[] => [
    leftWallPoint(room, left, upper),
    leftWallPoint(room, right, upper),
    leftWallPoint(room, right, lower),
    leftWallPoint(room, left, lower),
  ];
  const skyId = defs.id('sky');
  defs.add(
    linearGradient(skyId, [
      [0, SKY_TOP],
      [0.75, SKY_BOTTOM],
      [1, '#e4ead8'],
    ]),
  );
  const casingSpread = 12;
  const meeting = (top + bottom) / 2;
  const middleX = (WINDOW_LEFT_X + WINDOW_RIGHT_X) / 2;
  return [
    polygon(
      corners(WINDOW_LEFT_X - casingSpread, WINDOW_RIGHT_X + casingSpread, top - CASING, bottom + CASING),
      shade(trim, 0.1),
    ),
    polygon(
      corners(
        WINDOW_LEFT_X - casingSpread + 3,
        WINDOW_RIGHT_X + casingSpread - 2,
        top - CASING + 0.004,
        bottom + CASING - 0.004,
      ),
      trim,
    ),
    polygon(corners(WINDOW_LEFT_X, WINDOW_RIGHT_X, top, bottom), fillUrl(skyId)),
    // Sill: a little deeper than the casing, catching the light on top.
    polygon(
      corners(
        WINDOW_LEFT_X - casingSpread - 6,
        WINDOW_RIGHT_X + casingSpread + 5,
        bottom + CASING,
        bottom + CASING + 0.014,
      ),
      light(trim, 0.4),
    ),
    polygon(corners(WINDOW_LEFT_X, WINDOW_RIGHT_X, meeting - 0.009, meeting + 0.009), trim),
    line(leftWallPoint(room, middleX, top), leftWallPoint(room, middleX, bottom), trim, 7),
    polygon(corners(WINDOW_LEFT_X, WINDOW_RIGHT_X, top, top + 0.012), shade(trim, 0.18), { opacity: 0.5 }),
  ].join('');
}

function wallsAndCeiling(room: RoomPerspective, finish: RoomFinish, defs: SceneDefs): string {
  const { width } = room.size;
  const { cornerX, ceilingY, floorY } = room;
  const backId = defs.id('back');
  defs.add(
    linearGradient(
      backId,
      [
        [0, light(finish.wall, 0.07)],
        [0.45, finish.wall],
        [1, shade(finish.wall, 0.09)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  const sideId = defs.id('side');
  defs.add(
    linearGradient(
      sideId,
      [
        [0, shade(finish.sideWall, 0.2)],
        [1, shade(finish.sideWall, 0.1)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  const topShadeId = defs.id('topshade');
  defs.add(
    linearGradient(topShadeId, [
      [0, '#101522', 0.12],
      [1, '#101522', 0],
    ]),
  );
  const glowId = defs.id('glow');
  defs.add(
    radialGradient(glowId, [
      [0, '#fffbea', 0.3],
      [1, '#fffbea', 0],
    ]),
  );
  const crownFraction = CROWN_PX / (floorY - ceilingY);
  const wallHeight = floorY - ceilingY;
  return [
    rect(0, 0, width, ceilingY, shade(finish.ceiling, 0.06)),
    polygon(
      [leftWallPoint(room, 0, 0), [cornerX, ceilingY], [cornerX, floorY], leftWallPoint(room, 0, 1)],
      fillUrl(sideId),
    ),
    rect(cornerX, ceilingY, width - cornerX, wallHeight, fillUrl(backId)),
    rect(cornerX, ceilingY, width - cornerX, wallHeight * 0.3, fillUrl(topShadeId)),
    rect(cornerX - 200, ceilingY, 1000, wallHeight * 0.95, fillUrl(glowId)),
    rect(cornerX, ceilingY, 3, wallHeight, shade(finish.wall, 0.25), { opacity: 0.35 }),
    rect(cornerX, ceilingY, width - cornerX, CROWN_PX, finish.trim),
    rect(cornerX, ceilingY + CROWN_PX, width - cornerX, 4, shade(finish.wall, 0.3), { opacity: 0.35 }),
    polygon(
      [
        leftWallPoint(room, 0, 0),
        [cornerX, ceilingY],
        leftWallPoint(room, cornerX, crownFraction),
        leftWallPoint(room, 0, crownFraction),
      ],
      shade(finish.trim, 0.12),
    ),
    windowOnLeftWall(room, finish.trim, finish.window ?? STANDARD_WINDOW, defs),
  ].join('');
}

function baseboards(room: RoomPerspective, finish: RoomFinish): string {
  const { width } = room.size;
  const { cornerX, floorY } = room;
  const fraction = 1 - BASEBOARD_PX / (floorY - room.ceilingY);
  return [
    rect(cornerX, floorY - BASEBOARD_PX, width - cornerX, BASEBOARD_PX, finish.trim),
    rect(cornerX, floorY - BASEBOARD_PX, width - cornerX, 5, light(finish.trim, 0.5)),
    rect(cornerX, floorY - BASEBOARD_PX + 5, width - cornerX, 2, shade(finish.trim, 0.12)),
    polygon(
      [
        leftWallPoint(room, 0, fraction),
        leftWallPoint(room, cornerX, fraction),
        [cornerX, floorY],
        leftWallPoint(room, 0, 1),
      ],
      shade(finish.trim, 0.14),
    ),
  ].join('');
}

export function roomShell(room: RoomPerspective, finish: RoomFinish, defs: SceneDefs): RoomShell {
  return {
    walls: wallsAndCeiling(room, finish, defs),
    baseboard: baseboards(room, finish),
    floor:
      (finish.floorKind === 'polished-concrete'
        ? polishedConcrete(room, finish.floor, defs)
        : floorboards(room, finish.floor, defs)) + sunPatch(room, defs),
  };
}
