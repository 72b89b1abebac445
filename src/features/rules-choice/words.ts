/**
 * Short labels for option values, keyed by option and value, so no raw value
 * ("anyone-called", "dealer-privilege") reaches a reader. The longer meaning of each value
 * is in src/words/options.ts; these are what a table cell or a summary line shows.
 */
import type { OptionId } from '../../engine/rules/options';
import { fill, type TemplateParams } from '../../words/format';

/** The rules panel's sentences about a shared rules link. */
export const RULES_WORDS = {
  'link.title': 'This link holds other rules: {rules}',
  'link.intro': 'Here is what they change from yours. Nothing changes until you choose.',
  'link.caption': 'What the link’s rules change from yours',
  'link.rule': 'Rule',
  'link.mine': 'Yours ({rules})',
  'link.theirs': 'The link’s ({rules})',
  'link.use': 'Use these rules',
  'link.keep': 'Keep mine',
  'link.used': '✓ You now play by the link’s rules.',
  'link.undo': 'Undo: back to my rules',
  'link.kept': '✓ You kept your own rules.',
  'link.loaded': 'Rules loaded from the link: {rules}, as published.',
  'link.loaded-changes': 'Rules loaded from the link: {rules}, with {changes} to it:',
  'link.undo-default': 'Undo: back to the default rules ({rules})',
  'link.reset': 'You are back on the default rules ({rules}).',
  'link.same': 'This link holds the rules you already use.',
} as const;

/** A rule set's differences from its preset, each said as "before → after". */
export const CHANGE_WORDS = {
  /** The length of a game, chosen for one game as often as for good. */
  rounds: '{from} → {to} rounds',
  /** The player count, said like the rounds: "2 → 3 players". */
  players: '{from} → {to} players',
  option: '{option}: {from} → {to}',
  /** The preset's name, then the changes. */
  title: '{preset}, {changes}',
  /** After the first changes listed, the last item of the list ("… and 3 more changes"). */
  more: '{count} more {changes}',
} as const;

/** The yaku page's preview of a preset (CurrentRules, YakuPoints). */
export const PREVIEW_WORDS = {
  showing: 'Showing the points of {preset}, as published: a preview. Your rules are still {mine}.',
  adopt: 'Make {preset} my rules',
  back: 'Back to my rules ({mine})',
  /** Before each value on the page: whose rules it follows. */
  yours: 'Your rules',
  previewed: '{preset} (preview)',
} as const;

export function rulesText(id: keyof typeof RULES_WORDS, params?: TemplateParams): string {
  return fill(RULES_WORDS[id], params);
}

export const OPTION_VALUE_LABELS: { readonly [O in OptionId]?: { readonly [value: string]: string } } = {
  // Numbers of rounds are shown as numbers; the one word (`rounds: unlimited`) needs a label.
  rounds: { unlimited: 'unlimited' },
  yakuStyle: { modern: 'modern', classic: 'classic' },
  sakeCup: { both: 'animal and chaff', 'animal-only': 'animal only', choose: 'animal or chaff, the better' },
  viewing: { on: 'on', off: 'not played', 'needs-other-yaku': 'only with another yaku', weather: 'spoiled by the weather' },
  lightningWild: { off: 'off', 'matches-any': 'matches any card', 'august-on-field': 'wild after an August field' },
  teyaku: { win: 'its holder wins', misdeal: 'deal again', off: 'ignored', 'holder-may-redeal': 'its holder may ask for a new deal' },
  teyakuBothInHand: { single: 'the better one', stack: 'both' },
  fieldFourOfAKind: { misdeal: 'deal again', 'dealer-captures': 'the dealer takes the four', 'dealer-wins': 'the dealer wins', allowed: 'play on' },
  fieldFourPairs: { misdeal: 'deal again', allowed: 'play on', 'dealer-wins': 'the dealer wins' },
  koikoiLimit: { unlimited: 'unlimited', 'once-per-round': 'once per round' },
  koikoiMultiplier: {
    'opponent-called': 'x2 if the opponent called',
    'opponent-called-last': 'x2 if the opponent called last',
    'self-called': 'x2 if the scorer called',
    'anyone-called': 'x2 if anyone called',
    'count-plus-one': 'x(calls + 1)',
    doubling: 'x2 per call',
    'own-call-bonus': '+1 per own call',
    'doubling-token': 'the doubling token',
    none: 'none',
  },
  firstDealer: { draw: 'drawn', random: 'at random' },
  fieldBrightMultiplier: { off: 'off', double: 'x2', 'count-plus-one': 'x(brights + 1)' },
  yakuCounting: { all: 'all yaku', 'best-only': 'the best yaku only', 'both-players': 'both players' },
  exhaustiveDraw: {
    'no-score': 'nobody scores',
    'dealer-privilege': 'the dealer’s privilege',
    'last-yaku-wins': 'the last yaku wins',
    'koikoi-caller-loses': 'the koi-koi caller loses',
  },
  dealerAfterDraw: { stays: 'stays', passes: 'passes' },
  roundEnd: { 'hands-empty': 'when the hands are empty', 'pile-empty': 'when the draw pile is empty' },
  turnStructure: {
    standard: 'standard',
    'draw-first-play-two': 'draw first, play two',
    'unmatched-draw-to-hand': 'an unmatched draw goes to the hand',
    'hidden-draw': 'a hidden draw',
  },
  handCapture: { forced: 'a match must capture', optional: 'a match may be laid down' },
  lightningYakuWild: { off: 'off', 'any-card': 'stands for any card' },
  dealerPrivilegeWhen: { 'any-draw': 'every drawn round', 'no-yaku': 'only when nobody holds a yaku' },
};
