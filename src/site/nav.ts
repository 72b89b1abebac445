/** The site's navigation, in one place so the header, footer, home page and tests agree. */
export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export interface NavGroup {
  readonly label: string;
  readonly links: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

/**
 * The eight destinations of the main navigation, in the header on every screen size. The
 * reference pages share one entry (a disclosure) so the bar stays one line on a laptop.
 */
export const NAV: readonly NavItem[] = [
  { href: '/learn/', label: 'Learn' },
  { href: '/puzzles/', label: 'Puzzles' },
  { href: '/learn/drills/', label: 'Drills' },
  { href: '/play/', label: 'Play' },
  { href: '/friends/', label: 'Friends' },
  { href: '/calculator/', label: 'Calculator' },
  {
    label: 'Reference',
    links: [
      { href: '/rules/', label: 'Rules' },
      { href: '/rules-sheet/', label: 'Rules sheet' },
      { href: '/yaku/', label: 'Yaku' },
      { href: '/deck/', label: 'Deck' },
      { href: '/variants/', label: 'Variants' },
      { href: '/glossary/', label: 'Glossary' },
      { href: '/scorekeeper/', label: 'Score keeper' },
    ],
  },
  { href: '/progress/', label: 'Progress' },
];

/** The reader's own settings, beside the navigation rather than in it. */
export const RULES_LINK: NavLink = { href: '/settings/', label: 'Your rules' };

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

/** Every page the navigation links to, groups flattened, in menu order. */
export function navLinks(items: readonly NavItem[] = NAV): NavLink[] {
  return items.flatMap((item) => (isGroup(item) ? item.links : [item]));
}

/**
 * The navigation link of the page at `pathname`: the longest href that is the page or one of
 * its ancestors, so /learn/drills/ marks Drills, not Learn as well. Null off the navigation.
 */
export function currentHref(pathname: string, items: readonly NavItem[] = NAV): string | null {
  let best: string | null = null;
  for (const { href } of navLinks(items)) {
    if ((pathname === href || pathname.startsWith(href)) && href.length > (best?.length ?? 0)) best = href;
  }
  return best;
}
