/**
 * Plays a turn's beats on the table with the Web Animations API (FLIP: the table is already
 * drawn in its new state; each moving card is drawn back where it was and animated to where it
 * is now), so no animation library enters the game page's budget (scripts/budget.mjs).
 *
 * Where a card was: the rectangles taken just before the table changed (`snapshot`). A card
 * that was not on screen comes from its anchor: the mover's hand, or the pile for a turned
 * card. With reduced motion nothing travels: each beat's cards cross-fade in at the beat's
 * time, with the same highlight, so the order is still seen.
 *
 * Beat state is written as data attributes (`data-beat` on a card, `data-beat` on the table
 * root), which the components never render, so a re-render cannot wipe them mid-sequence.
 */
import type { CardId } from '../../engine/cards';
import { beatCards, type Beat } from './beats';

export type Rects = Map<string, DOMRect>;

/** Where every card and anchor on the table is now. */
export function snapshot(root: HTMLElement): Rects {
  const out: Rects = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) {
    // The card's picture, not its button or slot (a hand card's button is wider than its card).
    if (el.dataset.card && !out.has(el.dataset.card)) out.set(el.dataset.card, (el.querySelector('.card-img') ?? el).getBoundingClientRect());
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-anchor]')) out.set(`@${el.dataset.anchor}`, anchorBox(el));
  return out;
}

/**
 * Where a card leaving an anchor starts: another seat's face-down cards (not the words beside
 * them), the pile's top card; the viewer's hand as a whole. Only its centre is used (see `from`).
 */
function anchorBox(el: HTMLElement): DOMRect {
  const inner = el.querySelector('.opp-hand__cards, .drawpile__stack')?.getBoundingClientRect();
  return inner && inner.width > 0 ? inner : el.getBoundingClientRect();
}

interface Waypoint {
  readonly at: number;
  /** null: the card's place now (its final place). */
  readonly rect: DOMRect | null;
  readonly flip?: boolean;
  /**
   * The rect is an anchor (a hand, the pile), not the card's own place: the card starts at its
   * centre at its own size (scaled to the anchor's box, a hand of 200 px made it three cards big).
   */
  readonly anchor?: boolean;
}

export interface Run {
  readonly total: number;
  /** Stops the sequence at once (the table shows its final state). */
  cancel(): void;
}

