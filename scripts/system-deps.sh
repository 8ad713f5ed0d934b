#!/usr/bin/env bash
# Install the Debian packages the app and its tests need, when they are missing:
# Chromium (browser tests), Pango with a font (WeasyPrint's PDF team sheets) and gettext (msgfmt compiles the
# translations).
# With --optional, a machine where they cannot be installed only gets a warning.
set -euo pipefail
optional=0
[ "${1:-}" = "--optional" ] && optional=1

packages=(chromium libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core gettext)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "Missing Debian packages: ${missing[*]} (run as root or install them by hand)." >&2
    [ $optional -eq 1 ] && exit 0 || exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing packages ${missing[*]} and no apt-get here: install them with your system's package manager." >&2
  [ $optional -eq 1 ] && exit 0 || exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
if ! { $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
  echo "Could not install ${missing[*]}." >&2
  [ $optional -eq 1 ] && exit 0 || exit 1
fi
