import { colonial } from './exterior/colonial.ts';
import { craftsmanBungalow } from './exterior/craftsman-bungalow.ts';
import { backdropTrees, frontWalk, lawn, picketFence, plantingBed, shrub, tree } from './exterior/garden.ts';
import type { HousePaint, HousePlan } from './exterior/house-paint.ts';
import { modernFarmhouse } from './exterior/modern-farmhouse.ts';
import { sky } from './exterior/sky.ts';
import { storybookCottage } from './exterior/storybook-cottage.ts';
import { createDefs, group, type SceneSize, svgDocument } from './svg-markup.ts';

export type HouseStyle = 'craftsman-bungalow' | 'colonial' | 'modern-farmhouse' | 'storybook-cottage';

export interface HouseExteriorVariant {
  size: SceneSize;
  style: HouseStyle;
  paint: HousePaint;
  /** Flower colour on the foundation shrubs (hydrangeas, azaleas). */
  blooms: string;
  walk: string;
  /** Window-box flowers, for the houses that have window boxes. */
  windowFlowers?: readonly string[];
  /** A picket fence across the yard, in this paint colour. */
  picketFence?: string;
  /** Which edge of the frame the street tree stands at. */
  treeSide?: 'left' | 'right';
}

/** Share of the frame's height below the house's foundation line: lawn and walk. */
const LAWN_SHARE = 0.17;
/** The house fills this share of the frame's width, unless its height runs out first. */
const HOUSE_WIDTH_SHARE = 0.8;
const SKY_ABOVE_HOUSE = 50;
const FRAME_CENTRE_X = 800;

function planHouse(variant: HouseExteriorVariant): HousePlan {
  switch (variant.style) {
    case 'craftsman-bungalow':
      return craftsmanBungalow(variant.paint);
    case 'colonial':
      return colonial(variant.paint);
    case 'modern-farmhouse':
      return modernFarmhouse(variant.paint);
    case 'storybook-cottage':
      return storybookCottage(variant.paint, variant.windowFlowers ?? []);
  }
}

/** A house front on a sunny morning: the siding in the featured colour is the subject. */
export function houseExterior(variant: HouseExteriorVariant): string {
  const { width, height } = variant.size;
  const defs = createDefs();
  const groundY = Math.round(height * (1 - LAWN_SHARE));
  const house = planHouse(variant);
  const scale = Number(
    Math.min(
      (width * HOUSE_WIDTH_SHARE) / (house.right - house.left),
      (groundY - SKY_ABOVE_HOUSE) / -house.top,
    ).toFixed(4),
  );
  const offsetX = Math.round(FRAME_CENTRE_X * (1 - scale));
  const place = (x: number) => offsetX + x * scale;
  const [left, right, doorX, steps] = [
    place(house.left),
    place(house.right),
    place(house.doorX),
    house.stepsWidth * scale,
  ];
  const fenceY = groundY + (height - groundY) * 0.62;
  const body = [
    sky(defs, width, groundY),
    backdropTrees(-40, width + 60, groundY, 330, 5),
    lawn(defs, width, groundY - 4, height),
    group(house.draw(defs), { transform: `translate(${offsetX} ${groundY}) scale(${scale})` }),
    plantingBed(left - 10, doorX - steps / 2 - 12, groundY, 40),
    plantingBed(doorX + steps / 2 + 12, right + 10, groundY, 40),
    frontWalk(doorX, groundY, height, steps - 40 * scale, variant.walk),
    shrub(left + 50, groundY + 26, 130, 1, variant.blooms),
    shrub(left + 210, groundY + 30, 110, 2),
    shrub(doorX - steps / 2 - 72, groundY + 28, 120, 3, variant.blooms),
    shrub(doorX + steps / 2 + 72, groundY + 28, 120, 4, variant.blooms),
    shrub(right - 210, groundY + 30, 110, 5),
    shrub(right - 50, groundY + 26, 130, 6, variant.blooms),
    variant.picketFence
      ? picketFence(width, fenceY, doorX - steps * 0.9, doorX + steps * 0.9, variant.picketFence)
      : '',
    tree(variant.treeSide === 'left' ? -20 : width + 20, height - 24, height * 0.58, 9),
  ].join('');
  return svgDocument(variant.size, defs, body);
}
