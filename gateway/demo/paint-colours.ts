/**
 * The paint colours the demo portfolio features. Names are our own, in the style paint brands
 * use, so no brand's colour card is misquoted; each hex is what a swatch of that name would show.
 */
export interface PaintColour {
  name: string;
  hex: string;
}

function paint(name: string, hex: string): PaintColour {
  return { name, hex };
}

// Whites and neutrals: trim, ceilings, bodies.
export const CHALK_WHITE = paint('Chalk White', '#f1efe8');
export const COTTON_TRIM = paint('Cotton Trim', '#f6f4ee');
export const ANTIQUE_CREAM = paint('Antique Cream', '#ece2c9');
export const WARM_PLASTER = paint('Warm Plaster', '#e9dfcf');
export const OAT_MILK = paint('Oat Milk', '#ede5d8');
export const GREIGE_STONE = paint('Greige Stone', '#cfc8bb');

// Greens.
export const SAGE_WHISPER = paint('Sage Whisper', '#a3ad96');
export const SAGE_LEAF = paint('Sage Leaf', '#8a9a7b');
export const LICHEN = paint('Lichen', '#8c9272');
export const MOSS_SHINGLE = paint('Moss Shingle', '#5f6650');
export const FOREST_CANOPY = paint('Forest Canopy', '#2f4a3e');

// Blues and teals.
export const HARBOR_MIST = paint('Harbor Mist', '#9fb1ba');
export const SLATE_HARBOR = paint('Slate Harbor', '#6b7c8c');
export const HARBOR_NAVY = paint('Harbor Navy', '#2e3b4e');
export const PEACOCK_TEAL = paint('Peacock Teal', '#23555a');
export const DEEP_LAGOON = paint('Deep Lagoon', '#2f5559');

// Warm colours.
export const CLAY_POT = paint('Clay Pot', '#b06a4f');
export const BLUSH_CLAY = paint('Blush Clay', '#d7a596');
export const BUTTERCREAM = paint('Buttercream', '#ecd497');
export const MARIGOLD_OCHRE = paint('Marigold Ochre', '#c8913a');
export const BARN_RED = paint('Barn Red', '#8e3a2f');
export const CRANBERRY = paint('Cranberry', '#7b2a36');
export const OXBLOOD = paint('Oxblood', '#66302d');

// Darks.
export const IRON_ORE = paint('Iron Ore', '#3f403c');
export const BLACK_FOREST = paint('Black Forest', '#2b2f2c');
