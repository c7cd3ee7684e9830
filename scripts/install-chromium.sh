#!/bin/sh
# Installs Debian's Chromium for the browser tests when it is not there yet.
# The test tools never download a browser of their own.
set -eu
if command -v chromium >/dev/null 2>&1; then exit 0; fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
