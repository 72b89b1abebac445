/** The site's navigation, in one place so the header, footer and tests agree. */
export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export interface NavGroup {
  readonly label: string;
  readonly links: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const NAV: readonly NavItem[] = [
  { href: '/learn/', label: 'Learn' },
  {
    label: 'Reference',
    links: [
      { href: '/deck/', label: 'Deck' },
      { href: '/rules/', label: 'Rules' },
      { href: '/yaku/', label: 'Yaku' },
      { href: '/variants/', label: 'Variants' },
      { href: '/glossary/', label: 'Glossary' },
    ],
  },
  { href: '/calculator/', label: 'Calculator' },
  { href: '/play/', label: 'Play' },
];

/** Learning pages reached from the Learn hub, listed in the footer (not the header). */
export const LEARN_LINKS: readonly NavLink[] = [
  { href: '/learn/drills/', label: 'Card drills' },
  { href: '/puzzles/', label: 'Puzzles' },
  { href: '/progress/', label: 'Your progress' },
];

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

/** True when `href` is the current page or one of its ancestors (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href);
}
