/**
 * Every word the score keeper shows, keyed by id: labels in `WORDS`, whole-sentence templates
 * with named parameters (filled by `fill`), and the texts of the engine's codes (round ends,
 * by-yaku refusals, ledger refusals) and of this feature's own (save, share link). Counts go
 * through the one pluraliser.
 */
import type { ByYakuError, ByYakuErrorCode } from '../../engine/scoring/by-yaku';
import { othersOf, type DealerDraw, type EntryEnd, type LedgerError, type LedgerErrorCode, type RanOutWinner, type PlayerIndex } from '../../engine/round';
import { isPileYakuId, type PileYakuId } from '../../engine/scoring/yaku-ids';
import type { RuleSet } from '../../engine/rules/ruleset';
import { monthName, shortName } from '../../words/card-names';
import { ruleErrorClause } from '../../words/rule-errors';
import { fill, listOf } from '../../words/format';
import { countOf, POINTS, ROUNDS, type PluralForms } from '../../words/plural';
import { yakuList, yakuName } from '../../words/yaku-names';
import { PRESETS } from '../../engine/rules/presets';
import { rulesTitle } from '../rules-choice/option-format';
import type { GameDataError, SaveError, ShareError } from './model';

export const WORDS = {
  loading: 'Opening the score keeper…',
  defaultName0: 'Player 1',
  defaultName1: 'Player 2',
  defaultName2: 'Player 3',
  // Setup
  setupTitle: 'New game',
  namesLegend: 'Players (names are optional)',
  nameLabel0: 'First player',
  nameLabel1: 'Second player',
  nameLabel2: 'Third player',
  playersLegend: 'How many players',
  playersAsRules: 'as the rules say',
  rulesLegend: 'Rules',
  rulesReader: 'Your rules',
  rulesPreset: 'A preset',
  rulesLink: 'A rules link',
  rulesLinkLabel: 'Paste a rules link or rule code',
  presetLabel: 'Preset',
  lengthLegend: 'How long',
  roundsLabel: 'Rounds',
  targetLabel: 'Or first to reach',
  noTarget: 'no target',
  dealerLegend: 'Who deals first',
  drawForIt: 'Draw for it',
  drawButton: 'Draw two cards',
  drawAgain: 'Draw again',
  startGame: 'Start the game',
  cancel: 'Cancel',
  // Games list
  gamesTitle: 'Games on this device',
  openGame: 'Open',
  deleteGame: 'Delete',
  confirmDelete: 'Delete for good',
  newGame: 'New game',
  allGames: 'All games',
  noGames: 'No game yet.',
  // Sheet
  sheetTitle: 'Score sheet',
  colRound: 'Round',
  colDealer: 'Dealer',
  colWinner: 'Result',
  colPoints: 'Points',
  nobody: 'Nobody',
  addRound: 'Add round',
  undo: 'Undo',
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  exportCsv: 'Export CSV',
  print: 'Print',
  edit: 'Edit',
  delete: 'Delete',
  hideDetails: 'Hide',
  noRounds: 'No round entered yet.',
  totalRow: 'Total',
  witnessNote: 'Entered by yaku: the cards pictured are one set of real cards that makes exactly these yaku.',
  readOnly: 'A shared score sheet (read-only).',
  keepCopy: 'Keep a copy on this device',
  kept: 'A copy is kept on this device.',
  // Entry
  entryTitleNew: 'Round {round}, {month}',
  entryTitleEdit: 'Change round {round}, {month}',
  howLegend: 'How did the round end?',
  winnerLegend: 'Who won?',
  ranOutLastYaku: 'Who made the last yaku?',
  byYaku: 'By yaku',
  byCards: 'By cards',
  enterHow: 'What did they have?',
  yakuLegend: 'Yaku of {name}',
  opponentYakuLegend: 'Yaku of {name} (these rules count both players’ yaku)',
  othersYakuLegend: 'Yaku of {names} together (these rules count every player’s yaku)',
  cardsLegend: 'Cards {name} captured',
  opponentCardsLegend: 'Cards {name} captured',
  callsLegend: 'Koi-koi calls, in order',
  callBy: '{name} called',
  removeCall: 'Remove last call',
  noCalls: 'No call.',
  fieldBrightsLegend: 'Brights dealt to the field',
  luckyLegend: 'Lucky hand',
  fewer: 'One fewer',
  more: 'One more',
  saveRound: 'Save round',
  saveChanges: 'Save changes',
  pilePreview: 'Scores {points}',
  sheetLink: 'Back to the sheet',
  editBreaks: 'With this change, round entry {n} no longer adds up: {text}',
  pickerTarget: 'Cards go to',
  // CSV
  csvFile: 'koikoi-score-sheet.csv',
} as const;

