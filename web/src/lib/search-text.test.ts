import { describe, expect, it } from 'vitest';
import { matchesIgnoringSpaces } from './search-text';

describe('the item search (spec 5)', () => {
  it('ignores spaces and letter case', () => {
    expect(matchesIgnoringSpaces('Paracetamol 500 mg (strip of 10)', 'para cetamol500')).toBe(true);
    expect(matchesIgnoringSpaces('Cough Syrup 100 ml', 'COUGHSYRUP')).toBe(true);
    expect(matchesIgnoringSpaces('Cough Syrup 100 ml', 'syrup 200')).toBe(false);
  });
});
