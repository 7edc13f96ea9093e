#!/usr/bin/env bash
# The newcomer's path, reproduced without changing this machine: a fresh clone of this repository's HEAD, in a
# private mount namespace where /usr, /etc and /var are overlays whose changes vanish on exit, with the packages
# a fresh Debian 12 machine lacks (bubblewrap, Chromium, xmllint) purged inside, an empty HOME (no npm cache, no
# Copilot CLI engine) and CI unset. It runs the README's quick-start commands in order, exactly as the README
# lists them, and checks that the demo's five scenarios pass in the namespace sandbox.
#
# Usage (as root, on Debian or Ubuntu; takes about ten minutes): bash scripts/fresh-machine-check.sh
set -euo pipefail

if [ "$(id -u)" != 0 ]; then
  echo "fresh-machine-check: run it as root (it mounts overlays in a private mount namespace)" >&2
  exit 2
fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/hooksim-fresh.XXXXXX)"
trap 'rm -rf "$work"' EXIT

git clone -q "$repo" "$work/hooksim"
mkdir -p "$work/home"
[ -f "$HOME/.npmrc" ] && cp "$HOME/.npmrc" "$work/home/.npmrc"
for d in usr etc var; do mkdir -p "$work/layers/$d/upper" "$work/layers/$d/work"; done

# The quick start's commands: the lines of the first ```sh block after "## Quick start", comments removed.
awk '/^## Quick start/{q=1} q&&/^```sh/{b=1; next} b&&/^```/{exit} b' "$repo/README.md" |
  sed -e 's/[[:space:]]*#.*$//' -e '/^[[:space:]]*$/d' > "$work/quick-start.txt"
echo "fresh-machine-check: the README's quick start:"
sed 's/^/  /' "$work/quick-start.txt"

unshare --mount --propagation private -- env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  HOME="$work/home" TERM=dumb LANG=C.UTF-8 bash -s "$work" <<'INNER'
set -euo pipefail
work="$1"
for d in usr etc var; do
  mount -t overlay overlay -o "lowerdir=/$d,upperdir=$work/layers/$d/upper,workdir=$work/layers/$d/work" "/$d"
done
# What a fresh machine does not have; purged inside the overlays only.
installed=()
for pkg in bubblewrap chromium chromium-common chromium-sandbox libxml2-utils; do
  dpkg -s "$pkg" >/dev/null 2>&1 && installed+=("$pkg")
done
if [ ${#installed[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive dpkg --purge --force-depends "${installed[@]}" >/dev/null 2>&1
fi
for tool in bwrap chromium xmllint; do
  if command -v "$tool" >/dev/null; then echo "fresh-machine-check: $tool is still here" >&2; exit 1; fi
done
echo "fresh-machine-check: purged ${installed[*]:-nothing}; bwrap, chromium and xmllint are gone"

cd "$work/hooksim"
while IFS= read -r command; do
  echo "fresh-machine-check: \$ $command"
  if [[ "$command" == *"hooksim run"* ]]; then
    bash -c "$command" 2>&1 | tee "$work/demo.txt"
  else
    bash -c "$command"
  fi
done < "$work/quick-start.txt"

grep -q '5 scenarios under profile cloud: 5 passed, 0 failed' "$work/demo.txt"
if grep -q 'not ready\|process driver\|--sandbox process' "$work/demo.txt"; then
  echo "fresh-machine-check: the demo did not run in the namespace sandbox" >&2
  exit 1
fi
node dist/cli/index.js setup --check
echo "fresh-machine-check: passed: the quick start set up, passed the tests and ran the demo in the namespace sandbox"
INNER
