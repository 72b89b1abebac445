/**
 * The friends page on the built site with a real room server (this file serves dist/ and the
 * rooms on one port, as `npm start` does): two browser contexts play a whole game, one reviews
 * their own decisions, and they ask for a rematch; three play a round, one found by the short code, one leaving and coming back through
 * the link, a fourth refused; the server restarts mid-game and the same link resumes; axe on
 * the page and the room. Without a room server (the suite's own static server) the page says so.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../scripts/serve.mjs';
import { MemoryRecordStore } from '../../src/server/rooms/record';
import { axeViolations, baseURL, launchBrowser, waitForHydration } from './harness';

type RoomsServer = Server & { rooms: { close(): Promise<void> } | null };

let browser: Browser;
let server: RoomsServer;
let port = 0;
/** Kept across a restart, as Redis would be: the restarted server resumes rooms from it. */
const store = new MemoryRecordStore();
/** Fixed deal secrets (one after another), so that every run plays the same games: none ends at its deal. */
let secret = 1000;
// A computer seat moves at a quicker pace than the table's 750 ms, so its round is short; a seat
// away 2 s (not 90) may be handed to the computer.
const settings = { secret: () => createHash('sha256').update(`koikoi-test-secret-${(secret += 1)}`).digest('hex'), computerDelayMs: 150, handOverAwayMs: 2000 };
const contexts: BrowserContext[] = [];
/** Uncaught errors of every page, checked after each test. */
const pageErrors: string[] = [];

async function startRooms(): Promise<void> {
  server = (await startServer({ dir: process.env.DIST ?? 'dist', port, host: '127.0.0.1', rooms: true, env: {}, roomOptions: { store, settings } })) as RoomsServer;
  port = (server.address() as AddressInfo).port;
}

const origin = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await startRooms();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.rooms?.close();
});

async function open(path: string, width = 1000): Promise<Page> {
  // Reduced motion: the table shows each move at once, so the bots need not wait for its beats.
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(new URL(path, origin()).href);
  await waitForHydration(page);
  return page;
}

/** Makes a room on a new page; returns the page and the room's link. */
async function makeRoom(name: string, players: 2 | 3, rounds: number): Promise<{ page: Page; link: string }> {
  const page = await open('/friends/');
  await page.locator('[data-action="create-room"]').waitFor();
  await page.fill('#friends-name', name);
  await page.selectOption('#friends-players', String(players));
  await page.selectOption('#friends-rounds', String(rounds));
  await page.click('[data-action="create-room"]');
  const link = await page.locator('[data-testid="room-link"]').inputValue();
  return { page, link };
}

async function sitDown(link: string, name: string, width = 1000): Promise<Page> {
  const page = await open(link, width);
  await page.fill('#friends-join-name', name);
  await page.click('[data-action="sit-down"]');
  return page;
}

const steps = (p: Page) => p.locator('.friends-room').getAttribute('data-steps').then(Number);

/**
 * A player in the page itself (no round trip per move): every 40 ms it presses, through the
 * shared table's own controls, the start of a round, a lucky hand's choice, a choice of field
 * card, koi-koi (its first decision when `koikoi`, then shōbu), the next round, or on its turn the
 * first playable hand card; after pressing it waits for the room's next view (or 2 s). It notes
 * in `window.heardCall` a koi-koi announced by another seat. With `hold` it leaves a koi-koi
 * decision open (the test makes it).
 */
