/**
 * The phrasings readers use for playing with other people (issue #30: "play with friends",
 * "multiplayer" and "online" found nothing, or not these pages first). Kept apart from the
 * friends feature so the search's words stay with the search; the two friends routes show them
 * to the index through SearchKeywords.astro, and the search tests read them from here.
 */

/** /friends/: playing people, on one device or online. */
export const FRIENDS_KEYWORDS = [
  'play with friends',
  'play with a friend',
  'multiplayer',
  'multi-player',
  'play online',
  'online game',
  'online room',
  'invite a friend',
  'two or three players',
  'against a person',
  'versus a friend',
] as const;

/** /friends/pass/: several people on one device. */
export const PASS_AND_PLAY_KEYWORDS = [
  'pass and play',
  'pass-and-play',
  'hot seat',
  'hotseat',
  'one device',
  'same device',
  'local multiplayer',
] as const;