/** The words the rounds option takes besides numbers. */
export const ROUNDS_WORDS: { readonly [word: string]: string } = { unlimited: 'unlimited (to the target)' };

export const END_WORDS: { readonly [E in EntryEnd]: string } = {
  stop: 'Stopped',
  'lucky-hand': 'Lucky hand',
  'both-lucky-hands': 'Both lucky hands',
  'ran-out': 'Cards ran out',
  misdeal: 'Misdeal',
  'dealer-wins': 'Field four, dealer wins',
};

/** What the form says about a round that ran out under each rule. */
/** The question asked when the cards ran out under `dealerPrivilegeWhen: no-yaku`. */
export const YAKU_HELD_WORDS = {
  legend: 'When the cards ran out, did either player’s captured cards hold a yaku?',
  no: 'No yaku in either pile: the dealer scores the privilege',
  yes: 'A pile held a yaku: no privilege is paid',
} as const;

export const RAN_OUT_WORDS: { readonly [R in RanOutWinner]: string } = {
  nobody: 'Under these rules nobody scores when the cards run out.',
  'dealer-privilege': 'Under these rules the dealer scores the dealer’s privilege.',
  'last-yaku': 'Under these rules the last player to make a yaku wins with it.',
  'opponent-of-last-caller': 'Under these rules the last koi-koi caller loses: the other player scores their yaku.',
};

/** The unit counted by each yaku paid per extra card. */
const COUNTED: { readonly [Y in PileYakuId]?: PluralForms } = {
  inoshikacho: { one: 'animal', other: 'animals' },
  tane: { one: 'animal', other: 'animals' },
  'akatan-aotan': { one: 'ribbon', other: 'ribbons' },
  akatan: { one: 'ribbon', other: 'ribbons' },
  aotan: { one: 'ribbon', other: 'ribbons' },
  tanzaku: { one: 'ribbon', other: 'ribbons' },
  kasu: { one: 'chaff', other: 'chaff' },
};

/** "7 animals" for the count stepper of a yaku. */
export function countText(id: PileYakuId, cards: number): string {
  return countOf(cards, COUNTED[id] ?? { one: 'card', other: 'cards' });
}

/** The other players of a sheet with `names.length` seats, in turn order after `p`. */
export function othersOfNames(names: readonly string[], p: PlayerIndex): readonly PlayerIndex[] {
  return othersOf(p, names.length === 3 ? 3 : 2);
}

/** The other player(s) of a sheet, named: "Ben", or "Ben and Chiyo" with three. */
export function othersText(names: readonly string[], p: PlayerIndex): string {
  return listOf(othersOfNames(names, p).map((q) => nameOf(names, q)));
}

const DEFAULT_NAMES = [WORDS.defaultName0, WORDS.defaultName1, WORDS.defaultName2] as const;
export const NAME_LABELS = [WORDS.nameLabel0, WORDS.nameLabel1, WORDS.nameLabel2] as const;

export function nameOf(names: readonly string[], p: PlayerIndex): string {
  const typed = (names[p] ?? '').trim();
  return typed !== '' ? typed : DEFAULT_NAMES[p];
}

/** The default name of a seat (the placeholder of its name field). */
export function defaultNameOf(p: PlayerIndex): string {
  return DEFAULT_NAMES[p];
}

export function pointsText(n: number): string {
  return countOf(n, POINTS);
}

/** "+6" / "−6" / "0": a round's gain in a cell. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export function monthText(month: Parameters<typeof monthName>[0]): string {
  return monthName(month);
}

const SHORT_MONTH = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });

/** "Jan": the month in a narrow cell (the full name is its title). */
export function shortMonthText(month: Parameters<typeof monthName>[0]): string {
  return SHORT_MONTH.format(Date.UTC(2000, month - 1, 1));
}

/**
 * The rules and the length of a game, said once: "Fuda Wiki (modern) · 12 rounds", or, when the
 * length is itself the change, "Fuda Wiki (modern), 12 → 3 rounds".
 */
