/**
 * The deck's colours. Traditional hanafuda are printed in a handful of flat inks — deep red,
 * black, white on cream card, gold — plus each month's own colours (pine green, wisteria
 * purple, iris violet, ribbon blue). Keeping them in one place keeps the 48 cards one deck.
 * Saturated on purpose: a real deck is printed in strong reds, black and gold.
 */
export const C = {
  ink: '#151311', // outlines, the black border, black ground
  face: '#f3e8cb', // the cream card face
  white: '#fffaf0', // moon, crane, highlights
  red: '#d42219', // sun, ribbons, curtain, red sky
  redDark: '#8a130e',
  vermilion: '#e2592a',
  gold: '#f0b71c',
  ochre: '#c48a1a',
  pine: '#22703a',
  pineDark: '#0f3a20',
  leaf: '#2f8035',
  leafLight: '#93bd4c',
  olive: '#7c8a24',
  blue: '#1b3f9e', // blue ribbon (aotan)
  blueDark: '#152c66',
  water: '#3b78b3',
  purple: '#4a2a8a',
  lilac: '#9a7ad0',
  pink: '#f8dde1',
  pinkDeep: '#dc7f93',
  plum: '#d81e3c',
  magenta: '#b02468',
  brown: '#70401f',
  bark: '#3a2517',
  grey: '#8d857a',
  kiri: '#e2ad3c', // the ochre ground of the paulownia cards
  storm: '#2a2a30', // the Rain Man's and the Lightning's dark sky
} as const;
