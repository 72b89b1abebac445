/**
 * The words of the notice a reader sees when their saved progress could not be read (the
 * reason itself is worded in src/words/progress-errors.ts), kept apart so that a page can show
 * the notice without loading the store.
 */
export const PROGRESS_NOTICE_WORDS = {
  /** Before the reason: "Your saved progress could not be read: it is not a progress record." */
  prefix: 'Your saved progress could not be read',
  /** What became of it: the store copies the refused value to `koikoi:progress:rejected`. */
  setAside:
    'It has been set aside in this browser, not deleted: you start again from empty progress, and what you do from now on is saved as new progress.',
  download: 'Download the set-aside copy',
  dismiss: 'Hide this message',
  downloaded: 'The set-aside copy is downloading. Keep it: it holds your earlier progress as it was saved.',
} as const;
