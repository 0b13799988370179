#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (Playwright's own browser download does not
# work here); the bench's Lighthouse audits drive the full Debian Chromium. Both come from one source
# package, so they are the same Blink at the same version.
set -euo pipefail
packages=()
[[ -x /usr/bin/chromium ]] || packages+=(chromium)
[[ -x /usr/bin/chromium-headless-shell ]] || packages+=(chromium-headless-shell)
if [[ ${#packages[@]} -eq 0 ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]} for the browser tests (about 30 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
The browser tests need /usr/bin/chromium-headless-shell (and the bench /usr/bin/chromium), and this
user cannot install them. Ask an administrator to run:   sudo apt-get install -y ${packages[*]}
then run npm test again.
MSG
exit 1
