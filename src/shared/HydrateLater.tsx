/**
 * Progressive hydration for islands rendered at build time. Hydrating a big island is one
 * long task; wrapping part of it in <HydrateLater> lets that part's server HTML stand,
 * untouched, while the rest hydrates, and hydrates it in a task of its own a moment later
 * (one wrapped part per task, in page order). The reader sees no change: the HTML is
 * already right, only its event handlers arrive a few milliseconds later.
 *
 *   <HydrateLater onHydrated={...}>
 *     <div class="big-part">…</div>   // one root element
 *   </HydrateLater>
 *
 * How: a child throws a thenable during the hydrating render. Preact then keeps the
 * server DOM where it is and records where hydration stopped (the same mechanism as
 * Suspense); this component catches it (componentDidCatch) and, in a later task,
 * re-renders, which resumes hydration at that point. The resumed render uses the
 * children of the first render, which match the server HTML (hydration does not patch
 * attributes); if the children changed meanwhile (the island read the page address, say),
 * a normal render follows in the next task.
 *
 * Rules: the children must render exactly one root element; it only defers on the
 * client during hydration of a production build (on the server and in `astro dev`,
 * whose Preact debug build rejects thrown promises outside Suspense, it renders plainly).
 * A part that may also appear after hydration (a list filtered by the reader, say) passes
 * `defer={false}` when it is not being hydrated: it has no server HTML to keep, so pausing
 * would only leave a hole for a moment.
 *
 * `waitFor` holds a part back, in its turn, until some work it needs is done (worked out
 * in slices beforehand, so that its render finds it ready and stays short).
 */
import { Component, type ComponentChildren } from 'preact';

const PLAIN = import.meta.env.SSR || import.meta.env.DEV;

/** Thrown by a paused subtree: Preact keeps server DOM for thrown thenables only. */
const PAUSE = { then() {} };

function Gate({ paused, children }: { readonly paused: boolean; readonly children: ComponentChildren }) {
  if (paused) throw PAUSE;
  return <>{children}</>;
}

// One step per task: each deferred part resumes in its own setTimeout, in render order.
const queue: Array<() => void> = [];
let pumping = false;
function pump() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(pump);
  else pumping = false;
}
function later(step: () => void) {
  queue.push(step);
  if (!pumping) {
    pumping = true;
    setTimeout(pump);
  }
}

export interface HydrateLaterProps {
  readonly children: ComponentChildren;
  /** Called once the part is hydrated and shows the latest children. */
  readonly onHydrated?: () => void;
  /** False for a part rendered after hydration (nothing to keep): it renders at once. Default true. */
  readonly defer?: boolean;
  /** The part resumes, in its turn, only once this has settled. */
  readonly waitFor?: PromiseLike<unknown>;
}

export class HydrateLater extends Component<HydrateLaterProps> {
  private phase: 'paused' | 'resuming' | 'live' = PLAIN || this.props.defer === false ? 'live' : 'paused';
  private readonly first: ComponentChildren = this.props.children;
  private waited = false;

  override componentDidMount() {
    if (this.phase === 'live') this.props.onHydrated?.();
  }

  override componentDidCatch(error: unknown) {
    if (error !== PAUSE) throw error;
    // Marks the error as handled (Preact needs a pending update); the update itself is
    // skipped by shouldComponentUpdate while paused, so the server DOM stays as it is.
    this.setState({});
    later(() => this.resume());
  }

  override shouldComponentUpdate() {
    return this.phase !== 'paused';
  }

  private resume() {
    const wait = this.props.waitFor;
    if (wait && !this.waited) {
      this.waited = true;
      const next = () => later(() => this.resume());
      wait.then(next, next);
      return;
    }
    this.phase = 'resuming';
    this.forceUpdate(() => {
      this.phase = 'live';
      if (this.props.children === this.first) this.props.onHydrated?.();
      else later(() => this.forceUpdate(() => this.props.onHydrated?.()));
    });
  }

  override render() {
    return <Gate paused={this.phase === 'paused'}>{this.phase === 'resuming' ? this.first : this.props.children}</Gate>;
  }
}
