/**
 * The deck's colours. Traditional hanafuda are printed in a handful of flat inks — deep red,
 * black, white on cream card, gold — plus each month's own colours (pine green, wisteria
 * purple, iris violet, ribbon blue). Keeping them in one place keeps the 48 cards one deck.
 */
export const C = {
  ink: '#1c1a17', // outlines, the black border, black ground
  face: '#f4ecd6', // the cream card face
  white: '#fffaf0', // moon, crane, highlights
  red: '#c62a1f', // sun, ribbons, curtain, red sky
  redDark: '#8c1812',
  vermilion: '#e2592a',
  gold: '#e7b526',
  ochre: '#b5801c',
  pine: '#2f6a37',
  pineDark: '#173a20',
  leaf: '#3f7f35',
  leafLight: '#93bd4c',
  olive: '#7c8a24',
  blue: '#23479a', // blue ribbon (aotan)
  blueDark: '#152c66',
  water: '#3b78b3',
  purple: '#5b3b95',
  lilac: '#9c82cf',
  pink: '#f8dde1',
  pinkDeep: '#dc7f93',
  plum: '#cf2442',
  magenta: '#b02468',
  brown: '#70401f',
  bark: '#3a2517',
  grey: '#8d857a',
} as const;