function cardEl(root: HTMLElement, card: CardId): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-card="${card}"]`);
}

function transformFrom(from: DOMRect | null, to: DOMRect, flip = false, anchor = false): string {
  const turn = flip ? ' rotateY(90deg)' : '';
  if (!from || to.width === 0) return `none${turn}`.replace('none ', '');
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  const s = anchor ? 1 : from.width / to.width;
  return `translate(${dx}px, ${dy}px) scale(${s})${turn}`;
}

/**
 * Runs `beats` on `root`, `step` ms apart; `onBeat(i)` is called as beat i starts and
 * `onBeat(beats.length)` once all are done.
 */
export function runBeats(
  root: HTMLElement,
  beats: readonly Beat[],
  before: Rects,
  opts: { readonly step: number; readonly reduced: boolean; readonly onBeat: (i: number) => void },
): Run {
  const { step, reduced } = opts;
  const total = beats.length * step;
  const timers: number[] = [];
  const animations: Animation[] = [];
  const marked = new Set<HTMLElement>();
  const paths = new Map<CardId, Waypoint[]>();
  const firstAt = new Map<CardId, number>();
  const add = (card: CardId, w: Waypoint) => {
    const list = paths.get(card) ?? [];
    list.push(w);
    paths.set(card, list);
  };
  const handAnchor = (p: number) => before.get(`@hand-${p}`) ?? null;
  beats.forEach((b, i) => {
    const at = i * step;
    for (const c of beatCards(b)) if (!firstAt.has(c)) firstAt.set(c, at);
    switch (b.kind) {
      case 'play': {
        {
          // A card not on screen before (another seat's) leaves that seat's hand at the size of
          // the card it lands on, else at its own.
          const own = before.get(b.card);
          const onto = b.onto ? before.get(b.onto) : undefined;
          const hand = handAnchor(b.player);
          add(b.card, own ? { at, rect: own } : onto && hand ? { at, rect: centred(hand, onto) } : { at, rect: hand, anchor: true });
        }
        add(b.card, { at: at + step, rect: b.onto ? offset(before.get(b.onto)) : null });
        break;
      }
      case 'flip':
        add(b.card, { at, rect: before.get('@pile') ?? null, flip: true, anchor: true });
        add(b.card, { at: at + step * 0.6, rect: before.get('@pile') ?? null, anchor: true });
        break;
      case 'land':
        add(b.card, { at: at + step, rect: b.onto ? offset(before.get(b.onto)) : null });
        break;
      case 'capture':
        for (const c of b.cards) {
          if (!paths.has(c)) add(c, { at: 0, rect: before.get(c) ?? null });
          const list = paths.get(c)!;
          const last = list[list.length - 1]!;
          add(c, { at, rect: last.rect, ...(last.anchor ? { anchor: true } : {}) });
          add(c, { at: at + step, rect: null });
        }
        break;
      case 'to-hand':
        if (b.card) {
          add(b.card, { at, rect: before.get('@pile') ?? null, anchor: true });
          add(b.card, { at: at + step, rect: null });
        }
        break;
      case 'yaku':
      case 'call':
        break;
    }
  });

  const durationOf = Math.max(total, 1);
  for (const [card, path] of paths) {
    const el = cardEl(root, card);
    if (!el || typeof el.animate !== 'function') continue;
    const now = (el.querySelector('.card-img') ?? el).getBoundingClientRect();
    const start = firstAt.get(card) ?? 0;
    if (reduced) {
      // Hidden until its beat, then a quick fade: the order shows without anything moving.
      const fadeEnd = Math.min(1, (start + Math.min(step, 180)) / durationOf);
      const startAt = Math.min(start / durationOf, fadeEnd);
      animations.push(
        el.animate(
          [
            { opacity: 0, offset: 0 },
            { opacity: 0, offset: startAt },
            { opacity: 1, offset: fadeEnd },
            { opacity: 1, offset: 1 },
          ],
          { duration: durationOf, fill: 'none' },
        ),
      );
    } else {
      const sorted = [...path].sort((a, b) => a.at - b.at);
      const frames: Keyframe[] = [];
      const head = sorted[0]!;
      frames.push({ offset: 0, transform: transformFrom(head.rect, now, head.flip, head.anchor), opacity: head.rect ? 1 : 0 });
      for (const w of sorted) {
        const offsetAt = Math.min(1, w.at / durationOf);
        if (offsetAt < (frames[frames.length - 1]!.offset as number)) continue;
        frames.push({ offset: offsetAt, transform: transformFrom(w.rect, now, w.flip, w.anchor), opacity: 1, easing: 'ease-in-out' });
      }
      frames.push({ offset: 1, transform: 'none', opacity: 1 });
      el.style.zIndex = '5';
      animations.push(el.animate(frames, { duration: durationOf, fill: 'none' }));
    }
  }

  const setBeat = (i: number) => {
    root.dataset.beat = i < beats.length ? `${i}:${beats[i]!.kind}` : 'done';
    for (const el of marked) delete el.dataset.beat;
    marked.clear();
    if (i < beats.length) {
      for (const c of beatCards(beats[i]!)) {
        const el = cardEl(root, c);
        if (el) {
          el.dataset.beat = beats[i]!.kind;
          marked.add(el);
        }
      }
    }
    opts.onBeat(i);
  };
  const finish = () => {
    for (const t of timers) clearTimeout(t);
    for (const a of animations) a.cancel();
    for (const el of marked) delete el.dataset.beat;
    for (const [card] of paths) cardEl(root, card)?.style.removeProperty('z-index');
  };
  beats.forEach((_, i) => timers.push(window.setTimeout(() => setBeat(i), i * step)));
  timers.push(
    window.setTimeout(() => {
      finish();
      setBeat(beats.length);
    }, total),
  );
  return {
    total,
    cancel() {
      finish();
      root.dataset.beat = 'done';
    },
  };
}

/** A box of `size`'s size centred on `on`. */
function centred(on: DOMRect, size: DOMRect): DOMRect {
  return new DOMRect(on.x + on.width / 2 - size.width / 2, on.y + on.height / 2 - size.height / 2, size.width, size.height);
}

/** A card laid onto its match sits a little down and to the right of it, as on a real table. */
function offset(r: DOMRect | undefined): DOMRect | null {
  if (!r) return null;
  return new DOMRect(r.x + r.width * 0.18, r.y + r.height * 0.12, r.width, r.height);
}
