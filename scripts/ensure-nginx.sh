#!/usr/bin/env bash
# The resilience suite's nginx test and the bench put Debian's nginx, with ops/nginx/vitrine.conf, in
# front of the built server. Each runs its own nginx on free ports under a temp folder; the packaged
# service is not used.
set -euo pipefail
if [[ -x /usr/sbin/nginx ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the front's test and bench (about 10 s)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
cat >&2 <<MSG
The nginx front's test and bench need /usr/sbin/nginx, and this user cannot install it. Ask an
administrator to run:   sudo apt-get install -y nginx
then run the tests again.
MSG
exit 1
