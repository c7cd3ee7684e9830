#!/bin/sh
# Installs a Java runtime for the Nu Html Checker (npm vnu-jar) when there is
# none yet, as install-chromium.sh does for the browser.
set -eu
if command -v java >/dev/null 2>&1; then exit 0; fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless
