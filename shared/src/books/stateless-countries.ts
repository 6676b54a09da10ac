/**
 * The countries of the reference list (reference/countries.ts) that have no states or regions: the
 * ledger form shows 'No States' for them and the state is optional (spec 5). Kept here as a short
 * list so the API can apply that rule without bundling the 50 KB country data; a unit test keeps
 * it equal to the reference list.
 */
export const COUNTRIES_WITHOUT_STATES: ReadonlySet<string> = new Set([
  'Antarctica',
  'Aruba',
  'Bouvet Island',
  'British Indian Ocean Territory',
  'Christmas Island',
  'Curaçao',
  'Falkland Islands (Islas Malvinas)',
  'French Guiana',
  'Gibraltar',
  'Guadeloupe',
  'Guam',
  'Heard Island and McDonald Islands',
  'Holy See (Vatican City)',
  'Hong Kong',
  'Isle of Man',
  'Jersey',
  'Macao',
  'Martinique',
  'Niue',
  'Norfolk Island',
  'Réunion',
  'Saint Martin',
  'Turks and Caicos Islands',
]);
