#!/usr/bin/env bash
# Installs the Debian packages WidgetGallery needs, only those missing (idempotent).
# Called by `make gallery` and `make test`; safe to run by hand.
set -euo pipefail

packages=(
  pkg-config
  libharfbuzz-dev
  libfreetype-dev
  libicu-dev
  libxml2-dev
  fonts-inter
  fonts-noto-cjk
  fonts-dejavu-core
  fonts-noto-core
  fonts-jetbrains-mono
  fonts-materialdesignicons-webfont
  librsvg2-bin
  librsvg2-dev
  libpng-dev
  libpoppler-glib8
  libcairo2-dev
  chromium
  python3
  libfaketime
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
