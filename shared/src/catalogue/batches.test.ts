import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../financial-year';
import {
  allocateFefo,
  BATCH_MESSAGES,
  batchKeyOf,
  batchStatus,
  daysToExpiry,
  DEFAULT_EXPIRY_ALERT_DAYS,
  expiryLabel,
  expiryOf,
  expiryWarning,
  type StockBatch,
} from './batches';

const UNIT = 1000;

const batch = (number: string, expiry: string, units: number): StockBatch => ({
  key: batchKeyOf(number),
  number,
  expiry,
  mfg: null,
  mrp: null,
  quantity: units * UNIT,
});

// Design 5.2: Paracetamol 500 mg, today 2026-06-15, window 90 days.
const TODAY = '2026-06-15';
const P2312 = batch('P2312', '2026-05-31', 10);
const P2401 = batch('P2401', '2026-08-31', 100);
const P2407 = batch('P2407', '2027-06-30', 200);
const PARACETAMOL = [P2407, P2312, P2401];

const taken = (result: ReturnType<typeof allocateFefo>) =>
  result.allocations.map(({ batch: { number }, quantity }) => [number, quantity / UNIT]);

describe('batchKeyOf', () => {
  it.each([
    ['  p 2401 ', 'P 2401'],
    ['P2401', 'P2401'],
    ['b\t12   a', 'B 12 A'],
    ['', ''],
  ])('%j -> %j', (number, key) => {
    expect(batchKeyOf(number)).toBe(key);
  });
});

describe('expiryOf', () => {
  it.each([
    ['08/2026', '2026-08-31'],
    ['8/26', '2026-08-31'],
    ['08-2026', '2026-08-31'],
    ['2026-08', '2026-08-31'],
    [' 08/2026 ', '2026-08-31'],
    ['06/2027', '2027-06-30'],
    ['12/26', '2026-12-31'],
    ['02/2028', '2028-02-29'],
    ['2/27', '2027-02-28'],
    ['2100-02', '2100-02-28'],
    ['2026-08-15', '2026-08-15'],
    ['2028-02-29', '2028-02-29'],
  ])('%j -> %s', (text, expiry) => {
    expect(expiryOf(text)).toBe(expiry);
  });

  it.each(['13/2026', '00/2026', '2026-13', 'abc', '', '2026-02-30', '2027-02-29', '08/026', '08.2026', '31/08/2026'])(
    'refuses %j',
    (text) => {
      expect(expiryOf(text)).toBeUndefined();
    },
  );

  it('has a message for what it refuses', () => {
    expect(BATCH_MESSAGES.expiryFormat).toBe('Expiry must be a month and year like 08/2026, or a date');
  });
});

describe('expiryLabel', () => {
  it('prints the month and year, as pharmacy invoices do', () => {
    expect(expiryLabel('2026-08-31')).toBe('08/2026');
    expect(expiryLabel('2027-01-15')).toBe('01/2027');
    expect(expiryLabel(expiryOf('2/28') ?? '')).toBe('02/2028');
  });
});

describe('daysToExpiry', () => {
  it('counts calendar days, 0 on the day, negative once past', () => {
    expect(daysToExpiry('2026-08-31', TODAY)).toBe(77);
    expect(daysToExpiry('2026-05-31', TODAY)).toBe(-15);
    expect(daysToExpiry(TODAY, TODAY)).toBe(0);
    expect(daysToExpiry('2027-06-30', TODAY)).toBe(380);
    expect(daysToExpiry('2028-03-01', '2028-02-28')).toBe(2); // leap day between
  });
});

describe('batchStatus', () => {
  it('uses a 90-day window by default', () => {
    expect(DEFAULT_EXPIRY_ALERT_DAYS).toBe(90);
  });

  it.each([
    [addDays(TODAY, -1), 'expired'],
    [TODAY, 'expiring'], // can still be sold today
    [addDays(TODAY, 1), 'expiring'],
    [addDays(TODAY, 90), 'expiring'],
    [addDays(TODAY, 91), 'ok'],
  ])('expiry %s is %s on 2026-06-15', (expiry, status) => {
    expect(batchStatus(expiry, TODAY, DEFAULT_EXPIRY_ALERT_DAYS)).toBe(status);
  });

  it('classifies the 5.2 batches', () => {
    expect(PARACETAMOL.map((b) => [b.number, batchStatus(b.expiry, TODAY, 90)])).toEqual([
      ['P2407', 'ok'],
      ['P2312', 'expired'],
      ['P2401', 'expiring'],
    ]);
  });

  it('follows the window it is given', () => {
    expect(batchStatus('2026-08-31', TODAY, 30)).toBe('ok');
    expect(batchStatus('2026-08-31', TODAY, 77)).toBe('expiring');
    expect(batchStatus('2026-08-31', TODAY, 76)).toBe('ok');
  });
});

