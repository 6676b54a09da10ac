/** Spec 2.8: avatar colours, picked by the length of the name. */
export const AVATAR_COLOURS = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be185d',
  '#b45309',
  '#15803d',
  '#0369a1',
  '#9333ea',
  '#c2410c',
  '#4d7c0f',
] as const;

/** Up to two initials ('Asha Verma' -> 'AV'); the spec's 'TD' when there is no name. */
export function initialsOf(name: string | undefined, fallback = 'TD'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export const avatarColour = (name: string | undefined) => AVATAR_COLOURS[(name ?? '').length % AVATAR_COLOURS.length];
