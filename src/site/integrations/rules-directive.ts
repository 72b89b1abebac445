/**
 * `client:rules` — hydrate an island only for readers who chose rules of their own.
 *
 * Reference pages are built with the default rules, so for most readers the static
 * HTML is already right and no island code needs to load. Only when a rule choice is
 * saved (or is saved later in another tab) does the island load, and then at once.
 */
import type { ClientDirective } from 'astro';

// Mirror RULES_KEY and RULES_CHANGED_EVENT in src/stores/rules.ts; importing the store
// here would pull it into every page.
const RULES_KEY = 'koikoi:rules';
const RULES_CHANGED_EVENT = 'koikoi:rules-changed';

function hasSavedRules(): boolean {
  try {
    return localStorage.getItem(RULES_KEY) !== null;
  } catch {
    return false;
  }
}

const rulesDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  // At once, not when scrolled to: a value further down must already be the reader's when
  // they get there (and a page search or a link to #tsukimi-zake must not find the default).
  const hydrateNow = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  if (hasSavedRules()) hydrateNow();
  else {
    // Rules chosen later: in another tab, or by an island on this page.
    window.addEventListener('storage', (event) => {
      if (event.key === RULES_KEY) hydrateNow();
    });
    window.addEventListener(RULES_CHANGED_EVENT, hydrateNow);
    // A reader reaching for the island's own control (the yaku page's preset picker): it must
    // come alive, and it takes over a choice made while it loads (PresetPicker).
    for (const type of ['focusin', 'pointerdown', 'change']) el.addEventListener(type, hydrateNow, { once: true });
  }
};

export default rulesDirective;
