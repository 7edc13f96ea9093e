/** How hooks are named in reports and the part of a hook record that comes from its entry. */
import type { HookEntry, HookRecord } from './model.js';

/** `file#index` (with `.nested` for an entry from a Claude nested group): how reports name a hook. */
export function hookLabel(entry: Pick<HookEntry, 'file' | 'index' | 'nestedIndex'>): string {
  return `${entry.file}#${entry.index}${entry.nestedIndex === undefined ? '' : `.${entry.nestedIndex}`}`;
}

/** The fields of a hook record that identify its entry. */
export function hookRecordBase(
  entry: HookEntry,
): Pick<HookRecord, 'file' | 'index' | 'nestedIndex' | 'eventKey' | 'type'> {
  return {
    file: entry.file,
    index: entry.index,
    ...(entry.nestedIndex === undefined ? {} : { nestedIndex: entry.nestedIndex }),
    eventKey: entry.eventKey,
    type: entry.type,
  };
}

/** The record of a hook that did not run, with the reason. */
export function skippedHookRecord(entry: HookEntry, reason: string): HookRecord {
  return { ...hookRecordBase(entry), status: 'skipped', skipped: reason, durationMs: 0 };
}
