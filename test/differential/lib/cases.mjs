/** The differential cases: one hook repository per folder `cases/<area>/<repo>/`, scenarios in its `.github/hook-scenarios/`. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One case repository and its scenario files (relative to the repository). */
export function findCaseRepos(casesDir) {
  const repos = [];
  for (const area of readdirSync(casesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const repo of readdirSync(path.join(casesDir, area.name), { withFileTypes: true })) {
      if (!repo.isDirectory()) continue;
      const dir = path.join(casesDir, area.name, repo.name);
      const scenarioDir = path.join(dir, '.github', 'hook-scenarios');
      if (!existsSync(scenarioDir)) continue;
      const scenarios = readdirSync(scenarioDir)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .map((name) => `.github/hook-scenarios/${name}`);
      repos.push({ area: area.name, repo: repo.name, id: `${area.name}/${repo.name}`, dir, scenarios });
    }
  }
  return repos.sort((a, b) => a.id.localeCompare(b.id));
}

/** The stable id of a scenario in tables and in known-differences.json: `<area>/<repo>/<file name without .yml>`. */
export function scenarioId(repo, file) {
  return `${repo.id}/${path.basename(file).replace(/\.ya?ml$/, '')}`;
}