async function startBot(page: Page, koikoi: boolean, hold = false): Promise<void> {
  await page.evaluate(({ koikoi, hold }) => {
    const w = window as unknown as { bot?: number; heardCall?: string; decided?: boolean; calledKoikoi?: boolean };
    clearInterval(w.bot);
    let waitFor: { steps: string | null; since: number } | null = null;
    const press = (selector: string): boolean => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el || el.offsetParent === null) return false;
      el.click();
      return true;
    };
    const roomShows = (): string => {
      const room = document.querySelector('.friends-room');
      return [room?.getAttribute('data-steps'), room?.getAttribute('data-status'), document.querySelector('[data-testid="round-ready"]') ? 'ready' : ''].join('|');
    };
    w.bot = window.setInterval(() => {
      const room = document.querySelector('.friends-room');
      const steps = room?.getAttribute('data-steps') ?? null;
      const said = document.querySelector('[data-testid="narration"]')?.textContent ?? '';
      if (/called koi-koi/.test(said) && !/\(you\) called/.test(said)) w.heardCall = said;
      if (waitFor && waitFor.steps === steps && Date.now() - waitFor.since < 2000) return;
      waitFor = null;
      if (press('[data-action="start"]')) return;
      // `sentAt`: what the room showed when a move was sent, and the refusal notice shown then (if
      // any), until the room answers: a view that changes it, or a new refusal (settle() waits for it).
      const sent = () => {
        waitFor = { steps, since: Date.now() };
        const answers = w as { sentAt?: string | null; refusalAtSend?: Element | null };
        answers.sentAt = roomShows();
        answers.refusalAtSend = document.querySelector('.friends-problem');
      };
      if (document.querySelector('[data-action="koikoi"]')) {
        if (hold) return;
        const call = koikoi && !w.decided;
        if (press(call ? '[data-action="koikoi"]' : '[data-action="shobu"]')) {
          w.decided = true;
          if (call) w.calledKoikoi = true;
          sent();
        }
        return;
      }
      if (press('[data-action^="lucky-"]') || press('.choice__btn')) return void sent();
      if (room?.getAttribute('data-status') === 'round-over' && !document.querySelector('[data-testid="round-ready"]')) {
        if (press('[data-action="next-round"]')) sent();
        return;
      }
      if (document.querySelector('[data-testid="turn-line"]')?.textContent !== 'Your turn.') return;
      if (press('.hand__card[aria-disabled="false"]') && !document.querySelector('.choice__btn')) sent();
    }, 40);
  }, { koikoi, hold });
}

async function stopBots(pages: readonly Page[]): Promise<void> {
  for (const p of pages) await p.evaluate(() => clearInterval((window as unknown as { bot?: number }).bot)).catch(() => undefined);
}

/**
 * Waits until the table is still: the bots stopped, every move a page sent is answered (the room
 * shows something else than when it was sent, or the move was refused), and every page shows the
 * same step. A snapshot
 * taken then holds every move any player has seen, with none still in flight.
 */
async function settle(pages: readonly Page[]): Promise<void> {
  await stopBots(pages);
  for (const p of pages) {
    await p.waitForFunction(
      () => {
        const w = window as unknown as { sentAt?: string | null; refusalAtSend?: Element | null };
        if (w.sentAt === undefined) return true;
        const room = document.querySelector('.friends-room');
        const shows = [room?.getAttribute('data-steps'), room?.getAttribute('data-status'), document.querySelector('[data-testid="round-ready"]') ? 'ready' : ''].join('|');
        const refusal = document.querySelector('.friends-problem');
        // Answered: the room shows something else, or refused it (a notice shown since).
        return shows !== w.sentAt || (refusal !== null && refusal !== w.refusalAtSend);
      },
      undefined,
      { timeout: 15_000 },
    );
  }
  await expect.poll(async () => new Set(await Promise.all(pages.map(steps))).size, { timeout: 15_000 }).toBe(1);
}

/** Lets the pages play until every one shows `status` (or, with `steps`, at least that many steps). */
async function playUntil(pages: readonly Page[], until: { status?: string; steps?: number }, koikoi = false): Promise<void> {
  for (const [k, p] of pages.entries()) await startBot(p, koikoi && k === 0);
  for (const p of pages) {
    await p.waitForFunction(
      ({ status, steps }) => {
        const room = document.querySelector('.friends-room');
        return status ? room?.getAttribute('data-status') === status : Number(room?.getAttribute('data-steps')) >= steps!;
      },
      until,
      { timeout: 40_000 },
    );
  }
  await stopBots(pages);
}

