/**
 * A token bucket per client: `burst` messages at once, refilled at `perSecond`. A human at a
 * table sends a few messages a second at most; a flood empties the bucket and is refused with
 * 'rate-limited' without reaching the room's model.
 */
export interface BucketSettings {
  readonly burst: number;
  readonly perSecond: number;
}

export const DEFAULT_BUCKET: BucketSettings = { burst: 20, perSecond: 10 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly settings: BucketSettings = DEFAULT_BUCKET,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = settings.burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.settings.burst, this.tokens + ((t - this.last) / 1000) * this.settings.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
