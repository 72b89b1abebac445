/**
 * All 48 cards as toggle buttons, grouped by month or by kind, with a filter box.
 *
 * A card's marks say which set it is in, whatever set a tap currently goes to: a tick and a
 * solid frame for your pile, a dashed frame and a badge for the opponent's, badges for the
 * field; so switching the target never changes what a highlight means. `aria-pressed` says
 * whether the card is in the set a tap goes to (the fieldset above names it).
 *
 * Keyboard: the grid is one tab stop (roving tabindex); arrow keys move between the
 * visible cards (up and down follow the layout, whatever the screen width), Home/End jump,
 * Space or Enter adds or removes. In the filter box, Enter toggles the first match and
 * clears the box, so "crane ⏎ curtain ⏎ moon ⏎" builds a pile without leaving it;
 * ArrowDown enters the grid. Typing a letter in the grid goes to the filter box.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX, TargetedKeyboardEvent } from 'preact';
import { CARDS, KINDS, MONTHS, cardsOfKind, cardsOfMonth, type Card, type CardId, type Kind } from '../../engine/cards';
import { kindLabel, monthName, plantName, shortName } from '../../words/card-names';
import { matchesQuery } from '../../words/card-search';
import { PLANT_JAPANESE } from '../../words/japanese-names';
import { CARD_SET_LABEL, setsOf, type CalculatorState, type CardSet } from './state';
import { HydrateLater } from '../../shared/HydrateLater';
import { CardThumb } from './CardThumb';
import { CardCaption } from '../../shared/CardCaption';
import { calcText } from './words';
import { pluralForm, type PluralForms } from '../../words/plural';

const CARDS_MATCH: PluralForms = { one: 'card matches', other: 'cards match' };

export type Grouping = 'month' | 'kind';

const KIND_TITLE: Record<Kind, string> = { bright: 'Brights', animal: 'Animals', ribbon: 'Ribbons', chaff: 'Chaff' };

interface Group {
  readonly key: string;
  readonly title: JSX.Element | string;
  readonly cards: readonly Card[];
}

function groupsOf(grouping: Grouping): Group[] {
  if (grouping === 'kind') {
    return KINDS.map((kind) => ({ key: kind, title: KIND_TITLE[kind], cards: cardsOfKind(kind) }));
  }
  return MONTHS.map((m) => ({
    key: String(m),
    title: (
      <>
        {`${m}. ${monthName(m)} · ${plantName(m)} (`}<span lang="ja" class="jp">{PLANT_JAPANESE[m].ja}</span>)
      </>
    ),
    cards: cardsOfMonth(m),
  }));
}

/** Short badge text for the sets a card is in (text, never colour alone). */
const SET_BADGE: Record<CardSet, string> = {
  pile: 'yours',
  opponentPile: 'opponent’s',
  thirdPile: 'third player’s',
  fieldAtDeal: 'dealt to field',
  fieldAtEnd: 'on field at end',
};

export interface CardPickerProps {
  readonly state: CalculatorState;
  /** The set a press adds to or removes from. */
  readonly target: CardSet;
  /** Sets shown as badges (a single pile hides the opponent's). */
  readonly visibleSets: readonly CardSet[];
  /** Badges naming the piles by player (the score keeper's names), in place of "opponent’s". */
  readonly badges?: Partial<Record<CardSet, string>>;
  readonly onToggle: (card: CardId) => void;
  /** Called once every group shown at hydration is live (each hydrates in a task of its own). */
  readonly onHydrated?: () => void;
}

