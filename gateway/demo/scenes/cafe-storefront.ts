import { light, shade } from './colour-math.ts';
import { brickFill } from './commercial/brick-wall.ts';
import { createShopInterior, shopWindow } from './commercial/shop-window.ts';
import { bistroSet, planterStandard, sandwichBoard } from './commercial/street-props.ts';
import { createWindowFills, houseWindows } from './exterior/house-window.ts';
import {
  circle,
  createDefs,
  fillUrl,
  linearGradient,
  path,
  pathData,
  rect,
  rects,
  type SceneSize,
  svgDocument,
} from './svg-markup.ts';

export interface CafeStorefrontVariant {
  size: SceneSize;
  /** The featured colour: the shopfront's frames, pilasters, fascia and bulkheads. */
  shopfront: string;
  trim: string;
  brick: string;
  awning: { stripe: string; ground: string };
  gilding: string;
  planters: string;
  neighbours: readonly [string, string];
}

const SHOP_LEFT = 150;
const SHOP_RIGHT = 1450;
const SHOPFRONT_HEIGHT = 560;
const FASCIA_HEIGHT = 96;
const BULKHEAD_HEIGHT = 96;
const DOOR_WIDTH = 190;
const SIDEWALK_SHARE = 0.12;
const AWNING_DROP = 64;
const STRIPE_PX = 46;

