/** Edit distance, for "did you mean" in lint findings and scenario problems. */

/** The edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name a name most likely misspells: the nearest by case-insensitive edit distance, within the edits
 * `allowed` grants that candidate (the same letters in another case always qualify); undefined when none is.
 */
export function nearestName(
  name: string,
  known: readonly string[],
  allowed: (candidate: string) => number,
): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= allowed(candidate) && distance < bestDistance)
      [best, bestDistance] = [candidate, distance];
  }
  return best;
}
