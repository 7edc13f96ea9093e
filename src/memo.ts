/**
 * The one memo of the project's shared work (a run's mask layers, a checkout's copy or view): a promise kept
 * under its key, and forgotten if it fails, so that a later call tries again instead of failing the same way.
 */

/** `made.get(key)`, or `make()` kept under `key` until it fails (a later call then tries again). */
export function memoUntilFailure<T>(
  made: Map<string, Promise<T>>,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  let result = made.get(key);
  if (result === undefined) {
    result = make();
    result.catch(() => made.delete(key));
    made.set(key, result);
  }
  return result;
}
