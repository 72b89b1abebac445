/**
 * `"kind": "rules"` cases: a preset plus overrides that the engine must accept (`expect.valid:
 * true`) or refuse (`false`). A refusal is reported with the engine's error code, so a case that
 * passes for the wrong reason (an option the engine does not know yet) can be told apart in the
 * output of a failing run.
 */
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import { malformed, type CaseVerdict } from './case';
import { isPlainObject } from './read';

export function checkRulesCase(raw: Readonly<Record<string, unknown>>): CaseVerdict {
  if (typeof raw['rules'] !== 'string') return malformed('"rules" must name a preset');
  if (raw['overrides'] !== undefined && !isPlainObject(raw['overrides'])) {
    return malformed('"overrides" must be an object of option values');
  }
  const expect = raw['expect'];
  if (!isPlainObject(expect) || typeof expect['valid'] !== 'boolean') {
    return malformed('"expect" must be { "valid": true } or { "valid": false }');
  }
  const built = buildRuleSet(raw['rules'], raw['overrides'] ?? {});
  if (built.ok === expect['valid']) return { status: 'passed' };
  return {
    status: 'failed',
    expected: { valid: expect['valid'] },
    got: built.ok ? { valid: true } : { valid: false, error: built.error },
  };
}