describe('allocateFefo', () => {
  it('sells 130 from P2401 then P2407, skipping the expired P2312 (5.2)', () => {
    const result = allocateFefo(PARACETAMOL, 130 * UNIT, TODAY);
    expect(taken(result)).toEqual([
      ['P2401', 100],
      ['P2407', 30],
    ]);
    expect(result.shortfall).toBe(0);
    expect(result.allocations[0]?.batch).toBe(P2401);
  });

  it('reports what the unexpired batches cannot cover', () => {
    const result = allocateFefo(PARACETAMOL, 400 * UNIT, TODAY);
    expect(taken(result)).toEqual([
      ['P2401', 100],
      ['P2407', 200],
    ]);
    expect(result.shortfall).toBe(100 * UNIT);
  });

  it('takes part of the first batch when it is enough', () => {
    expect(taken(allocateFefo(PARACETAMOL, 1_500, TODAY))).toEqual([['P2401', 1.5]]);
    expect(allocateFefo(PARACETAMOL, 100 * UNIT, TODAY).allocations).toHaveLength(1);
  });

  it('takes a batch expiring today', () => {
    const today = batch('T1', TODAY, 5);
    expect(taken(allocateFefo([P2401, today], 7 * UNIT, TODAY))).toEqual([
      ['T1', 5],
      ['P2401', 2],
    ]);
  });

  it('breaks expiry ties by batch number', () => {
    const b = batch('B2', '2026-09-30', 5);
    const a = batch('a1', '2026-09-30', 5);
    const c = batch('C0', '2026-09-30', 5);
    expect(taken(allocateFefo([c, b, a], 12 * UNIT, TODAY))).toEqual([
      ['a1', 5],
      ['B2', 5],
      ['C0', 2],
    ]);
  });

  it('skips empty and negative batches', () => {
    const empty = batch('E0', '2026-07-31', 0);
    const negative = batch('N0', '2026-07-01', -3);
    expect(taken(allocateFefo([empty, negative, P2401], 10 * UNIT, TODAY))).toEqual([['P2401', 10]]);
  });

  it('takes nothing for nothing, and falls short with no batches', () => {
    expect(allocateFefo(PARACETAMOL, 0, TODAY)).toEqual({ allocations: [], shortfall: 0 });
    expect(allocateFefo([], 5 * UNIT, TODAY)).toEqual({ allocations: [], shortfall: 5 * UNIT });
    expect(allocateFefo([P2312], 5 * UNIT, TODAY)).toEqual({ allocations: [], shortfall: 5 * UNIT });
  });

  it('leaves the batches it was given as they were', () => {
    const given = [...PARACETAMOL];
    allocateFefo(given, 130 * UNIT, TODAY);
    expect(given).toEqual([P2407, P2312, P2401]);
    expect(P2401.quantity).toBe(100 * UNIT);
  });

  const day = fc.integer({ min: -60, max: 400 }).map((offset) => addDays(TODAY, offset));
  const batches = fc.array(
    fc.record({
      key: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
      expiry: day,
      quantity: fc.integer({ min: -2_000, max: 50_000 }),
    }),
    { maxLength: 8 },
  );

  it('never takes more than a batch holds, accounts for every thousandth, and never sells expired stock', () => {
    fc.assert(
      fc.property(batches, fc.integer({ min: 0, max: 500_000 }), day, (drawn, quantity, today) => {
        const stock = drawn.map(({ key, expiry, quantity: held }) => ({
          key,
          number: key,
          expiry,
          mfg: null,
          mrp: null,
          quantity: held,
        }));
        const { allocations, shortfall } = allocateFefo(stock, quantity, today);
        const total = allocations.reduce((sum, allocation) => sum + allocation.quantity, 0);
        expect(total + shortfall).toBe(quantity);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        for (const { batch: taken, quantity: part } of allocations) {
          expect(stock).toContain(taken);
          expect(part).toBeGreaterThan(0);
          expect(part).toBeLessThanOrEqual(taken.quantity);
          expect(batchStatus(taken.expiry, today, 90)).not.toBe('expired');
        }
        const usable = stock.filter((b) => b.quantity > 0 && b.expiry >= today).reduce((sum, b) => sum + b.quantity, 0);
        expect(shortfall).toBe(Math.max(0, quantity - usable));
        const expiries = allocations.map((allocation) => allocation.batch.expiry);
        expect(expiries).toEqual([...expiries].sort());
      }),
    );
  });
});

describe('expiryWarning', () => {
  it('warns of a batch expiring within the window (5.2)', () => {
    expect(expiryWarning(P2401, TODAY, 90)).toBe('Batch P2401 expires on 31 Aug 2026, in 77 days');
  });

  it('names an expired batch', () => {
    expect(expiryWarning(P2312, TODAY, 90)).toBe('Batch P2312 expired on 31 May 2026');
  });

  it('says nothing of a batch outside the window', () => {
    expect(expiryWarning(P2407, TODAY, 90)).toBeNull();
    expect(expiryWarning(P2401, TODAY, 76)).toBeNull();
  });

  it('words the last days', () => {
    expect(expiryWarning({ number: 'X1', expiry: '2026-06-16' }, TODAY, 90)).toBe(
      'Batch X1 expires on 16 Jun 2026, in 1 day',
    );
    expect(expiryWarning({ number: 'X1', expiry: TODAY }, TODAY, 90)).toBe('Batch X1 expires today, 15 Jun 2026');
    expect(expiryWarning({ number: 'X1', expiry: '2026-06-14' }, TODAY, 90)).toBe('Batch X1 expired on 14 Jun 2026');
  });
});
