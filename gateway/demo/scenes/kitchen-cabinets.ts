import { vaseWithStems } from './furniture/vase-with-stems.ts';
import { type TileLayout, tileFill } from './kitchen/backsplash.ts';
import { baseRun, type CabinetFinish, wallRun } from './kitchen/cabinet-run.ts';
import { bowlOfLemons, cuttingBoard, gooseneckFaucet } from './kitchen/counter-styling.ts';
import { ISLAND_NEAR_CM, kitchenIsland } from './kitchen/kitchen-island.ts';
import {
  type BaseModule,
  COUNTER_TOP_CM,
  moduleColumns,
  RANGE_WIDTH_CM,
  WALL_CABINET_BOTTOM_CM,
} from './kitchen/kitchen-layout.ts';
import { domePendant } from './kitchen/pendant-light.ts';
import { plasterHood, range } from './kitchen/range-and-hood.ts';
import { pixelsPerCm, roomPerspective, standInRoom } from './room/room-perspective.ts';
import { roomShell } from './room/room-shell.ts';
import { createSoftShadow } from './soft-shadow.ts';
import { createDefs, rect, type SceneSize, svgDocument } from './svg-markup.ts';

export interface KitchenCabinetsVariant {
  size: SceneSize;
  wall: string;
  trim: string;
  ceiling: string;
  floor: string;
  lowers: CabinetFinish;
  uppers: CabinetFinish;
  /** An island in front, usually the featured colour when the perimeter is white. */
  island?: CabinetFinish;
  glassUppers?: boolean;
  counter: string;
  tile: { layout: TileLayout; colour: string; grout: string };
  hood: { colour: string; band: string };
  range: { body: string; metal: string };
  metal: string;
  styling: { board: string; bowl: string; vase: string };
  /** Seen from the other side: the window on the right. */
  mirrored?: boolean;
}

/** Left to right from the corner by the window: the sink near the light, the range mid-run. */
const BASE_MODULES: readonly BaseModule[] = [
  { kind: 'doors', widthCm: 45, doors: 1, topDrawer: true },
  { kind: 'sink', widthCm: 90 },
  { kind: 'drawers', widthCm: 60, count: 3 },
  { kind: 'range', widthCm: RANGE_WIDTH_CM },
  { kind: 'drawers', widthCm: 60, count: 3 },
  { kind: 'doors', widthCm: 90, doors: 2, topDrawer: true },
  { kind: 'doors', widthCm: 90, doors: 2, topDrawer: true },
];
const RUN_START_CM = 0;
const HOOD_WIDTH_CM = 96;
const UPPER_DOOR_CM = 46;
const ISLAND_LEFT_X = 520;
const ISLAND_RIGHT_X = 1220;
const PENDANT_HEIGHT_CM = 178;

/** A painted kitchen seen square-on: Shaker cabinets in the featured colour are the subject. */
export function kitchenCabinets(variant: KitchenCabinetsVariant): string {
  const defs = createDefs();
  const room = roomPerspective(variant.size);
  const cm = pixelsPerCm(room);
  const shadow = createSoftShadow(defs);
  const shell = roomShell(
    room,
    { wall: variant.wall, sideWall: variant.wall, trim: variant.trim, ceiling: variant.ceiling, floor: variant.floor },
    defs,
  );
  const columns = moduleColumns(room, BASE_MODULES, RUN_START_CM);
  const rangeIndex = BASE_MODULES.findIndex((module) => module.kind === 'range');
  const sinkIndex = BASE_MODULES.findIndex((module) => module.kind === 'sink');
  const rangeLeft = columns[rangeIndex] ?? room.cornerX;
  const rangeRight = columns[rangeIndex + 1] ?? rangeLeft;
  const rangeCentre = (rangeLeft + rangeRight) / 2;
  const hoodHalf = (HOOD_WIDTH_CM / 2) * cm;
  const sinkCentre = ((columns[sinkIndex] ?? 0) + (columns[sinkIndex + 1] ?? 0)) / 2;
  const splashTop = room.floorY - WALL_CABINET_BOTTOM_CM * cm;
  const splashBottom = room.floorY - COUNTER_TOP_CM * cm;
  const tile = tileFill(defs, variant.tile.layout, variant.tile.colour, variant.tile.grout, cm);
  const onCounter = (x: number, depthCm: number, drawing: string) =>
    standInRoom(room, x, depthCm, COUNTER_TOP_CM, drawing);
  const { width } = variant.size;
  const body = [
    shell.walls,
    rect(room.cornerX, splashTop - 16 * cm, width - room.cornerX, splashBottom - splashTop + 16 * cm, tile),
    plasterHood(room, rangeCentre, HOOD_WIDTH_CM, variant.hood.colour, variant.hood.band),
    wallRun(
      room,
      [
        [room.cornerX, rangeCentre - hoodHalf - 8 * cm],
        [rangeCentre + hoodHalf + 8 * cm, width + 40],
      ],
      UPPER_DOOR_CM,
      variant.uppers,
      variant.glassUppers ?? false,
      defs,
    ),
    shell.floor,
    baseRun(room, BASE_MODULES, columns, variant.lowers, variant.counter),
    range(room, rangeLeft + 1, rangeRight - 1, variant.range.body, variant.range.metal, defs),
    onCounter(sinkCentre, 14, gooseneckFaucet(variant.metal)),
    onCounter(room.cornerX + 24 * cm, 22, vaseWithStems(variant.styling.vase)),
    onCounter(rangeRight + 36 * cm, 6, cuttingBoard(variant.styling.board)),
    onCounter(rangeRight + 120 * cm, 30, bowlOfLemons(variant.styling.bowl)),
    variant.island ? kitchenIsland(room, ISLAND_LEFT_X, ISLAND_RIGHT_X, variant.island, variant.counter, shadow) : '',
    variant.island
      ? [ISLAND_LEFT_X + 170, ISLAND_RIGHT_X - 170]
          .map((x) =>
            standInRoom(room, x, ISLAND_NEAR_CM - 38, PENDANT_HEIGHT_CM, domePendant(variant.metal, 200, defs)),
          )
          .join('')
      : '',
  ].join('');
  return svgDocument(variant.size, defs, body, { mirrored: variant.mirrored ?? false });
}