export function gameRulesText(rules: RuleSet, limit: number | null): string {
  const preset = PRESETS[rules.preset].options;
  const lengthChanged = preset.rounds !== rules.options.rounds || preset.targetScore !== rules.options.targetScore;
  return lengthChanged ? rulesTitle(rules) : `${rulesTitle(rules)} · ${lengthText(rules, limit)}`;
}

export function lengthText(rules: RuleSet, limit: number | null): string {
  const target = rules.options.targetScore;
  if (limit !== null && target !== null) return fill('{rounds}, or first to {target}', { rounds: countOf(limit, ROUNDS), target: countOf(target, POINTS) });
  if (target !== null) return fill('First to {target}', { target: countOf(target, POINTS) });
  return countOf(limit ?? 0, ROUNDS);
}

export const SHEET_SENTENCES = {
  next: 'Next: round {round} ({month}), {dealer} deals.',
  roundsLeft: '{rounds} left.',
  pointsLeft: '{name} needs {points}.',
  winner: '{name} wins the game, {a} to {b}.',
  tie: 'The game ends in a tie, {a} to {b}.',
  /** Three players: "{name} wins the game with 24 (Ben 0, Chiyo −24)." */
  winnerOfThree: '{name} wins the game with {a} ({others}).',
  tieOfThree: 'The game ends in a tie for the lead: {totals}.',
  drewItem: '{name} drew {card}',
  drewList: '{draws}: {dealer} deals first.',
  drewTieList: '{draws}: same month and kind, drawn again.',
  endedByTarget: 'The target was reached.',
  privilege: 'Dealer’s privilege',
  lucky: 'Lucky hand: {hands}',
  calls: 'Calls: {calls}',
  undone: 'Undid the last change.',
  deleted: 'Round {round} deleted; the rounds after it are recomputed.',
  saved: 'Round {round} saved.',
  changed: 'Round {round} changed; the rounds after it are recomputed.',
} as const;

/**
 * One draw for the first dealer: "Aiko drew Crane, Ben drew Plum chaff: Ben deals first." (with
 * three, every drawer; after a tie, only the tied players draw again).
 */
export function drawText(draw: DealerDraw, names: readonly string[]): string {
  const draws = draw.cards
    .map((card, i) => fill(SHEET_SENTENCES.drewItem, { name: nameOf(names, (draw.drawers?.[i] ?? i) as PlayerIndex), card: shortName(card) }))
    .join(', ');
  return draw.dealer === null ? fill(SHEET_SENTENCES.drewTieList, { draws }) : fill(SHEET_SENTENCES.drewList, { draws, dealer: nameOf(names, draw.dealer) });
}

/** A game in the list: "Aiko 6 – 0 Ben", or with three "Aiko 12 · Ben −6 · Chiyo −6". */
export function gameScoreText(names: readonly string[], totals: readonly number[]): string {
  const total = (n: number) => (n < 0 ? signed(n) : String(n));
  if (names.length === 2) return `${nameOf(names, 0)} ${totals[0] ?? 0} – ${totals[1] ?? 0} ${nameOf(names, 1)}`;
  return names.map((_, p) => `${nameOf(names, p as PlayerIndex)} ${total(totals[p] ?? 0)}`).join(' · ');
}

// ---------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------

const BY_YAKU_TEXT: { readonly [C in ByYakuErrorCode]: string } = {
  'unknown-yaku': '“{yaku}” is not a yaku.',
  'duplicate-yaku': '{yaku} is entered twice.',
  'not-played': '{yaku} is not played under these rules.',
  'bad-extra': 'The count for {yaku} must be a whole number.',
  'extra-not-paid': 'These rules pay nothing for extra cards in {yaku}: leave its count at the minimum.',
  'extra-out-of-range': '{yaku} cannot have that many cards: the deck allows {max} extra at most.',
  'needs-month': 'Cards of the Month needs the round’s month.',
  'same-group': '{yaku} cannot both score: only the best yaku of a group counts, so enter that one.',
  'best-only': 'Under these rules only the single best yaku counts: enter just that one ({yaku}).',
  'needs-other-yaku': 'Under these rules {yaku} scores only with another yaku: add the other yaku.',
  'brings-other-yaku': 'No pile holds {yaku} without also scoring {others}: add {others}.',
  'cards-clash': 'No pile of real cards holds {yaku} together: check the yaku and their counts.',
};

