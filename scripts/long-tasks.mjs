#!/usr/bin/env node
// `node scripts/long-tasks.mjs [path] [--runs n] [--rate r] [--threshold ms] [--brief]`:
// what the main thread's long tasks are while a built page loads and hydrates, measured
// in Chromium with its CPU really slowed down (CDP Emulation.setCPUThrottlingRate, 4× by
// default, like Lighthouse mobile), from a performance trace with the V8 sampling profiler.
//
// Lighthouse's own figure (scripts/lighthouse.mjs) simulates the slowdown from one fast
// run; this one runs slowed down and says *what* ran in each task: script evaluation of
// which chunk, compilation, which functions (self time, with a few characters of the built
// code, or the source line when the build wrote source maps), style, layout, paint, and
// whether the task was the page's script or the browser's own work. A task's length is its
// main-thread CPU time (see BY below), which a loaded machine stretches far less than wall
// time; still, compare builds in the same conditions: DIST=a,b measures them in turn.
//
// Serves DIST (default dist) itself. Path defaults to /calculator/. The page counts as
// loaded and hydrated once no astro-island keeps its `ssr` attribute and no element carries
// data-hydrating; tasks are read until 1.5 s after that.
//
//   DIST=/tmp/x/dist node scripts/long-tasks.mjs /calculator/ --runs 5
//   DIST=/tmp/before/dist,/tmp/after/dist node scripts/long-tasks.mjs --runs 5 --brief
//   --json file      writes every run's tasks as JSON too; --trace file the last trace
//   --threshold ms   tasks longer than this are listed (default 50)
//   --no-profile     no V8 samples (a little less overhead, no attribution)
//   --lighthouse     Lighthouse's figure from CPU time: an unthrottled run (--rate 1) whose
//                    tasks count 4× their CPU time, 2× when they lay out (its simulation's
//                    multipliers), i.e. what Lighthouse's long-tasks audit reports on an idle
//                    machine, where a task's wall time is its CPU time
//   LONG_TASKS_V8=1  adds V8's own trace categories (compile, parse, GC phases)
import { chromium } from 'playwright-core';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './serve.mjs';
import { findChromium } from './chromium.mjs';

const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const path = argv.find((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--'))) ?? '/calculator/';
const RUNS = Number(flag('runs', 5));
const LIGHTHOUSE = argv.includes('--lighthouse');
const RATE = Number(flag('rate', LIGHTHOUSE ? 1 : 4));
const THRESHOLD = Number(flag('threshold', 50));
const JSON_OUT = flag('json', undefined);
const TRACE_OUT = flag('trace', undefined);
/**
 * What a task costs: its main-thread CPU time (default) or its wall time. Chromium slows the
 * CPU down by keeping the thread busy, so under --rate 4 a task's CPU time is its slowed-down
 * length, less the time the system gave to other processes: steady on a busy machine, where
 * wall times stretch. --scale n multiplies it, for an unthrottled run (--rate 1 --scale 4 is
 * Lighthouse's way: one fast run, durations × 4).
 */
const BY = flag('by', 'cpu');
const SCALE = Number(flag('scale', 1));
const PROFILE = !argv.includes('--no-profile');
/** One build or several (comma-separated): several are measured in turn, run by run, so they share the machine's conditions. */
const DISTS = (process.env.DIST ?? 'dist').split(',').filter(Boolean);
const BRIEF = argv.includes('--brief');

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.LONG_TASKS_V8 ? ['v8', 'disabled-by-default-v8.compile'] : []),
];

/** Trace event names, in words, that say what a task did. */
const KIND = {
  EvaluateScript: 'evaluate script',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  'v8.produceModuleCache': 'code cache',
  'V8.CompileCode': 'lazy compile',
  FunctionCall: 'call',
  TimerFire: 'timer',
  FireIdleCallback: 'idle callback',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'V8.GCScavenger': 'GC',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  HitTest: 'hit test',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
};
/** Trace events that run the page's JavaScript. */
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run']);

/** Kinds listed one by one inside a long task. */
const SHOWN = new Set(['evaluate script', 'evaluate module', 'compile', 'compile module', 'call', 'timer', 'idle callback', 'event', 'style', 'layout', 'parse HTML', 'paint', 'GC', 'animation frame']);
/** Kinds whose time is counted as their own (not nested in one another: script is the rest). */
const EXCLUSIVE = new Set(['parse HTML', 'parse CSS', 'style', 'layout', 'pre-paint', 'paint', 'layerize', 'GC', 'compile', 'compile module', 'lazy compile']);