describe('friends page with a room server', () => {
  it('two players make a room, play a whole game, see the same result and start a rematch', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 1);
    expect(link).toMatch(/\/friends\/#room=[A-Za-z0-9_-]{22}$/);
    await expect.poll(() => ann.locator('[data-testid="lobby-waiting"]').textContent()).toContain('1 more player');
    expect(await axeViolations(ann)).toEqual([]);
    const ben = await sitDown(link, 'Ben', 390);
    await ann.locator('.friends-play').waitFor();
    await ben.locator('.friends-play').waitFor();
    expect(await ann.locator('[data-seat="1"] .friends-seat__name').textContent()).toBe('Ben');
    expect(await ben.locator('[data-seat="1"] .friends-seat__name').textContent()).toBe('Ben (you)');
    // Exactly one of them is told it is their turn; the other waits for them by name.
    const lines = await Promise.all([ann, ben].map((p) => p.locator('[data-testid="turn-line"]').textContent()));
    expect(lines.filter((l) => l === 'Your turn.')).toHaveLength(1);
    expect(lines).toContain(`Waiting for ${lines[0] === 'Your turn.' ? 'Ann' : 'Ben'}.`);
    expect(await axeViolations(ben)).toEqual([]);

    await playUntil([ann, ben], { status: 'finished' }, true);
    // This seeded deal gives Ann a yaku: her first decision was koi-koi, and Ben was told of it by name.
    expect(await ann.evaluate(() => (window as unknown as { calledKoikoi?: boolean }).calledKoikoi)).toBe(true);
    expect(await ben.evaluate(() => (window as unknown as { heardCall?: string }).heardCall)).toContain('Ann called koi-koi');
    const results = await Promise.all([ann, ben].map((p) => p.locator('[data-testid="game-result"]').textContent()));
    const totals = await Promise.all([ann, ben].map((p) => p.locator('.friends-seat__points').allTextContents()));
    expect(totals[0]).toEqual(totals[1]);
    if (results[0]!.startsWith('A tie')) expect(results[1]).toBe(results[0]);
    else expect([results[0]!.startsWith('You win'), results[1]!.startsWith('You win')].filter(Boolean)).toHaveLength(1);

    // Ben reviews his own decisions (the game dealt again from what the server sent): from his
    // seat, Ann by her name, the coach's grade of his first decision; then back to the room.
    await ben.click('[data-action="room-review"]');
    await ben.locator('.panel--review').waitFor();
    expect(await ben.locator('.panel--review .review__hand h3').allTextContents()).toEqual(['Ann’s hand', 'Your hand']);
    await ben.click('[data-action="review-next"]');
    await expect.poll(() => ben.locator('.review__pos').textContent()).toMatch(/^Move 1 of \d+$/);
    await ben.locator('[data-testid="review-summary"]').waitFor({ timeout: 30_000 });
    await ben.click('.review__list summary');
    await ben.click('.review__list-item >> nth=0');
    expect(await ben.locator('[data-testid="review-decision"]').getAttribute('data-grade')).toMatch(/^(best|good|inaccuracy|mistake|blunder|forced)$/);
    await ben.click('[data-action="end-review"]');
    await ben.locator('[data-testid="rematch"]').waitFor();
    expect(await ben.locator('.panel--review').count()).toBe(0);
    // Back where he left: on the review's button, beside the rematch.
    await expect.poll(() => ben.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('room-review');

    await ann.click('[data-action="rematch"]');
    await expect.poll(() => ben.locator('[data-testid="rematch"]').textContent()).toContain('Ann would like a rematch');
    await ben.click('[data-action="rematch"]');
    await ann.waitForFunction(() => document.querySelector('.friends-room')?.getAttribute('data-status') === 'playing');
    expect(await ann.locator('.friends-seat__points').allTextContents()).toEqual(['0 points', '0 points']);
  });

  it('three players: one finds the room by its code, one leaves and comes back by the link, a fourth is refused', async () => {
    const { page: ann, link } = await makeRoom('Ann', 3, 1);
    const code = await ann.locator('[data-testid="room-code"]').getAttribute('data-code');
    const ben = await sitDown(link, 'Ben');
    const cy = await open('/friends/');
    await cy.locator('[data-action="create-room"]').waitFor();
    expect(await axeViolations(cy)).toEqual([]);
    await cy.locator('#friends-code').fill(`${code!.slice(0, 3).toLowerCase()} ${code!.slice(3)}`);
    await cy.click('[data-action="find-code"]');
    await cy.fill('#friends-join-name', 'Cy');
    await cy.click('[data-action="sit-down"]');
    for (const p of [ann, ben, cy]) await p.locator('.friends-play').waitFor();
    expect(await cy.locator('.friends-seat__name').allTextContents()).toEqual(['Ann', 'Ben', 'Cy (you)']);

    // A fourth visitor is told the room is full before being asked a name.
    const dee = await open(link);
    await expect.poll(() => dee.locator('[data-problem]').getAttribute('data-problem')).toBe('room-full');
    expect(await dee.locator('[data-problem]').textContent()).toContain('This room is full');
    expect(await dee.locator('#friends-join-name').count()).toBe(0);
    // The code found the room only while a seat was free.
    const late = await open('/friends/');
    await late.locator('#friends-code').fill(code!);
    await late.click('[data-action="find-code"]');
    await expect.poll(() => late.locator('[data-problem]').getAttribute('data-problem')).toBe('no-such-code');
    // A link to no room (mistyped, or expired): said so before any name is asked.
    await late.goto(new URL(`/friends/#room=${'A'.repeat(22)}`, origin()).href);
    await expect.poll(() => late.locator('[data-problem]').getAttribute('data-problem')).toBe('no-such-room');
    expect(await late.locator('#friends-join-name').count()).toBe(0);
    expect(await late.locator('[data-problem]').textContent()).toContain('No room has this link');

    await playUntil([ann, ben, cy], { steps: 4 });
    const mid = await steps(ann);
    // Ben's page goes away: the others see him away; his link takes his seat back.
    await ben.goto('about:blank');
    await expect.poll(() => ann.locator('[data-testid="seat-state-1"]').textContent()).toContain('away');
    await ben.goto(link);
    await ben.locator('.friends-play').waitFor();
    await expect.poll(() => ann.locator('[data-testid="seat-state-1"]').textContent()).toContain('here');
    expect(await ben.locator('.friends-seat__name').allTextContents()).toEqual(['Ann', 'Ben (you)', 'Cy']);
    expect(await steps(ben)).toBeGreaterThanOrEqual(mid);
    await playUntil([ann, ben, cy], { status: 'finished' });
    expect(await cy.locator('[data-testid="game-result"]').textContent()).toMatch(/win|tie/i);
  });

  it('two friends fill the third seat with a computer and play a round against it', async () => {
    const { page: ann, link } = await makeRoom('Ann', 3, 1);
    const ben = await sitDown(link, 'Ben');
    await expect.poll(() => ann.locator('.friends-seat__name').allTextContents()).toEqual(['Ann (you)', 'Ben', 'Free seat']);
    // Only the creator may seat a computer; the control is a labelled level choice and a button.
    await ben.locator('[data-testid="seat-state-1"]').waitFor();
    expect(await ben.locator('[data-action="fill-seat"]').count()).toBe(0);
    const fill = ann.locator('[data-action="fill-seat"][data-seat="2"]');
    await fill.waitFor();
    expect(await axeViolations(ann)).toEqual([]);
    await ann.getByLabel('Computer level').selectOption('beginner');
    await fill.focus();
    await ann.keyboard.press('Enter');
    for (const p of [ann, ben]) await p.locator('.friends-play').waitFor();
    expect(await ben.locator('.friends-seat__name').allTextContents()).toEqual(['Ann', 'Ben (you)', 'Computer (Beginner)']);
    expect(await ann.locator('[data-testid="seat-state-2"]').textContent()).toContain('computer');
    // The table speaks of that seat as a computer: it thinks, and is never "away".
    const heard: string[] = [];
    const listen = setInterval(() => {
      void ann
        .locator('.play')
        .textContent()
        .then((t) => t && heard.push(t))
        .catch(() => undefined);
    }, 100);
    try {
      await playUntil([ann, ben], { status: 'finished' });
    } finally {
      clearInterval(listen);
    }
    expect(heard.some((t) => /Computer \(Beginner\) is thinking/.test(t))).toBe(true);
    expect(await ann.locator('[data-testid="game-result"]').textContent()).toMatch(/win|tie/i);
    expect(await ann.locator('[data-testid="seat-state-2"]').textContent()).not.toContain('away');
  });

  it('hands the seat of a friend gone for good to the computer, which plays the game on', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 1);
    const ben = await sitDown(link, 'Ben');
    await ann.locator('.friends-play').waitFor();
    await playUntil([ann, ben], { steps: 2 });
    await settle([ann, ben]);
    await ben.goto('about:blank');
    await expect.poll(() => ann.locator('[data-testid="seat-state-1"]').textContent()).toContain('away');
    // Once Ben has been away long enough (the server's wait, shortened here), Ann may hand his seat over.
    const handOver = ann.getByRole('button', { name: 'Let the computer play for Ben' });
    await handOver.waitFor({ timeout: 10_000 });
    // While the game waits: the table's "Waiting for Ben" notice is readable (it was cream on cream), in both themes.
    expect(await ann.getByTestId('away').textContent()).toContain('Ben');
    expect(await axeViolations(ann)).toEqual([]);
    await ann.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(ann)).toEqual([]);
    await ann.emulateMedia({ colorScheme: 'light' });
    await ann.getByLabel('Computer level').selectOption('beginner');
    await handOver.click();
    await expect.poll(() => ann.locator('.friends-seat__name').allTextContents()).toEqual(['Ann (you)', 'Computer (Beginner)']);
    expect(await ann.locator('[data-testid="seat-state-1"]').textContent()).not.toContain('away');
    await playUntil([ann], { status: 'finished' });
    expect(await ann.locator('[data-testid="game-result"]').textContent()).toMatch(/win|tie/i);
  });

  it('resumes the same link after the room server restarts mid-game', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 2);
    const ben = await sitDown(link, 'Ben');
    await ann.locator('.friends-play').waitFor();
    await playUntil([ann, ben], { steps: 6 });
    await settle([ann, ben]);
    const before = await steps(ann);
    expect(await steps(ben)).toBe(before);
    const hand = await ann.locator('.hand__cards [data-card]').evaluateAll((b) => b.map((x) => x.getAttribute('data-card')));
    await server.rooms!.close();
    await startRooms();
    // Both pages take their seats back by themselves: the room is rebuilt from its record. A page
    // retries every 1.5 s for up to two minutes (room-client.ts); 15 s was once too short with two
    // cores busy (1 run in 6), so each page is given 40 s — a seat never taken back still fails.
    for (const p of [ann, ben]) await expect.poll(() => p.locator('[data-testid="seat-state-0"]').textContent(), { timeout: 40_000 }).toContain('here');
    await expect.poll(() => ann.locator('[data-testid="seat-state-1"]').textContent(), { timeout: 40_000 }).toContain('here');
    // Every move either player saw is in the resumed game, and nothing more.
    for (const p of [ann, ben]) expect(await steps(p)).toBe(before);
    expect(await ann.locator('.hand__cards [data-card]').evaluateAll((b) => b.map((x) => x.getAttribute('data-card')))).toEqual(hand);
    await playUntil([ann, ben], { steps: before + 2 });
    expect(await steps(ann)).toBeGreaterThan(before);
    // A reload after the restart also comes back to the same seat.
    await ben.reload();
    await ben.locator('.friends-play').waitFor();
    expect(await ben.locator('.friends-seat__name').allTextContents()).toEqual(['Ann', 'Ben (you)']);
  });
});