export function CardPicker({ state, target, visibleSets, badges: badgeWords, onToggle, onHydrated }: CardPickerProps) {
  const badgeOf = (set: CardSet) => badgeWords?.[set] ?? SET_BADGE[set];
  const [query, setQuery] = useState('');
  const [grouping, setGrouping] = useState<Grouping>('month');
  const [active, setActive] = useState<CardId>(CARDS[0]!.id);
  const gridRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const groups = useMemo(
    () =>
      groupsOf(grouping)
        .map((g) => ({ ...g, cards: g.cards.filter((c) => matchesQuery(c, query)) }))
        .filter((g) => g.cards.length > 0),
    [grouping, query],
  );
  const visible = groups.flatMap((g) => g.cards);

  // Hydration, one group per task (HydrateLater): twelve groups of four cards instead of one
  // task for all 48. Only the groups of the first render wait; a group that appears later
  // (another grouping, a filter) has no server HTML and renders at once.
  const firstRender = useRef(true);
  const waiting = useRef<Set<string> | null>(null);
  waiting.current ??= new Set(groups.map((g) => g.key));
  const allHydrated = useRef(false);
  const latestOnHydrated = useRef(onHydrated);
  latestOnHydrated.current = onHydrated;
  const settle = useCallback(() => {
    if (allHydrated.current || (waiting.current?.size ?? 0) > 0) return;
    allHydrated.current = true;
    latestOnHydrated.current?.();
  }, []);
  const groupHydrated = useCallback(
    (key: string) => {
      waiting.current?.delete(key);
      settle();
    },
    [settle],
  );
  useEffect(() => {
    firstRender.current = false;
    // A waiting group that a filter took away has nothing left to hydrate.
    for (const key of waiting.current ?? []) if (!groups.some((g) => g.key === key)) waiting.current?.delete(key);
    settle();
  });
  // The tab stop stays on a visible card even when the filter hides the last active one.
  const tabStop = visible.some((c) => c.id === active) ? active : visible[0]?.id;

  const buttons = () => [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-card]') ?? [])];
  const focusCard = (button: HTMLButtonElement | undefined) => {
    if (!button) return;
    setActive(button.dataset['card'] as CardId);
    button.focus();
  };

  /** The card in the next row up or down, nearest in x: follows the real layout. */
  const verticalNeighbour = (from: HTMLButtonElement, all: HTMLButtonElement[], down: boolean) => {
    const r = from.getBoundingClientRect();
    const centre = r.left + r.width / 2;
    const rows = all
      .map((b) => ({ b, rect: b.getBoundingClientRect() }))
      .filter(({ rect }) => (down ? rect.top > r.top + r.height / 2 : rect.top < r.top - r.height / 2));
    if (rows.length === 0) return undefined;
    const rowTop = down ? Math.min(...rows.map((x) => x.rect.top)) : Math.max(...rows.map((x) => x.rect.top));
    const row = rows.filter((x) => Math.abs(x.rect.top - rowTop) < 4);
    row.sort((a, b) => Math.abs(a.rect.left + a.rect.width / 2 - centre) - Math.abs(b.rect.left + b.rect.width / 2 - centre));
    return row[0]?.b;
  };

  const onGridKey = (event: TargetedKeyboardEvent<HTMLDivElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-card]');
    if (!current) return;
    const all = buttons();
    const i = all.indexOf(current);
    let next: HTMLButtonElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = all[i + 1];
        break;
      case 'ArrowLeft':
        next = all[i - 1];
        break;
      case 'ArrowDown':
        next = verticalNeighbour(current, all, true);
        break;
      case 'ArrowUp':
        next = verticalNeighbour(current, all, false);
        break;
      case 'Home':
        next = all[0];
        break;
      case 'End':
        next = all[all.length - 1];
        break;
      default:
        // A letter typed on a card starts a search: the filter box is where typing goes.
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          setQuery((q) => q + event.key);
          filterRef.current?.focus();
        }
        return;
    }
    event.preventDefault();
    focusCard(next ?? current);
  };

  const onFilterKey = (event: TargetedKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusCard(buttons()[0]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = visible[0];
      if (first && query.trim() !== '') {
        onToggle(first.id);
        setQuery('');
      }
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  const matchText =
    query.trim() === ''
      ? `All ${CARDS.length} cards.`
      : visible.length === 0
        ? `No card matches “${query.trim()}”.`
        : `${visible.length} ${pluralForm(visible.length, CARDS_MATCH)}.`;
  // Said only where there is a keyboard (global.css hides .for-keys on touch screens).
  const enterText = query.trim() !== '' && visible.length > 0 ? ` Enter adds or removes ${shortName(visible[0]!)}.` : '';

  return (
    <div class="card-picker">
      <div class="card-picker__tools">
        <div class="card-picker__filter">
          <label for="calc-filter">Find a card</label>
          <input
            id="calc-filter"
            ref={filterRef}
            type="search"
            autocomplete="off"
            spellcheck={false}
            placeholder="e.g. crane, ribbon, March"
            value={query}
            onInput={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={onFilterKey}
            aria-describedby="calc-filter-help calc-filter-count"
          />
          <p id="calc-filter-help" class="card-picker__help">
            <span class="for-keys">{calcText('picker.help.keys')}</span>
            <span class="for-touch">{calcText('picker.help.touch')}</span>
          </p>
          <p id="calc-filter-count" class="card-picker__count">
            {matchText}
            <span class="for-keys">{enterText}</span>
          </p>
        </div>
        <fieldset class="card-picker__grouping">
          <legend>Group cards by</legend>
          {(['month', 'kind'] as const).map((g) => (
            <label key={g}>
              <input type="radio" name="calc-grouping" value={g} checked={grouping === g} onChange={() => setGrouping(g)} />
              {g === 'month' ? ' Month' : ' Kind'}
            </label>
          ))}
        </fieldset>
      </div>
      <div class="card-picker__grid" ref={gridRef} onKeyDown={onGridKey}>
        {groups.map((group) => (
          <HydrateLater key={group.key} defer={firstRender.current} onHydrated={() => groupHydrated(group.key)}>
            <section class="card-picker__group" aria-labelledby={`calc-group-${group.key}`}>
              <h3 id={`calc-group-${group.key}`} class="card-picker__group-title">
                {group.title}
              </h3>
              <ul class="card-picker__cards">
                {group.cards.map((card) => {
                  const sets = setsOf(state, card.id).filter((s) => visibleSets.includes(s));
                  const pressed = sets.includes(target);
                  // Your pile is shown by the tick and frame; every other set by a badge.
                  const badges = sets.filter((s) => s !== 'pile');
                  return (
                    <li key={card.id}>
                      <button
                        type="button"
                        class="pick-card"
                        data-card={card.id}
                        aria-pressed={pressed}
                        data-in={sets.length > 0 ? sets.join(' ') : undefined}
                        tabIndex={card.id === tabStop ? 0 : -1}
                        onClick={() => {
                          setActive(card.id);
                          onToggle(card.id);
                        }}
                        onFocus={() => setActive(card.id)}
                        title={`${pressed ? 'Remove from' : 'Add to'} ${CARD_SET_LABEL[target]}`}
                      >
                        <span class="pick-card__check" aria-hidden="true">
                          {sets.includes('pile') ? '✓' : null}
                        </span>
                        <CardThumb id={card.id} />
                        <CardCaption card={card} class="pick-card__name" />
                        <span class="pick-card__meta">
                          {kindLabel(card)}
                          {/* The month heading says it to the eye; a screen reader moving by arrow keys needs it in the name. */}
                          <span class={grouping === 'month' ? 'visually-hidden' : undefined}>{`, ${monthName(card.month)}`}</span>
                        </span>
                        {sets.includes('pile') && visibleSets.includes('opponentPile') && (
                          <span class="visually-hidden">{`, ${SET_BADGE.pile}`}</span>
                        )}
                        {badges.map((s) => (
                          <span key={s} class={`pick-card__badge pick-card__badge--${s}`}>
                            {badgeOf(s)}
                          </span>
                        ))}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          </HydrateLater>
        ))}
      </div>
    </div>
  );
}
