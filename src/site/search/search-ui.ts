/**
 * The header search box: loads Pagefind's index only when the reader starts to
 * search, shows results with excerpts, and supports the keyboard (Arrow keys move
 * through results, Escape closes). Used by every page, so it stays small.
 */
import { loadPagefind, resultCountText, searchSite, type SiteResult } from './pagefind-client';

const MAX_RESULTS = 8;
const DEBOUNCE_MS = 150;

export function attachSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const panel = form.querySelector<HTMLElement>('[data-search-panel]');
  const list = form.querySelector<HTMLOListElement>('[data-search-results]');
  const status = panel?.querySelector<HTMLElement>('[role="status"]');
  if (!input || !panel || !list || !status) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const close = () => {
    panel.hidden = true;
  };

  const run = async () => {
    const query = input.value.trim();
    const mine = ++generation;
    if (query.length === 0) {
      list.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    panel.hidden = false;
    status.textContent = 'Searching…';
    try {
      const { results, total } = await searchSite(query, MAX_RESULTS);
      if (mine !== generation) return; // a newer query has started
      renderResults(list, results);
      status.textContent = resultCountText(results.length, total, query);
    } catch {
      if (mine !== generation) return;
      list.replaceChildren();
      status.textContent = 'Search is unavailable right now. Press Enter to open the search page.';
    }
  };

  if (form.dataset.searchReady) return; // focus and pointer may both start it
  form.dataset.searchReady = 'true';
  void loadPagefind().catch(() => undefined);
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      const first = list.querySelector<HTMLAnchorElement>('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape') {
      close();
    }
  });
  list.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && at < links.length - 1) {
      event.preventDefault();
      links[at + 1]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (at > 0 ? links[at - 1] : input)?.focus();
    } else if (event.key === 'Escape') {
      close();
      input.focus();
    }
  });
  form.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !form.contains(next)) close();
  });
}

export function renderResults(list: HTMLElement, results: readonly SiteResult[]): void {
  list.replaceChildren(
    ...results.map((result) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = result.url;
      const title = document.createElement('span');
      title.className = 'search__title';
      title.textContent = result.title;
      const excerpt = document.createElement('span');
      excerpt.className = 'search__excerpt';
      // Pagefind's excerpt is plain text with <mark> around hits; keep only those marks.
      excerpt.append(...excerptNodes(result.excerpt));
      link.append(title, excerpt);
      item.append(link);
      return item;
    }),
  );
}

/** Turns "a <mark>b</mark> c" into text and <mark> nodes without parsing other HTML. */
export function excerptNodes(excerpt: string): Node[] {
  const nodes: Node[] = [];
  const parts = excerpt.split(/(<mark>.*?<\/mark>)/g);
  for (const part of parts) {
    const hit = /^<mark>(.*)<\/mark>$/.exec(part);
    if (hit) {
      const mark = document.createElement('mark');
      mark.textContent = decodeEntities(hit[1] ?? '');
      nodes.push(mark);
    } else if (part) {
      nodes.push(document.createTextNode(decodeEntities(part)));
    }
  }
  return nodes;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
