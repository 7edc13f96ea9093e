/** The per-scenario part of the JSON report (DESIGN.md "The JSON report"). */
import type { EventRecord } from '../model.js';
import type { Diagnostic } from '../diagnostics.js';
import type { EgressRecord } from '../firewall/firewall.js';
import type { FileChanges } from '../sandbox/types.js';

/** One failed expectation. */
export interface ScenarioFailure {
  message: string;
  step?: number;
  /** Line and column in the scenario file of the step or expectation. */
  line?: number;
  column?: number;
}

/** One egress attempt as the report lists it (cloud-environment.md §5.4): the firewall's record. */
export type EgressEntry = EgressRecord;

/** The outcome of one replayed scenario. */
export interface ScenarioReport {
  name: string;
  file: string;
  profile: string;
  status: 'passed' | 'failed' | 'errored';
  failures: ScenarioFailure[];
  events: EventRecord[];
  egress: EgressEntry[];
  files: FileChanges;
  /** Problems found while replaying, on a hook file's line (also in the report's top-level diagnostics). */
  diagnostics?: Diagnostic[];
  /** Session-level notes: the guard overriding a block, a job timeout, reduced isolation. */
  warnings: string[];
  durationMs: number;
}
