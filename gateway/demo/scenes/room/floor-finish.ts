import { light, shade } from '../colour-math.ts';
import { seededRandom } from '../seeded-random.ts';
import { fillUrl, linearGradient, num, type Point, path, polygon, type SceneDefs } from '../svg-markup.ts';
import { project, type RoomPerspective } from './room-perspective.ts';

export type FloorKind = 'oak' | 'polished-concrete';

const PLANK_PX = 58;
const PLANK_JOINTS_PER_BOARD = 3;
const SLAB_PX = 290;
const SLAB_ROWS = [0.12, 0.34, 0.68] as const;

/** Oak boards running away from the viewer, their seams meeting at the vanishing point. */
export function floorboards(room: RoomPerspective, colour: string, defs: SceneDefs): string {
  const { width, height } = room.size;
  const { cornerX, floorY } = room;
  const floorId = defs.id('floor');
  defs.add(
    linearGradient(floorId, [
      [0, shade(colour, 0.16)],
      [0.35, colour],
      [1, light(colour, 0.08)],
    ]),
  );
  const random = seededRandom(7);
  const seams: string[] = [];
  const lighter: string[] = [];
  const darker: string[] = [];
  const segment = (from: Point, to: Point) => `M${num(from[0])} ${num(from[1])}L${num(to[0])} ${num(to[1])}`;
  const board = (x: number) => {
    const corners = [
      [x, floorY] as const,
      [x + PLANK_PX, floorY] as const,
      project(room, x + PLANK_PX, height),
      project(room, x, height),
    ];
    return `M${corners.map(([cornerX, cornerY]) => `${num(cornerX)} ${num(cornerY)}`).join('L')}Z`;
  };
  for (let x = cornerX; x < width; x += PLANK_PX) {
    // Boards differ a little in tone, as real oak does.
    const tone = random();
    if (tone > 0.66) lighter.push(board(x));
    else if (tone < 0.33) darker.push(board(x));
    seams.push(segment([x, floorY], project(room, x, height)));
    for (let joint = 0; joint < PLANK_JOINTS_PER_BOARD; joint += 1) {
      const footY = floorY + (height - floorY) * random();
      seams.push(segment(project(room, x, footY), project(room, x + PLANK_PX, footY)));
    }
  }
  const parts = [
    polygon([[cornerX, floorY], [width, floorY], [width, height], project(room, cornerX, height)], fillUrl(floorId)),
    path(lighter.join(''), light(colour, 0.12), { opacity: 0.5 }),
    path(darker.join(''), shade(colour, 0.1), { opacity: 0.4 }),
    path(seams.join(''), 'none', { stroke: shade(colour, 0.32), 'stroke-width': 1.5, opacity: 0.4 }),
  ];
  return parts.join('');
}

/** Sunlight from the window lying across the floor, fading as it reaches into the room. */
export function sunPatch(room: RoomPerspective, defs: SceneDefs): string {
  const patchId = defs.id('sun');
  defs.add(
    linearGradient(
      patchId,
      [
        [0, '#fff8e0', 0.28],
        [1, '#fff8e0', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ),
  );
  const near = room.floorY + (room.size.height - room.floorY) * 0.55;
  const far = room.floorY + 25;
  return polygon(
    [
      project(room, room.cornerX + 10, far),
      project(room, room.cornerX + 300, far),
      project(room, room.cornerX + 470, near),
      project(room, room.cornerX + 60, near),
    ],
    fillUrl(patchId),
  );
}

/** A polished concrete floor: cut joints on a large grid and a soft sheen. */
export function polishedConcrete(room: RoomPerspective, colour: string, defs: SceneDefs): string {
  const { width, height } = room.size;
  const { cornerX, floorY } = room;
  const floorId = defs.id('concrete');
  defs.add(
    linearGradient(floorId, [
      [0, shade(colour, 0.14)],
      [0.4, colour],
      [1, light(colour, 0.1)],
    ]),
  );
  const segment = (from: Point, to: Point) => `M${num(from[0])} ${num(from[1])}L${num(to[0])} ${num(to[1])}`;
  const joints: string[] = [];
  for (let x = cornerX; x < width; x += SLAB_PX) joints.push(segment([x, floorY], project(room, x, height)));
  for (const fraction of SLAB_ROWS) {
    const footY = floorY + (height - floorY) * fraction;
    joints.push(segment(project(room, cornerX, footY), project(room, width, footY)));
  }
  return [
    polygon([[cornerX, floorY], [width, floorY], [width, height], project(room, cornerX, height)], fillUrl(floorId)),
    path(joints.join(''), 'none', { stroke: shade(colour, 0.3), 'stroke-width': 1.5, opacity: 0.5 }),
  ].join('');
}
