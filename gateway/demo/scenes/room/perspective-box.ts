import { light, shade } from '../colour-math.ts';
import { type Point, polygon } from '../svg-markup.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from './room-perspective.ts';

/** A box standing in the room: cabinets, beds, tables. Columns in back-wall pixels, the rest in cm. */
export interface BoxPlacement {
  left: number;
  right: number;
  nearCm: number;
  farCm: number;
  bottomCm: number;
  topCm: number;
}

/** The faces of a box the viewer can see; `cap` is the top below eye level, the underside above it. */
export interface BoxFaces {
  front: Point[];
  cap: Point[];
  capIsTop: boolean;
  /** The side facing the vanishing point, when it shows. */
  side: Point[] | undefined;
}

export function eyeHeightCm(room: RoomPerspective): number {
  return (room.floorY - room.vanishY) / pixelsPerCm(room);
}

export function boxFaces(room: RoomPerspective, box: BoxPlacement): BoxFaces {
  const at = (x: number, depth: number, height: number) => roomPoint(room, x, depth, height);
  const front = [
    at(box.left, box.nearCm, box.bottomCm),
    at(box.right, box.nearCm, box.bottomCm),
    at(box.right, box.nearCm, box.topCm),
    at(box.left, box.nearCm, box.topCm),
  ];
  const capIsTop = box.topCm < eyeHeightCm(room);
  const capHeight = capIsTop ? box.topCm : box.bottomCm;
  const cap = [
    at(box.left, box.farCm, capHeight),
    at(box.right, box.farCm, capHeight),
    at(box.right, box.nearCm, capHeight),
    at(box.left, box.nearCm, capHeight),
  ];
  const sideX = box.right < room.vanishX ? box.right : box.left > room.vanishX ? box.left : undefined;
  const side =
    sideX === undefined
      ? undefined
      : [
          at(sideX, box.farCm, box.bottomCm),
          at(sideX, box.nearCm, box.bottomCm),
          at(sideX, box.nearCm, box.topCm),
          at(sideX, box.farCm, box.topCm),
        ];
  return { front, cap, capIsTop, side };
}

/**
 * Paints a box lit from the window on the left: tops catch the most light, sides facing the
 * window are lit and sides facing away fall into shade.
 */
export function drawBox(room: RoomPerspective, box: BoxPlacement, colour: string, extraFront = ''): string {
  const faces = boxFaces(room, box);
  const sideFacesWindow = box.left > room.vanishX;
  return [
    polygon(faces.cap, faces.capIsTop ? light(colour, 0.14) : shade(colour, 0.22)),
    faces.side ? polygon(faces.side, sideFacesWindow ? light(colour, 0.06) : shade(colour, 0.2)) : '',
    polygon(faces.front, colour),
    extraFront,
  ].join('');
}

/** The front face of a box is parallel to the picture, so it is a plain rectangle on screen. */
export function frontRect(
  room: RoomPerspective,
  box: BoxPlacement,
): { x: number; y: number; width: number; height: number } {
  const [left, bottom] = roomPoint(room, box.left, box.nearCm, box.bottomCm);
  const [right, top] = roomPoint(room, box.right, box.nearCm, box.topCm);
  return { x: left, y: top, width: right - left, height: bottom - top };
}
