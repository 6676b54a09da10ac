import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, initialsOf } from './initials';

describe('avatar initials and colour (spec 2.8)', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['asha', 'A'],
    ['Ravi Kumar Sharma', 'RK'],
    ['  ', 'TD'],
    [undefined, 'TD'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('picks one of the ten colours by the length of the name', () => {
    expect(avatarColour('Asha Verma')).toBe(AVATAR_COLOURS[10 % 10]);
    expect(avatarColour('Ravi')).toBe(AVATAR_COLOURS[4]);
  });
});
