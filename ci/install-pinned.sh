#!/usr/bin/env bash
# Installs the pinned packages of CI's image (ci/Dockerfile) and checks what it got.
# Debian's security archive keeps only the newest Chromium, so an older pinned version
# comes from snapshot.debian.org, the archive of every package Debian has published: its
# API gives the .deb files of one version, which apt installs with their dependencies
# from the current bookworm.
set -euo pipefail
: "${CHROMIUM_DEB:?}" "${FONTS_DEJAVU_DEB:?}" "${FONTS_LIBERATION_DEB:?}" "${POSTGRESQL_MAJOR:?}"
export DEBIAN_FRONTEND=noninteractive
apt-get update

# fonts-liberation is the local face of the metric-matched fallback; chromium only recommends it.
apt-get install -y --no-install-recommends \
  "fonts-dejavu-core=$FONTS_DEJAVU_DEB" "fonts-dejavu-extra=$FONTS_DEJAVU_DEB" \
  "fonts-liberation=$FONTS_LIBERATION_DEB" \
  "postgresql-$POSTGRESQL_MAJOR" "postgresql-client-$POSTGRESQL_MAJOR"

# chromium-headless-shell: the same build without the browser around it, for e2e
# (scripts/chromium.mjs); the visual suite uses chromium itself.
if apt-cache madison chromium | awk '{print $3}' | grep -qxF "$CHROMIUM_DEB"; then
  apt-get install -y --no-install-recommends "chromium=$CHROMIUM_DEB" "chromium-common=$CHROMIUM_DEB" \
    "chromium-headless-shell=$CHROMIUM_DEB"
else
  echo "chromium $CHROMIUM_DEB is no longer in Debian's archive: taking it from snapshot.debian.org"
  workdir=$(mktemp -d)
  for package in chromium chromium-common chromium-headless-shell; do
    # /mr/binary/<package>/<version>/binfiles: each architecture's file, by its SHA-1.
    hash=$(curl -fsSL "https://snapshot.debian.org/mr/binary/$package/$CHROMIUM_DEB/binfiles" |
      node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const f=JSON.parse(s).result.find(r=>r.architecture==="amd64");if(!f)process.exit(1);console.log(f.hash)})')
    curl -fsSL -o "$workdir/${package}.deb" "https://snapshot.debian.org/file/$hash"
  done
  apt-get install -y --no-install-recommends "$workdir/chromium-common.deb" "$workdir/chromium.deb" \
    "$workdir/chromium-headless-shell.deb"
  rm -rf "$workdir"
fi
# Keep it from being upgraded by a later apt-get in a job.
apt-mark hold chromium chromium-common chromium-headless-shell

rm -rf /var/lib/apt/lists/*

# The image is only useful with exactly these versions.
installed=$(dpkg-query -W -f='${Version}' chromium)
[ "$installed" = "$CHROMIUM_DEB" ] || { echo "chromium is $installed, not $CHROMIUM_DEB" >&2; exit 1; }
shell=$(dpkg-query -W -f='${Version}' chromium-headless-shell)
[ "$shell" = "$CHROMIUM_DEB" ] || { echo "chromium-headless-shell is $shell, not $CHROMIUM_DEB" >&2; exit 1; }
chromium --version
chromium-headless-shell --version
fc-list : family | sort -u
"/usr/lib/postgresql/$POSTGRESQL_MAJOR/bin/postgres" --version
