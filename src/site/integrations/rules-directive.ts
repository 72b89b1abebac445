/**
 * `client:rules` — hydrate an island only for readers who chose rules of their own.
 *
 * Reference pages are built with the default rules, so for most readers the static
 * HTML is already right and no island code needs to load. Only when a rule choice is
 * saved (or is saved later in another tab) does the island load, and then only once it
 * scrolls into view.
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
  const hydrateWhenVisible = () => {
    if (started) return;
    started = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    });
    // The island element has display: contents; observe its rendered children.
    for (const child of Array.from(el.children)) observer.observe(child);
    if (el.children.length === 0) void load().then((hydrate) => hydrate());
  };
  if (hasSavedRules()) hydrateWhenVisible();
  else {
    // Rules chosen later: in another tab, or by an island on this page.
    window.addEventListener('storage', (event) => {
      if (event.key === RULES_KEY) hydrateWhenVisible();
    });
    window.addEventListener(RULES_CHANGED_EVENT, hydrateWhenVisible);
  }
};

export default rulesDirective;
