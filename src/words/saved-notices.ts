/**
 * The words of a saved value set aside (src/shared/persisted.ts): the notice and the reasons that
 * need no other wording. Apart from errors.ts because every page with a saved setting needs them
 * at once, while the engine's refusals (errors.ts, several kilobytes) load only where they are said.
 */

export const SAVED_NOT_JSON_TEXT = 'the saved data is not valid JSON';

/** Said when the reason itself could not be worded (its words failed to load, e.g. offline). */
export const SAVED_UNREADABLE_TEXT = 'the saved data could not be read';

/** The notice shown when a saved value was set aside; `reason` is one of the clauses of errors.ts or above. */
export function persistedNoticeText(prefix: string, reason: string): string {
  return `${prefix}: ${reason}. The defaults are in use instead.`;
}

export const SETTING_ERROR_CODES = ['not-on-or-off'] as const;
export interface SettingError {
  readonly code: (typeof SETTING_ERROR_CODES)[number];
}
const SETTING_ERROR_TEXT: { readonly [C in SettingError['code']]: string } = {
  'not-on-or-off': 'the saved value is not on or off',
};
export function settingErrorText(error: SettingError): string {
  return SETTING_ERROR_TEXT[error.code];
}
