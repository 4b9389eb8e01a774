import { light, shade } from '../colour-math.ts';
import { element, fillUrl, rect, type SceneDefs } from '../svg-markup.ts';

const BRICK_WIDTH_PX = 44;
const BRICK_HEIGHT_PX = 15;
const MORTAR_PX = 3;

/** Running-bond brick as a pattern, a few bricks in each repeat a shade off the rest. */
export function brickFill(defs: SceneDefs, brick: string, mortar: string): string {
  const id = defs.id('brick');
  const tileWidth = BRICK_WIDTH_PX * 2;
  const tileHeight = BRICK_HEIGHT_PX * 2;
  const face = (x: number, y: number, colour: string) =>
    rect(x + MORTAR_PX / 2, y + MORTAR_PX / 2, BRICK_WIDTH_PX - MORTAR_PX, BRICK_HEIGHT_PX - MORTAR_PX, colour);
  defs.add(
    element(
      'pattern',
      { id, patternUnits: 'userSpaceOnUse', width: tileWidth, height: tileHeight },
      rect(0, 0, tileWidth, tileHeight, mortar) +
        face(0, 0, brick) +
        face(BRICK_WIDTH_PX, 0, shade(brick, 0.08)) +
        face(-BRICK_WIDTH_PX / 2, BRICK_HEIGHT_PX, light(brick, 0.06)) +
        face(BRICK_WIDTH_PX / 2, BRICK_HEIGHT_PX, brick) +
        face(BRICK_WIDTH_PX * 1.5, BRICK_HEIGHT_PX, shade(brick, 0.04)),
    ),
  );
  return fillUrl(id);
}
