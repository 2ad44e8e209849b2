#!/usr/bin/env bash
# Remove the dealer console that install.sh installed.
#
#   sudo /opt/dealer-console/uninstall.sh [--prefix DIR]
#
# Removes the program folder (default: the folder this script is in, when
# that is an installation, else /opt/dealer-console) and the files install.sh
# listed in its install-manifest: the dealer-app link, the menu entry and the
# icons. Nothing else: the Debian packages stay (other programs use them),
# and so does everything the console wrote (hand records, settings), which
# never lives in the program folder. DESTDIR works as for install.sh.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DESTDIR="${DESTDIR:-}"
prefix=/opt/dealer-console
[ -z "$DESTDIR" ] && [ -f "$HERE/.dealer-console-bundle" ] && prefix="$HERE"

say() { echo "uninstall.sh: $*" >&2; }
die() { say "error: $*"; exit 1; }

while [ "$#" -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
case "$prefix" in /*) ;; *) die "'$prefix' is not an absolute path" ;; esac

target="$DESTDIR$prefix"
[ -d "$target" ] || die "no installation in $target"
[ -f "$target/.dealer-console-bundle" ] || die "$target is not a dealer-console installation; not touching it"
if [ -z "$DESTDIR" ] && [ "$(id -u)" != 0 ] && [ ! -w "$target" ]; then
  die "run as root: sudo $0"
fi

# The keeper stops with its program; its account, key and state (/var/lib/dealer-keeper) stay:
# they prove the records kept so far.
if [ -z "$DESTDIR" ] && command -v systemctl >/dev/null 2>&1 && [ -f /etc/systemd/system/dealer-keeper.service ]; then
  systemctl disable --now dealer-keeper >/dev/null 2>&1 || true
fi

datadirs=()
if [ -f "$target/install-manifest" ]; then
  while IFS= read -r path; do
    [ -n "$path" ] || continue
    file="$DESTDIR$path"
    if [ -L "$file" ]; then
      # The dealer-app link: only if it is still ours.
      case "$(readlink "$file")" in "$prefix"/*) rm -f "$file" ;; *) say "left $path (not ours any more)" ;; esac
    elif [ -f "$file" ]; then
      rm -f "$file"
    fi
    case "$path" in */applications/*.desktop) datadirs+=("${path%/applications/*}") ;; esac
  done < "$target/install-manifest"
fi
rm -rf "$target"

if [ -z "$DESTDIR" ]; then
  for datadir in "${datadirs[@]}"; do
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$datadir/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$datadir/icons/hicolor" || true
  done
fi
say "removed the dealer console from $prefix"
