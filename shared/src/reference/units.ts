/**
 * The spec's 48 units of measurement (section 3): GST Unit Quantity Codes and a few trade units.
 * An integer unit counts whole things (a box, a strip of tablets); a decimal unit measures (kg,
 * litres) and takes up to 3 decimals. `uqc` is the code GSTR-1 reports the unit under: the
 * portal's own list, with OTH for units it does not have.
 */
export type UnitRepresentation = 'integer' | 'decimal';

export interface Unit {
  id: number;
  unit_name: string;
  /** The code stored on products and printed on invoices, e.g. 'PCS'. */
  value: string;
  symbol: string;
  si_representation: UnitRepresentation;
  uqc: string;
}

type UnitRow = [value: string, unit_name: string, symbol: string, uqc?: string];

const INTEGER_UNITS: UnitRow[] = [
  ['BAG', 'Bags', 'bag'],
  ['BDL', 'Bundles', 'bdl'],
  ['BOX', 'Box', 'box'],
  ['BTL', 'Bottles', 'btl'],
  ['BUN', 'Bunches', 'bun'],
  ['CAN', 'Cans', 'can'],
  ['CTN', 'Cartons', 'ctn'],
  ['CPS', 'Capsules', 'cps', 'OTH'],
  ['CTS', 'Carats', 'ct', 'OTH'],
  ['DOZ', 'Dozens', 'doz'],
  ['DRM', 'Drums', 'drm'],
  ['GGK', 'Great Gross', 'ggk'],
  ['GMS', 'Grams', 'g'],
  ['GRS', 'Gross', 'grs'],
  ['GYD', 'Gross Yards', 'gyd'],
  ['NOS', 'Numbers', 'nos'],
  ['OTH', 'Others', 'oth'],
  ['PAC', 'Packs', 'pac'],
  ['PCS', 'Pieces', 'pcs'],
  ['PRS', 'Pairs', 'prs'],
  ['ROL', 'Rolls', 'rol'],
  ['SET', 'Sets', 'set'],
  ['TBS', 'Tablets', 'tbs'],
  ['TGM', 'Ten Gross', 'tgm'],
  ['THD', 'Thousands', 'thd'],
  ['TON', 'Tonnes', 't'],
  ['TUB', 'Tubes', 'tub'],
  ['UNT', 'Units', 'unt'],
];

const DECIMAL_UNITS: UnitRow[] = [
  ['CBM', 'Cubic Meters', 'm³'],
  ['CBCM', 'Cubic Centimeters', 'cm³', 'CCM'],
  ['CMS', 'Centimeters', 'cm'],
  ['CFT', 'Cubic Feet', 'ft³', 'OTH'],
  ['FT', 'Feet', 'ft', 'OTH'],
  ['HA', 'Hectares', 'ha', 'OTH'],
  ['INC', 'Inches', 'in', 'OTH'],
  ['KGS', 'Kilograms', 'kg'],
  ['KL', 'Kilolitres', 'kl', 'KLR'],
  ['KMS', 'Kilometers', 'km', 'KME'],
  ['LTR', 'Litres', 'l'],
  ['MLT', 'Millilitres', 'ml'],
  ['MTR', 'Meters', 'm'],
  ['MTS', 'Metric Tons', 'mt'],
  ['QTL', 'Quintals', 'qtl'],
  ['SQF', 'Square Feet', 'ft²'],
  ['SQM', 'Square Meters', 'm²'],
  ['SQY', 'Square Yards', 'yd²'],
  ['UGS', 'US Gallons', 'gal'],
  ['YDS', 'Yards', 'yd'],
];

const toUnits = (rows: UnitRow[], si_representation: UnitRepresentation, firstId: number): Unit[] =>
  rows.map(([value, unit_name, symbol, uqc], index) => ({
    id: firstId + index,
    unit_name,
    value,
    symbol,
    si_representation,
    uqc: uqc ?? value,
  }));

/** All 48, integer units first, each group in the spec's order. */
export const UNITS: readonly Unit[] = [
  ...toUnits(INTEGER_UNITS, 'integer', 1),
  ...toUnits(DECIMAL_UNITS, 'decimal', INTEGER_UNITS.length + 1),
];

const BY_VALUE = new Map(UNITS.map((unit) => [unit.value, unit]));

/** The unit with this code ('PCS'), or undefined for an unknown one. */
export const unitOf = (value: string) => BY_VALUE.get(value);

/** Spec (001, 9): an invoice line's default unit. */
export const DEFAULT_UNIT = 'PCS';

/** 'Pieces (PCS)': how pickers and messages name a unit. */
export const unitLabel = (unit: Unit) => `${unit.unit_name} (${unit.value})`;

const singular = (text: string) => text.toLowerCase().replace(/e?s$/, '');

/**
 * The unit a name written by hand or by another tool means: its code ('NOS'), symbol ('kg'), or
 * name singular or plural ('Box', 'Pieces', 'Kilogram'), in any case; undefined for anything else.
 */
export function unitFromText(text: string): Unit | undefined {
  const name = text.trim().toLowerCase();
  if (name === '') return undefined;
  return UNITS.find(
    (unit) =>
      unit.value.toLowerCase() === name ||
      unit.symbol.toLowerCase() === name ||
      singular(unit.unit_name) === singular(name) ||
      singular(unit.value) === singular(name),
  );
}
