/** A thin typed wrapper over Pagefind's browser API, loaded at run time from the built site. */
import { countOf } from '../../words/plural';
import { HIDDEN_KEYWORDS_WEIGHT, sentenceExcerpt, type WeightedHit } from './excerpt';

interface PagefindAnchor {
  element: string;
  location: number;
}
interface PagefindSubResult {
  url: string;
  title: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations?: WeightedHit[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's text (with < and > escaped), in the words that locations count. */
  raw_content?: string;
  anchors?: PagefindAnchor[];
  weighted_locations?: WeightedHit[];
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}
interface PagefindApi {
  init?: () => Promise<void>;
  options?: (options: { ranking?: { pageLength?: number } }) => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] }>;
}

export interface SiteResult {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
}

let pagefind: Promise<PagefindApi> | undefined;

export function loadPagefind(): Promise<PagefindApi> {
  // The index only exists in the built site, so the bundler must not try to resolve it.
  pagefind ??= import(/* @vite-ignore */ new URL('/pagefind/pagefind.js', location.href).href).then(
    async (module: PagefindApi) => {
      // Less penalty for long pages (Pagefind's default is 0.75): the long reference pages (the
      // rules, the deck, the glossary) are the answer to most searches, and were outranked by
      // every short page that mentions a word once ("koikoi rules" put /rules/ 12th).
      await module.options?.({ ranking: { pageLength: 0.5 } });
      await module.init?.();
      return module;
    },
  );
  pagefind.catch(() => {
    pagefind = undefined; // allow a retry after a network hiccup
  });
  return pagefind;
}

/** "12 results for “dregs”.", or "Showing 8 of 12 results for “dregs”." when the list is cut. */
export function resultCountText(shown: number, total: number, query: string): string {
  if (total === 0) return `No pages match “${query}”.`;
  const all = countOf(total, RESULTS);
  return shown < total ? `Showing ${shown} of ${all} for “${query}”.` : `${all} for “${query}”.`;
}

const RESULTS = { one: 'result', other: 'results' } as const;

/**
 * Searches the site. Each page gives one result; when the best hit is under a heading,
 * the result links to that heading so "dregs" lands on the chaff section, not the page top.
 */
export interface SiteSearch {
  /** The first `limit` results. */
  readonly results: readonly SiteResult[];
  /** How many pages match in all, so the box and the search page give the same count. */
  readonly total: number;
}

export async function searchSite(query: string, limit: number): Promise<SiteSearch> {
  const api = await loadPagefind();
  const found = await api.search(query);
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  const results = data.map((page) => {
    const pageTitle = page.meta['title'] ?? page.url;
    const best = bestSection(page);
    return {
      url: best?.url ?? page.url,
      title: best && best.title !== pageTitle ? `${pageTitle} › ${best.title}` : pageTitle,
      excerpt: excerptOf(page, best),
    };
  });
  return { results, total: found.results.length };
}

/**
 * The heading section where the query scores highest (Pagefind lists sections in page
 * order, not by score), so a synonym line weighted in the markup wins over a passing mention.
 * The page's own top (its title and lead, under the page's address) competes too, but without
 * the hidden keyword line before the title, or every synonym would land on the page top rather
 * than on its section.
 */
function bestSection(page: PagefindData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  let bestScore = 0;
  for (const sub of page.sub_results ?? []) {
    if (!sub.excerpt.includes('<mark>')) continue;
    const top = sub.url === page.url;
    const score = (sub.weighted_locations ?? [])
      .filter((l) => !top || l.weight !== HIDDEN_KEYWORDS_WEIGHT)
      .reduce((sum, l) => sum + l.balanced_score, 0);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

/** The excerpt from the start of a sentence (excerpt.ts), for the section shown or the whole page. */
function excerptOf(page: PagefindData, section: PagefindSubResult | undefined): string {
  if (page.raw_content === undefined) return section?.excerpt ?? page.excerpt;
  if (!section) return sentenceExcerpt(page.raw_content, page.weighted_locations ?? []);
  const from = section.anchor?.location ?? 0;
  // The section ends where the next heading begins (Pagefind's sections are cut at headings).
  const next = (page.anchors ?? []).filter((a) => /^h\d$/i.test(a.element) && a.location > from).map((a) => a.location);
  return sentenceExcerpt(page.raw_content, section.weighted_locations ?? [], from, Math.min(Number.POSITIVE_INFINITY, ...next));
}
