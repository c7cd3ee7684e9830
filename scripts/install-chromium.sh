#!/bin/sh
# Installs Debian's Chromium when it is not there yet: `chromium`, which the
# bench's Lighthouse and the screenshots drive, and `chromium-headless-shell`,
# the same engine without the browser's own windows and pages, which the
# browser tests drive (__tests__/e2e/support/env.ts). The test tools never
# download a browser of their own.
set -eu
missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v chromium-headless-shell >/dev/null 2>&1 || missing="$missing chromium-headless-shell"
[ -n "$missing" ] || exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# shellcheck disable=SC2086 # the package names, split on purpose
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
