/**
 * Words of the three-player reference components (the deal picture, the rules that change).
 * Figures are parameters filled from the engine's dealSizes.
 */
export const THREE_PLAYER_WORDS = {
  dealCaption: 'A three-player deal, dealt by the engine: {hand} to each hand, {field} face up on the field, {pile} in the pile.',
  handLabel: '{seat}: {cards} face down',
  fieldLabel: 'The field: {cards} face up',
  pileLabel: 'The pile: {cards} face down',
  turnOrder: 'Turns go {order}, and round again.',
  sizesCaption: 'The deal for two and for three players',
  colTable: 'At the table',
  colHand: 'Each hand',
  colField: 'Field',
  colPile: 'Pile',
  colTurns: 'Pile turns each',
  twoPlayers: 'Two players, hands of {hand}',
  threePlayers: 'Three players',
  opponentCaption: 'What “the opponent” means with three players, rule by rule',
  colRule: 'Rule',
  colThree: 'With three players',
  setAsideTitle: 'Rules that do not apply',
  refusedTitle: 'Rules refused with three players',
  fourPairsLabel: 'Four Pairs: four months, two cards each',
} as const;