export function byYakuErrorText(error: ByYakuError, names: readonly string[], scorer: PlayerIndex): string {
  const yakuNames = error.yaku.map(safeName);
  const text = fill(BY_YAKU_TEXT[error.code], {
    yaku: listOf(yakuNames),
    others: error.others ? yakuList(error.others) : '',
    max: error.max ?? 0,
  });
  if (error.owner === 'opponent') return fill('{name}: {text}', { name: othersText(names, scorer), text });
  return text;
}

/** An unknown id (from a hand-edited link) is quoted as it came. */
function safeName(id: string): string {
  return isPileYakuId(id) ? yakuName(id) : id;
}

const LEDGER_TEXT: { readonly [C in LedgerErrorCode]: string } = {
  'malformed-entry': 'This round is not a round the score keeper can read.',
  'end-not-allowed': 'These rules do not end a round that way.',
  'needs-winner': 'Choose who won.',
  'needs-pile': 'Enter what the winner had: their yaku or their cards.',
  'bad-cards': 'A card is listed twice or in both piles.',
  'impossible-yaku': 'These yaku are impossible.',
  'stop-without-yaku': 'A player stops only with a yaku that scores: choose the yaku.',
  'bad-lucky-hand': 'Choose the lucky hand.',
  'too-many-calls': 'Under these rules each player calls koi-koi once a round at most.',
  'counter-call': 'Under these rules only one player may call koi-koi in a round: another player’s yaku ends it.',
  'bad-field-brights': 'At most five brights can be dealt to the field.',
  'game-over': 'The game was already over before this round.',
};

export function ledgerErrorText(error: LedgerError, names: readonly string[], scorer: PlayerIndex): string {
  if (error.code === 'impossible-yaku' && error.cause) return byYakuErrorText(error.cause, names, scorer);
  return LEDGER_TEXT[error.code];
}

function gameDataText(error: GameDataError): string {
  switch (error.code) {
    case 'not-a-game':
      return 'a game in it is not a score sheet';
    case 'bad-names':
      return 'the players’ names are missing or too long';
    case 'bad-rules':
      return fill('its rules cannot be read ({why})', { why: ruleErrorClause(error.error) });
    case 'bad-dealer':
      return 'it does not say who dealt first';
    case 'bad-entries':
      return 'its rounds are not rounds';
    case 'bad-round':
      return fill('round entry {n} cannot be scored: {why}', {
        n: error.error.entry + 1,
        why: LEDGER_TEXT[error.error.code].replace(/\.$/, '').toLowerCase(),
      });
  }
}

/** Why the saved games were refused (a clause after the notice prefix). */
export function saveErrorText(error: SaveError): string {
  switch (error.code) {
    case 'not-a-save':
      return 'the saved data is not a list of score sheets';
    case 'other-version':
      return error.newer ? 'it was saved by a newer version of the site' : 'it was saved by an older version of the site';
    case 'bad-game':
      return fill('game {n}: {why}', { n: error.game + 1, why: gameDataText(error.error) });
  }
}

export const SAVE_NOTICE_PREFIX = 'Your saved score sheets could not be read';
export const SAVE_NOTICE_AFTER = 'They have been set aside on this device, not deleted. You can start a new game.';

export function shareErrorText(error: ShareError): string {
  switch (error.code) {
    case 'too-long':
      return 'This score sheet link is too long to be one of ours: it may have been pasted twice.';
    case 'not-readable':
      return 'This score sheet link is damaged: part of it is missing or changed. Ask for the link again.';
    case 'other-version':
      return error.newer ? 'This score sheet link comes from a newer version of the site.' : 'This score sheet link comes from an older version of the site.';
    case 'bad-game':
      return fill('This score sheet link cannot be shown: {why}.', { why: gameDataText(error.error) });
  }
}

export const SHARE_PROBLEM_TITLE = 'This score sheet could not be opened';

export function rulesLinkErrorText(error: Parameters<typeof ruleErrorClause>[0]): string {
  return fill('That rules link could not be read: {why}.', { why: ruleErrorClause(error) });
}

export const CSV_HEADERS = {
  round: 'Round',
  month: 'Month',
  dealer: 'Dealer',
  result: 'Result',
  winner: 'Winner',
  yaku: 'Yaku',
  points: 'Points {name}',
  total: 'Total {name}',
} as const;

export { fill, yakuName, yakuList, countOf, ROUNDS, POINTS };