describe('friends page without a room server', () => {
  it('says online rooms need the room server and offers pass-and-play', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(new URL('/friends/', baseURL()).href);
    const notice = page.locator('[data-testid="no-server"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('npm start');
    expect(await notice.locator('a[href="/friends/pass/"]').count()).toBe(1);
    expect(await page.locator('[data-action="create-room"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('friends page before the seat', () => {
  /** A page on the room server's site that keeps every console error and warning it logs (a failed request is one). */
  async function watched(path: string): Promise<{ page: Page; console: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => {
      // The harness's own refusal of the service worker is not the page's doing.
      if (/blocked by Playwright/.test(m.text())) return;
      if (m.type() === 'error' || m.type() === 'warning') console.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(new URL(path, origin()).href);
    await waitForHydration(page);
    return { page, console };
  }

  const problem = (p: Page) => p.locator('[data-problem]').getAttribute('data-problem');

  it('a malformed link says so above the ways to play, instead of silently showing them', async () => {
    const { page, console } = await watched('/friends/#room=AbC-cut-sho');
    await expect.poll(() => problem(page)).toBe('bad-link');
    expect(await page.locator('[data-problem]').textContent()).toContain('does not name a room');
    // The page still offers to make a room.
    await page.locator('[data-action="create-room"]').waitFor();
    expect(console).toEqual([]);
  });

  it('an expired or mistyped link says there is no such room before asking a name, with a clean console', async () => {
    const { page, console } = await watched(`/friends/#room=${'Zz9'.repeat(7)}x`);
    await page.locator('[data-testid="room-door"][data-door="no-such-room"]').waitFor();
    expect(await page.locator('[data-problem]').textContent()).toContain('No room has this link');
    expect(await page.locator('#friends-join-name').count()).toBe(0);
    expect(await page.locator('[data-action="new-room"]').getAttribute('href')).toBe('/friends/');
    expect(console).toEqual([]);
  });

  it('a full room says so before asking a name, with a clean console; a free seat still asks for one', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 1);
    const { page: ben, console: benConsole } = await watched(link);
    // A seat is free: the name is asked.
    await ben.locator('#friends-join-name').waitFor();
    await ben.fill('#friends-join-name', 'Ben');
    await ben.click('[data-action="sit-down"]');
    await ann.locator('.friends-play').waitFor();
    const { page: dee, console: deeConsole } = await watched(link);
    await dee.locator('[data-testid="room-door"][data-door="room-full"]').waitFor();
    expect(await dee.locator('#friends-join-name').count()).toBe(0);
    expect(deeConsole).toEqual([]);
    expect(benConsole).toEqual([]);
  });

  it('a wrong short code is said on the page, not as a 404 in the console', async () => {
    const { page, console } = await watched('/friends/');
    await page.locator('#friends-code').fill('ZZZ-ZZZ');
    await page.click('[data-action="find-code"]');
    await expect.poll(() => problem(page)).toBe('no-such-code');
    expect(console).toEqual([]);
  });

  it('a name with nothing visible is refused by the room server with words on the page', async () => {
    const { page } = await watched('/friends/');
    await page.locator('[data-action="create-room"]').waitFor();
    await page.fill('#friends-name', '\u200b\u200b');
    await page.click('[data-action="create-room"]');
    await expect.poll(() => problem(page)).toBe('bad-name');
    expect(await page.locator('[data-problem]').textContent()).toContain('Give a name the others can see');
  });
});

describe('a room of two people, seen from both seats', () => {
  /**
   * Records on the page, from now on, whatever the table shows that would be wrong or is asked
   * for later: any text or aria-label inside `.play` that speaks of a computer, every hand prompt
   * and every yaku announcement (`window.seen`). A MutationObserver sees the short-lived states
   * too (a prompt between two moves, a yaku shown for one beat), with no fixed wait.
   */
  async function watchWords(page: Page): Promise<void> {
    await page.evaluate(() => {
      const seen = { computer: [] as string[], prompts: [] as string[], yaku: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const note = (list: string[], text: string) => {
        if (text && list.at(-1) !== text) list.push(text);
      };
      const look = () => {
        const play = document.querySelector('.play');
        if (!play) return;
        const texts = [play.textContent ?? '', ...[...play.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '')];
        for (const t of texts) if (/computer|CPU/i.test(t)) note(seen.computer, t.slice(0, 300));
        note(seen.prompts, (play.querySelector('.hand__prompt')?.textContent ?? '').replace(/^—\s*/, ''));
        for (const m of play.querySelectorAll('.yaku-moment__title')) note(seen.yaku, m.textContent ?? '');
      };
      look();
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'class'] });
    });
  }

  const seenOn = (p: Page) => p.evaluate(() => (window as unknown as { seen: { computer: string[]; prompts: string[]; yaku: string[] } }).seen);

  /** What is on the page now: computer words in `.play`, the hand's anchor and prompt, whose turn the room says it is. */
  async function now(page: Page) {
    return page.evaluate(() => {
      const play = document.querySelector('.play')!;
      const texts = [play.textContent ?? '', ...[...play.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '')];
      return {
        computer: texts.filter((t) => /computer|CPU/i.test(t)),
        anchor: play.querySelector('.hand')?.getAttribute('data-anchor') ?? null,
        prompt: (play.querySelector('.hand__prompt')?.textContent ?? '').replace(/^—\s*/, ''),
        turn: document.querySelector('[data-testid="turn-line"]')?.textContent ?? '',
      };
    });
  }

  it('no computer anywhere, the other person "to play", the own hand by seat, a yaku named from each side', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 1);
    // The deal's secret is drawn when the room fills: this one, whatever the tests before made.
    secret = 7000;
    const ben = await sitDown(link, 'Ben');
    for (const p of [ann, ben]) await p.locator('.friends-play').waitFor();
    for (const p of [ann, ben]) await watchWords(p);
    const pages = [
      { page: ann, me: 'Ann', other: 'Ben', seat: 0 },
      { page: ben, me: 'Ben', other: 'Ann', seat: 1 },
    ] as const;

    /** At a moment when the table is still: the checks that hold whoever is to move (`playing`: the round is under way). */
    const check = async (playing: boolean) => {
      const states = await Promise.all(pages.map((s) => now(s.page)));
      for (const [k, s] of pages.entries()) {
        const state = states[k]!;
        expect(state.computer, `${s.me}'s page`).toEqual([]);
        expect(state.anchor, `${s.me}'s page`).toBe(`hand-${s.seat}`);
      }
      // Whoever the room says is to move, the other page's prompt names them.
      if (playing) {
        for (const [k, s] of pages.entries()) {
          if (states[k]!.turn === 'Your turn.') expect(states[1 - k]!.prompt).toBe(`${s.me} to play.`);
        }
      }
      return states;
    };

    // Before the round starts.
    await check(false);

    // This deal (secret 7000): Ben plays first and makes Cards of the Month on his fourth turn.
    // The bots play up to his koi-koi decision and leave it open: a still moment, every move
    // answered, where Ben is to move and both pages have shown the yaku.
    for (const p of [ann, ben]) await startBot(p, false, true);
    await ben.waitForFunction(() => (document.querySelector<HTMLElement>('[data-action="koikoi"]')?.offsetParent ?? null) !== null, undefined, { timeout: 40_000 });
    await settle([ann, ben]);
    const decision = await check(true);
    expect(decision.map((s) => s.prompt)).toEqual(['Ben to play.', 'Koi-koi or shōbu?']);
    const yakuOn = async (p: Page) => (await seenOn(p)).yaku;
    await expect.poll(() => yakuOn(ben), { timeout: 15_000 }).toEqual(['You made Cards of the Month: 4 points']);
    await expect.poll(() => yakuOn(ann), { timeout: 15_000 }).toEqual(['Ben made Cards of the Month: 4 points']);

    // Ben stops (shōbu): the round, and this one-round game, are over.
    await playUntil([ann, ben], { status: 'finished' });
    await expect.poll(async () => new Set(await Promise.all([ann, ben].map(steps))).size, { timeout: 15_000 }).toBe(1);
    await check(false);

    const seen = await Promise.all(pages.map((s) => seenOn(s.page)));
    for (const [k, s] of pages.entries()) {
      const { computer, prompts, yaku } = seen[k]!;
      expect(computer, `${s.me}'s page`).toEqual([]);
      expect(prompts.filter((p) => /thinking/i.test(p)), `${s.me}'s page`).toEqual([]);
      expect(prompts, `${s.me}'s page`).toContain(`${s.other} to play.`);
      // Every prompt that names who is to play names the other person, and only them.
      expect([...new Set(prompts.filter((p) => /to play\.$/.test(p) && !p.startsWith('Your turn')))], `${s.me}'s page`).toEqual([`${s.other} to play.`]);
      expect(yaku, `${s.me}'s page`).toEqual([s.me === 'Ben' ? 'You made Cards of the Month: 4 points' : 'Ben made Cards of the Month: 4 points']);
    }
  });

  it('the table on one screen at 1280×800 and at 390×844 (issue 29): the other seat in the strip, hand and table in sight, nothing scrolled', async () => {
    const { page: ann, link } = await makeRoom('Ann', 2, 1);
    const ben = await sitDown(link, 'Ben', 390);
    await ann.setViewportSize({ width: 1280, height: 800 });
    await ben.setViewportSize({ width: 390, height: 844 });
    for (const p of [ann, ben]) await p.locator('.friends-play').waitFor();
    const checked = new Map<Page, number>([
      [ann, 0],
      [ben, 0],
    ]);
    for (let guard = 0; guard < 300 && [...checked.values()].some((n) => n < 2); guard++) {
      for (const p of [ann, ben]) {
        if (await p.locator('.table:not(.is-running) .hand__card[aria-disabled=false]').count()) {
          const at = await p.evaluate(() => ({
            scrollY: Math.round(window.scrollY),
            innerHeight: window.innerHeight,
            hand: Math.round(document.querySelector('.hand__cards')!.getBoundingClientRect().bottom),
            table: Math.round(document.querySelector('.table')!.getBoundingClientRect().bottom),
            strip: document.querySelectorAll('.opponents > .side--cpu').length,
            sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
          }));
          expect(at.scrollY).toBe(0);
          expect(at.hand).toBeLessThanOrEqual(at.innerHeight);
          expect(at.table).toBeLessThanOrEqual(at.innerHeight);
          expect(at.strip).toBe(1);
          expect(at.sideways).toBe(false);
          checked.set(p, checked.get(p)! + 1);
          const before = await steps(p);
          await p.locator('.hand__card[aria-disabled=false]').first().click();
          await p.waitForFunction((was) => Number(document.querySelector('.friends-room')?.getAttribute('data-steps')) !== was || !!document.querySelector('.choice__btn'), before);
        } else {
          for (const selector of ['[data-action=start]', '.choice__btn', '[data-action=shobu]', '[data-action^=lucky-]']) {
            const button = p.locator(selector).first();
            if (await button.count()) {
              await button.click();
              break;
            }
          }
        }
      }
      await ann.waitForTimeout(100);
    }
    expect([...checked.values()]).toEqual([2, 2]);
  });
});
