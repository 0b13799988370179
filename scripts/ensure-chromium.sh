#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download does not work here).
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests (about 30 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium at /usr/bin/chromium, and this user cannot install it.
Ask an administrator to run:   sudo apt-get install -y chromium
then run npm test again.
MSG
exit 1