/** A café's painted shopfront on a brick building: the shopfront paint is the subject. */
export function cafeStorefront(variant: CafeStorefrontVariant): string {
  const { width, height } = variant.size;
  const defs = createDefs();
  const paint = variant.shopfront;
  const sidewalkY = Math.round(height * (1 - SIDEWALK_SHARE));
  const shopTop = sidewalkY - SHOPFRONT_HEIGHT;
  const fasciaBottom = shopTop + FASCIA_HEIGHT;
  const glassTop = fasciaBottom + 40;
  const glassBottom = sidewalkY - BULKHEAD_HEIGHT;
  const centreX = (SHOP_LEFT + SHOP_RIGHT) / 2;
  const interior = createShopInterior(defs);
  const windowFills = createWindowFills(defs);
  const brick = brickFill(defs, variant.brick, light(variant.brick, 0.45));
  const pavementId = defs.id('pavement');
  defs.add(
    linearGradient(pavementId, [
      [0, '#c9c4bb'],
      [1, '#aca79f'],
    ]),
  );
  const stripes: [number, number, number, number][] = [];
  for (let x = SHOP_LEFT + 40; x < SHOP_RIGHT - 40; x += STRIPE_PX * 2)
    stripes.push([x, fasciaBottom, STRIPE_PX, AWNING_DROP]);
  let scallops = '';
  for (let x = SHOP_LEFT + 40; x < SHOP_RIGHT - 40; x += STRIPE_PX)
    scallops += pathData`M${x} ${fasciaBottom + AWNING_DROP}q${STRIPE_PX / 2} 22 ${STRIPE_PX} 0Z`;
  const bulkheadPanels: [number, number, number, number][] = [];
  const panelRow = (from: number, to: number) => {
    const count = Math.max(1, Math.round((to - from) / 150));
    const step = (to - from) / count;
    for (let index = 0; index < count; index += 1)
      bulkheadPanels.push([from + index * step + 14, glassBottom + 24, step - 28, BULKHEAD_HEIGHT - 42]);
  };
  panelRow(SHOP_LEFT + 60, centreX - DOOR_WIDTH / 2 - 20);
  panelRow(centreX + DOOR_WIDTH / 2 + 20, SHOP_RIGHT - 60);
  const upperWindows = [centreX - 420, centreX, centreX + 420].map(
    (x) => [x - 70, Math.max(40, shopTop - 330), 140, 230] as const,
  );
  const body = [
    // The neighbours, the building itself and its upper floor.
    rect(0, 0, SHOP_LEFT, sidewalkY, variant.neighbours[0]),
    rect(SHOP_RIGHT, 0, width - SHOP_RIGHT, sidewalkY, variant.neighbours[1]),
    rect(SHOP_RIGHT + 60, 0, 14, sidewalkY, shade(variant.neighbours[1], 0.25)),
    rect(SHOP_LEFT, 0, SHOP_RIGHT - SHOP_LEFT, shopTop, brick),
    houseWindows(
      upperWindows,
      { trim: variant.trim, sash: variant.trim, upperGrid: [2, 2], casingPx: 12 },
      windowFills,
    ),
    rect(SHOP_LEFT - 12, shopTop - 26, SHOP_RIGHT - SHOP_LEFT + 24, 26, light(variant.trim, 0.05)),
    rect(SHOP_LEFT - 12, shopTop - 4, SHOP_RIGHT - SHOP_LEFT + 24, 4, shade(variant.trim, 0.25)),
    rect(SHOP_LEFT, shopTop, 10, sidewalkY - shopTop, '#101522', { opacity: 0.25 }),
    // The painted shopfront.
    rect(SHOP_LEFT, shopTop, SHOP_RIGHT - SHOP_LEFT, SHOPFRONT_HEIGHT, paint),
    rect(SHOP_LEFT + 24, shopTop + 14, SHOP_RIGHT - SHOP_LEFT - 48, FASCIA_HEIGHT - 28, shade(paint, 0.14)),
    rect(SHOP_LEFT + 30, shopTop + 20, SHOP_RIGHT - SHOP_LEFT - 60, FASCIA_HEIGHT - 40, 'none', {
      stroke: variant.gilding,
      'stroke-width': 3,
    }),
    // A gilded cup emblem on the fascia, where a sign writer would letter the name.
    circle(centreX, shopTop + FASCIA_HEIGHT / 2, 30, variant.gilding),
    circle(centreX, shopTop + FASCIA_HEIGHT / 2, 26, shade(paint, 0.14)),
    path(pathData`M${centreX - 13} ${shopTop + 38}h24l-3 18h-18Z M${centreX + 11} ${shopTop + 42}q9 1 0 10`, 'none', {
      stroke: variant.gilding,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
    rect(SHOP_LEFT + 80, shopTop + FASCIA_HEIGHT / 2 - 1.5, centreX - 60 - SHOP_LEFT - 80, 3, variant.gilding, {
      opacity: 0.8,
    }),
    rect(centreX + 60, shopTop + FASCIA_HEIGHT / 2 - 1.5, SHOP_RIGHT - 80 - centreX - 60, 3, variant.gilding, {
      opacity: 0.8,
    }),
    rect(SHOP_LEFT, fasciaBottom - 8, SHOP_RIGHT - SHOP_LEFT, 8, light(paint, 0.18)),
    shopWindow(
      SHOP_LEFT + 60,
      glassTop,
      centreX - DOOR_WIDTH / 2 - 40 - SHOP_LEFT - 60,
      glassBottom - glassTop,
      shade(paint, 0.1),
      interior,
    ),
    shopWindow(
      centreX + DOOR_WIDTH / 2 + 40,
      glassTop,
      SHOP_RIGHT - 60 - centreX - DOOR_WIDTH / 2 - 40,
      glassBottom - glassTop,
      shade(paint, 0.1),
      interior,
    ),
    // Door: glazed, with a transom, recessed a little (its left reveal in shade).
    rect(centreX - DOOR_WIDTH / 2, glassTop, DOOR_WIDTH, sidewalkY - glassTop, shade(paint, 0.25)),
    shopWindow(centreX - DOOR_WIDTH / 2 + 24, glassTop + 10, DOOR_WIDTH - 48, 70, shade(paint, 0.1), interior),
    shopWindow(
      centreX - DOOR_WIDTH / 2 + 30,
      glassTop + 110,
      DOOR_WIDTH - 60,
      sidewalkY - glassTop - 200,
      paint,
      interior,
    ),
    rect(centreX - DOOR_WIDTH / 2 + 24, sidewalkY - 84, DOOR_WIDTH - 48, 84, paint),
    rect(centreX - DOOR_WIDTH / 2 + 44, glassTop + 330, DOOR_WIDTH - 88, 8, variant.gilding, { rx: 4 }),
    rect(centreX - DOOR_WIDTH / 2, glassTop, 14, sidewalkY - glassTop, '#101522', { opacity: 0.25 }),
    rects(bulkheadPanels, shade(paint, 0.12)),
    rects(
      bulkheadPanels.map(([x, y, panelWidth]) => [x, y, panelWidth, 3]),
      shade(paint, 0.35),
    ),
    rects(
      bulkheadPanels.map(([x, y, panelWidth, panelHeight]) => [x, y + panelHeight - 3, panelWidth, 3]),
      light(paint, 0.25),
    ),
    // Pilasters at the ends.
    rects(
      [
        [SHOP_LEFT, shopTop, 44, SHOPFRONT_HEIGHT],
        [SHOP_RIGHT - 44, shopTop, 44, SHOPFRONT_HEIGHT],
      ],
      light(paint, 0.06),
    ),
    rects(
      [
        [SHOP_LEFT + 34, shopTop, 10, SHOPFRONT_HEIGHT],
        [SHOP_RIGHT - 10, shopTop, 10, SHOPFRONT_HEIGHT],
      ],
      shade(paint, 0.2),
    ),
    // Striped awning with a scalloped valance, its shadow on the glass.
    rect(SHOP_LEFT + 40, fasciaBottom + AWNING_DROP, SHOP_RIGHT - SHOP_LEFT - 80, 46, '#101522', { opacity: 0.2 }),
    rect(SHOP_LEFT + 40, fasciaBottom, SHOP_RIGHT - SHOP_LEFT - 80, AWNING_DROP, variant.awning.ground),
    rects(stripes, variant.awning.stripe),
    path(scallops, variant.awning.ground),
    rect(SHOP_LEFT + 40, fasciaBottom, SHOP_RIGHT - SHOP_LEFT - 80, 10, '#101522', { opacity: 0.18 }),
    // Pavement, kerb and the café's things out front.
    rect(0, sidewalkY, width, height - sidewalkY, fillUrl(pavementId)),
    rects(
      [0.35, 0.7].map((fraction) => [0, sidewalkY + (height - sidewalkY) * fraction, width, 2]),
      shade('#c9c4bb', 0.2),
    ),
    rects(
      [180, 560, 940, 1320].map((x) => [x, sidewalkY, 2, height - sidewalkY]),
      shade('#c9c4bb', 0.2),
    ),
    rect(0, sidewalkY, width, 10, '#101522', { opacity: 0.15 }),
    bistroSet(SHOP_LEFT + 230, sidewalkY + 58),
    planterStandard(centreX - DOOR_WIDTH / 2 - 56, sidewalkY + 20, variant.planters),
    planterStandard(centreX + DOOR_WIDTH / 2 + 56, sidewalkY + 20, variant.planters),
    sandwichBoard(SHOP_RIGHT - 170, sidewalkY + 64, shade(paint, 0.3)),
  ].join('');
  return svgDocument(variant.size, defs, body);
}
