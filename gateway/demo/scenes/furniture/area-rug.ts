import { light, shade } from '../colour-math.ts';
import { pixelsPerCm, type RoomPerspective, roomPoint } from '../room/room-perspective.ts';
import { polygon } from '../svg-markup.ts';

/** Centre column in back-wall pixels; the rest in centimetres. */
export interface RugPlacement {
  centreX: number;
  widthCm: number;
  farCm: number;
  nearCm: number;
}

/** A flat-weave rug lying on the floor, with a border band, in perspective. */
export function areaRug(room: RoomPerspective, placement: RugPlacement, colour: string, border: string): string {
  const { centreX, farCm, nearCm } = placement;
  const halfWidth = (placement.widthCm / 2) * pixelsPerCm(room);
  const cm = pixelsPerCm(room);
  const corners = (insetCm: number) => [
    roomPoint(room, centreX - halfWidth + insetCm * cm, farCm + insetCm, 0),
    roomPoint(room, centreX + halfWidth - insetCm * cm, farCm + insetCm, 0),
    roomPoint(room, centreX + halfWidth - insetCm * cm, nearCm - insetCm, 0),
    roomPoint(room, centreX - halfWidth + insetCm * cm, nearCm - insetCm, 0),
  ];
  return [
    polygon(corners(0), shade(colour, 0.12)),
    polygon(corners(1), colour),
    polygon(corners(9), border),
    polygon(corners(12), light(colour, 0.05)),
  ].join('');
}
