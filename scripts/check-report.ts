/**
 * The `--check` modes of the arena and the bench: one line per check, then the plain line
 * `N passed, N failed` that `npm test` counts (scripts/test.mjs), and a non-zero exit code
 * when any check failed.
 */
export class CheckReport {
  private passed = 0;
  private failed = 0;

  /** Records one check and prints its line, with the details of a failure under it. */
  check(ok: boolean, line: string, details: readonly string[] = []): void {
    if (ok) this.passed += 1;
    else this.failed += 1;
    console.log(`${ok ? '✓' : '✗'} ${line}`);
    if (!ok) for (const d of details.slice(0, 10)) console.log(`    ${d}`);
  }

  /** Prints the closing line and sets the exit code. */
  finish(): void {
    console.log(`${this.passed} passed, ${this.failed} failed`);
    if (this.failed > 0) process.exitCode = 1;
  }
}
