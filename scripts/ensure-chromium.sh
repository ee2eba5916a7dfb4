#!/usr/bin/env bash
# Playwright never downloads a browser here: it drives Debian's Chromium. Install it when missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package..."
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq </dev/null
$sudo_cmd apt-get install -y -qq chromium </dev/null >/dev/null
"$chromium_path" --version