const short = (url, base) => (url ? String(url).replace(base, '').replace(/^\/_astro\//, '') : '');

async function traceOnce(browser, base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: PROFILE ? [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : CATEGORIES, excludedCategories: ['*'] },
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${base}${path}: ${response ? `HTTP ${response.status()}` : 'no response'}`);
  // Waits in the page with one small evaluation (Playwright's waitForFunction would first
  // inject its 300 KB helper script: a long task of the measurement's own).
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    expression: `new Promise((resolve, reject) => {
      const done = () => !document.querySelector('astro-island[ssr]') && !document.querySelector('[data-hydrating]');
      const start = performance.now();
      const check = () => (done() ? setTimeout(resolve, 1500) : performance.now() - start > 60000 ? reject(new Error('not hydrated')) : setTimeout(check, 100));
      check();
    })`,
  });
  if (exceptionDetails) throw new Error(`${base}${path}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  if (TRACE_OUT) writeFileSync(TRACE_OUT, JSON.stringify({ traceEvents: events }));
  return events;
}

/** The main thread of the page's renderer: the one that parsed the page's HTML (not a browser UI renderer). */
function mainThread(events, base) {
  const ours = (e) =>
    (e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(base)) ||
    (e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base));
  const hit = events.find(ours);
  return hit ? `${hit.pid}:${hit.tid}` : undefined;
}

/** The V8 sampling profile of one thread (Profile + ProfileChunk events) as samples {ts, id}. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return { nodes, samples };
  let ts = profile.args?.data?.startTime ?? 0;
  for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = c.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id: ids[i] });
    }
  }
  return { nodes, samples };
}

/** Where a frame comes from in the sources, when the build wrote source maps (vite build.sourcemap). */
const maps = new Map();
let SourceMapConsumer;
try {
  ({ SourceMapConsumer } = await import('source-map-js'));
} catch {
  SourceMapConsumer = undefined;
}
function original(url, line, column, base, dist) {
  if (!SourceMapConsumer || !url || !url.startsWith(base)) return '';
  const file = join(dist, new URL(url).pathname);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const map = maps.get(file);
  const at = map?.originalPositionFor({ line: line + 1, column });
  return at?.source ? `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}${at.name ? ` ${at.name}` : ''}` : '';
}

/** A few characters of the built file at a frame's position: names a minified function by what it does. */
const sources = new Map();
function snippet(url, line, column, base, dist) {
  if (!url || !url.startsWith(base)) return '';
  const path = new URL(url).pathname;
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  if (!sources.has(file)) {
    const local = file;
    sources.set(file, existsSync(local) ? readFileSync(local, 'utf8').split('\n') : []);
  }
  const text = sources.get(file)[line] ?? '';
  return text.slice(column, column + 48).replace(/\s+/g, ' ');
}

/** Chunks of libraries (Preact, nanostores): their frames say how, not what. */
const LIBRARY = /\/_astro\/(preact\.module|hooks\.module|jsxRuntime\.module\.[^/]*\.js:?$|client\.)|^chrome|^extensions::/;

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function analyse(events, base, dist) {
  const key = mainThread(events, base);
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.pid === pid && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base))?.ts ??
    Math.min(...own.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  // Top-level tasks: task events not inside another one (a RunTask can hold a nested run loop).
  const all = own.filter((e) => TASK_NAMES.has(e.name) && e.ts >= nav - 1000).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = [];
  let coveredTo = -Infinity;
  for (const e of all) {
    const end = e.ts + (e.dur ?? 0);
    if (e.ts < coveredTo) continue;
    coveredTo = end;
    const cpu = (e.tdur ?? e.dur ?? 0) / 1000;
    tasks.push({ ts: e.ts, end, wall: (e.dur ?? 0) / 1000, cpu, scale: SCALE, script: 0 });
  }
  // Lighthouse's simulation slows a task that lays out by 2 (half its CPU multiplier), any other by 4.
  if (LIGHTHOUSE) for (const task of tasks) task.scale = own.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts < task.end) ? 2 : 4;
  for (const task of tasks) task.cost = (BY === 'wall' ? task.wall : task.cpu) * task.scale;
  // Tasks that only served this script's DevTools session are not the page's.
  const devtools = own.filter((e) => e.name === 'Receive mojo message' && e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession');
  for (let i = tasks.length - 1; i >= 0; i--) if (devtools.some((e) => e.ts >= tasks[i].ts && e.ts < tasks[i].end)) tasks.splice(i, 1);
  const inside = own.filter((e) => KIND[e.name]);
  // How much of each task ran the page's scripts (outermost script events only).
  // (Scripts run by the HTML parser count with the parsing: the parser's time is the browser's.)
  const parsing = own.filter((e) => e.name === 'ParseHTML');
  const scriptEvents = own
    .filter((e) => SCRIPT.has(e.name) && !parsing.some((p) => e.ts >= p.ts && e.ts < p.ts + (p.dur ?? 0)))
    .sort((a, b) => a.ts - b.ts);
  let t = 0;
  let scriptEnd = -Infinity;
  for (const e of scriptEvents) {
    while (t < tasks.length && tasks[t].end <= e.ts) t++;
    if (t >= tasks.length) break;
    if (e.ts < tasks[t].ts || e.ts < scriptEnd) continue;
    scriptEnd = e.ts + (e.dur ?? 0);
    tasks[t].script += ((BY === 'wall' ? e.dur : e.tdur ?? e.dur) ?? 0) / 1000;
  }
  // A script task: mostly the page's JavaScript; the rest is the browser's own work (parsing, style, layout, paint, images).
  for (const task of tasks) task.isScript = task.script * task.scale >= task.cost / 2;
  const { nodes, samples } = samplesOf(events, pid, tid);
  const parent = new Map();
  for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  const frameOf = (id) => {
    const f = nodes.get(id)?.callFrame ?? {};
    if (!f.url) return `(${(f.functionName || 'program').replace(/^\((.*)\)$/, '$1')})`;
    const code = original(f.url, f.lineNumber ?? 0, f.columnNumber ?? 0, base, dist) || snippet(f.url, f.lineNumber ?? 0, f.columnNumber ?? 0, base, dist);
    return `${f.functionName || '(anonymous)'} ${short(f.url, base)}:${(f.lineNumber ?? 0) + 1}:${(f.columnNumber ?? 0) + 1}${code ? ` «${code}»` : ''}`;
  };
  let lastEnd = 0;
  for (const t of tasks) lastEnd = Math.max(lastEnd, t.end);
  const result = [];
  for (const t of tasks.filter((x) => x.cost > THRESHOLD)) {
    const within = inside.filter((e) => e.ts >= t.ts && e.ts < t.end).sort((a, b) => a.ts - b.ts);
    const parts = [];
    const kinds = {};
    let kindEnd = -Infinity;
    for (const e of within) {
      const kind = KIND[e.name];
      const ms = ((BY === 'wall' ? e.dur : e.tdur ?? e.dur) ?? 0) / 1000;
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const what =
        d.url || d.fileName || d.functionName
          ? `${short(d.url ?? d.fileName, base)}${d.functionName ? ` ${d.functionName}` : ''}`
          : e.name === 'TimerFire'
            ? `timer ${d.timerId ?? ''}`
            : e.name === 'EventDispatch'
              ? d.type
              : e.name === 'Layout'
                ? `${e.args?.beginData?.dirtyObjects ?? '?'} of ${e.args?.beginData?.totalObjects ?? '?'} objects`
                : e.name === 'UpdateLayoutTree'
                  ? `${e.args?.elementCount ?? d.elementCount ?? '?'} elements`
                  : '';
      // Exclusive kinds are summed once (a nested event of the same kinds inside one is skipped).
      if (EXCLUSIVE.has(kind) && e.ts >= kindEnd) {
        kinds[kind] = (kinds[kind] ?? 0) + ms;
        kindEnd = e.ts + (e.dur ?? 0);
      }
      if (ms * t.scale >= 5 && SHOWN.has(kind)) parts.push({ kind, ms: Math.round(ms * 10) / 10, what, at: Math.round((e.ts - t.ts) / 1000) });
    }
    // Self time by function in this task, and time under each outermost script frame (sampling profiler).
    const self = new Map();
    const under = new Map();
    const inclusive = new Map();
    const inTask = samples.filter((s) => s.ts >= t.ts && s.ts < t.end);
    let total = 0;
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? t.end;
      const ms = (Math.min(next, t.end) - inTask[i].ts) / 1000;
      total += ms;
      const label = frameOf(inTask[i].id);
      self.set(label, (self.get(label) ?? 0) + ms);
      let outer;
      const seen = new Set();
      for (let p = inTask[i].id; p !== undefined && !seen.has(p); p = parent.get(p)) {
        seen.add(p);
        if (nodes.get(p)?.callFrame?.url) outer = p;
      }
      const o = outer === undefined ? label : frameOf(outer);
      under.set(o, (under.get(o) ?? 0) + ms);
      // Time under each of the site's own functions on the stack (components, engine calls), once per sample.
      const onStack = new Set();
      const visited = new Set();
      for (let p = inTask[i].id; p !== undefined && !visited.has(p); p = parent.get(p)) {
        visited.add(p);
        const f = nodes.get(p)?.callFrame;
        if (f?.url && !LIBRARY.test(f.url) && f.functionName) onStack.add(frameOf(p));
      }
      for (const l of onStack) inclusive.set(l, (inclusive.get(l) ?? 0) + ms);
    }
    // Samples are in wall time: shown as shares of the task.
    const top = (m, n) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .filter(([label]) => label !== '(idle)')
        .slice(0, n)
        .map(([label, ms]) => ({ label, share: total > 0 ? Math.round((100 * ms) / total) : 0 }))
        .filter((x) => x.share >= 2);
    result.push({
      kind: t.isScript ? 'script' : 'browser',
      at: Math.round((t.ts - nav) / 1000),
      cost: Math.round(t.cost),
      wall: Math.round(t.wall),
      cpu: Math.round(t.cpu * 10) / 10,
      kinds: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, Math.round(v * 10) / 10])),
      parts,
      under: top(under, 6),
      self: top(self, 8),
      inclusive: top(inclusive, 10).filter((x) => x.share >= 4),
    });
  }
  return {
    tasks: result,
    longest: Math.max(0, ...tasks.map((x) => x.cost)),
    longestScript: Math.max(0, ...tasks.filter((x) => x.isScript).map((x) => x.cost)),
    longestBrowser: Math.max(0, ...tasks.filter((x) => !x.isScript).map((x) => x.cost)),
    scriptCount: tasks.filter((x) => x.isScript && x.cost > THRESHOLD).length,
    // Blocking time (TBT-like: the part of each task over 50 ms), from navigation to the end of hydration.
    blocking: tasks.reduce((sum, x) => sum + Math.max(0, x.cost - 50), 0),
    count: tasks.filter((x) => x.cost > THRESHOLD).length,
    settled: Math.round((lastEnd - nav) / 1000),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const found = findChromium();
if (!found.path) {
  console.error(found.message);
  process.exit(1);
}
const servers = await Promise.all(DISTS.map((dir) => startServer({ dir, port: 0, host: '127.0.0.1' })));
const bases = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
const browser = await chromium.launch({
  executablePath: found.path,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = DISTS.map(() => []);
const { loadavg } = await import('node:os');
try {
  console.log(`${path}, CPU ${RATE}× slower, tasks over ${THRESHOLD} ms by ${BY === 'wall' ? 'wall time' : 'CPU time'}${LIGHTHOUSE ? ' × 4 (× 2 with layout), as Lighthouse simulates' : SCALE !== 1 ? ` × ${SCALE}` : ''}; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (let i = 0; i < RUNS; i++) {
    // Builds take turns, in a different order each round.
    const order = DISTS.map((_, d) => d);
    if (i % 2 === 1) order.reverse();
    for (const d of order) {
      const run = analyse(await traceOnce(browser, bases[d]), bases[d], DISTS[d]);
      runs[d].push(run);
      console.log(`\n${DISTS[d]} run ${runs[d].length}: longest ${Math.round(run.longest)} ms, ${run.count} task(s) over ${THRESHOLD} ms, blocking ${Math.round(run.blocking)} ms, settled at ${run.settled} ms`);
      for (const t of run.tasks) {
        const kinds = Object.entries(t.kinds)
          .filter(([, ms]) => ms >= 0.5)
          .map(([k, ms]) => `${k} ${ms}`)
          .join(', ');
        const what = t.under[0] ? ` — ${t.under[0].share}% ${t.under[0].label}` : '';
        console.log(`  ${String(t.cost).padStart(5)} ms ${t.kind.padEnd(7)} at ${t.at} ms (cpu ${t.cpu} ms, wall ${t.wall} ms${kinds ? `; ${kinds}` : ''})${BRIEF ? what : ''}`);
        if (BRIEF) continue;
        for (const p of t.parts) console.log(`      ${String(p.ms).padStart(6)} +${p.at} ${p.kind} ${p.what}`);
        if (t.under.length > 0) console.log(`      under: ${t.under.map((s) => `${s.share}% ${s.label}`).join('\n             ')}`);
        if (t.self.length > 0) console.log(`      self:  ${t.self.map((s) => `${s.share}% ${s.label}`).join('\n             ')}`);
        if (t.inclusive.length > 0) console.log(`      in:    ${t.inclusive.map((s) => `${s.share}% ${s.label}`).join('\n             ')}`);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(Object.fromEntries(DISTS.map((d, i) => [d, runs[i]])), null, 2));
console.log(`\nload ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
DISTS.forEach((dist, d) => {
  const rs = runs[d];
  const list = (f) => `${rs.map((r) => Math.round(f(r))).join(', ')} (median ${Math.round(median(rs.map(f)))})`;
  console.log(
    `${dist}: ${rs.length} runs: longest task ${list((r) => r.longest)} ms; tasks over ${THRESHOLD} ms ${list((r) => r.count)}; ` +
      `blocking ${list((r) => r.blocking)} ms\n    script tasks: longest ${list((r) => r.longestScript)} ms, over ${THRESHOLD} ms ${list((r) => r.scriptCount)}; ` +
      `browser tasks (parse, style, layout, paint, images): longest ${list((r) => r.longestBrowser)} ms`,
  );
});
