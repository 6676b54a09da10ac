import { describe, expect, it } from 'vitest';
import { UNITS, unitLabel, unitOf } from './units';

describe('the 48 units', () => {
  it('has the spec integer and decimal units, each once, with ids 1 to 48', () => {
    expect(UNITS).toHaveLength(48);
    expect(new Set(UNITS.map((unit) => unit.value)).size).toBe(48);
    expect(UNITS.map((unit) => unit.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    const integer = UNITS.filter((unit) => unit.si_representation === 'integer').map((unit) => unit.value);
    expect(integer.join(' ')).toBe(
      'BAG BDL BOX BTL BUN CAN CTN CPS CTS DOZ DRM GGK GMS GRS GYD NOS OTH PAC PCS PRS ROL SET TBS TGM THD TON TUB UNT',
    );
    const decimal = UNITS.filter((unit) => unit.si_representation === 'decimal').map((unit) => unit.value);
    expect(decimal.join(' ')).toBe('CBM CBCM CMS CFT FT HA INC KGS KL KMS LTR MLT MTR MTS QTL SQF SQM SQY UGS YDS');
  });

  it('finds a unit by its code and names it for pickers, with its GST UQC', () => {
    expect(unitOf('KGS')).toMatchObject({ unit_name: 'Kilograms', si_representation: 'decimal', uqc: 'KGS' });
    expect(unitOf('KL')?.uqc).toBe('KLR');
    const pieces = UNITS.find((unit) => unit.value === 'PCS');
    expect(pieces && unitLabel(pieces)).toBe('Pieces (PCS)');
    expect(unitOf('pcs')).toBeUndefined();
  });
});
