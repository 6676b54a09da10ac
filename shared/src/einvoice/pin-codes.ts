/**
 * Which pin codes belong to which state, by their first two digits (India Post's postal circles),
 * so a pin code of the wrong state is caught before the IRP refuses it. Generous on purpose: a
 * state lists every two-digit prefix any of its districts uses, and prefixes shared by neighbours
 * (16: Punjab and Chandigarh; 40: Maharashtra and Goa; 79: the North-East) are allowed to each, so
 * only a pin code plainly elsewhere is refused. Codes are GST state codes.
 */
const PREFIXES: Record<string, readonly number[]> = {
  '01': [18, 19],
  '02': [17],
  '03': [14, 15, 16],
  '04': [16],
  '05': [24, 26],
  '06': [12, 13],
  '07': [11],
  '08': [30, 31, 32, 33, 34],
  '09': [20, 21, 22, 23, 24, 25, 26, 27, 28],
  '10': [80, 81, 82, 83, 84, 85],
  '11': [73],
  '12': [79],
  '13': [79],
  '14': [79],
  '15': [79],
  '16': [79],
  '17': [79],
  '18': [78],
  '19': [70, 71, 72, 73, 74],
  '20': [81, 82, 83],
  '21': [75, 76, 77],
  '22': [49],
  '23': [45, 46, 47, 48],
  '24': [36, 37, 38, 39],
  '26': [39],
  '27': [40, 41, 42, 43, 44],
  '29': [56, 57, 58, 59],
  '30': [40],
  '31': [68],
  '32': [67, 68, 69],
  '33': [60, 61, 62, 63, 64],
  '34': [53, 60, 67],
  '35': [74],
  '36': [50],
  '37': [50, 51, 52, 53],
  '38': [19],
};

export const PIN_CODE = /^[1-9]\d{5}$/;

/** Whether a six-digit pin code can be in the state of this GST code (any, for codes without a table: 96, 97). */
export function pinInState(pin: string, stateCode: string): boolean {
  const prefixes = PREFIXES[stateCode];
  return !prefixes || prefixes.includes(Number(pin.slice(0, 2)));
}
