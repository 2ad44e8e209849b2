#!/usr/bin/env bash
# Install the dealer console from this unpacked tarball.
#
#   sudo ./install.sh [--prefix DIR] [--bindir DIR] [--datadir DIR] [--no-deps]
#
#   --prefix   where the program goes        (default /opt/dealer-console)
#   --bindir   where the dealer-app command goes, as a link (default /usr/local/bin)
#   --datadir  where the menu entry and the icon go (default /usr/local/share)
#   --no-deps  do not install the Debian packages in ./debian-packages
#
# DESTDIR=/some/folder ./install.sh  stages the same files under that folder
# (no root needed, no packages installed, nothing outside it touched), the
# way distribution packages are built; tests/project/test_installer.py does this.
#
# Installing again (a newer version) replaces the previous installation.
# /opt/dealer-console/uninstall.sh removes it again.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
prefix=/opt/dealer-console
bindir=/usr/local/bin
datadir=/usr/local/share
deps=1
DESTDIR="${DESTDIR:-}"

say() { echo "install.sh: $*" >&2; }
die() { say "error: $*"; exit 1; }

while [ "$#" -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --bindir) bindir="${2:?--bindir needs a folder}"; shift 2 ;;
    --datadir) datadir="${2:?--datadir needs a folder}"; shift 2 ;;
    --no-deps) deps=0; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
for dir in "$prefix" "$bindir" "$datadir"; do
  case "$dir" in /*) ;; *) die "'$dir' is not an absolute path" ;; esac
done
[ "$prefix" != / ] || die "--prefix / would put the program's files straight into /"

[ -x "$HERE/dealer-console/dealer-app" ] || die "$HERE/dealer-console/dealer-app is missing: unpack the whole tarball"
version="$(cat "$HERE/VERSION" 2>/dev/null || echo unknown)"
target="$DESTDIR$prefix"

if [ -z "$DESTDIR" ] && [ "$(id -u)" != 0 ]; then
  die "run as root: sudo $0 $*"
fi

# --- 1. The system libraries the bundle takes from the machine -------------
if [ "$deps" = 1 ] && [ -z "$DESTDIR" ]; then
  mapfile -t wanted < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$HERE/debian-packages")
  if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    missing=()
    for p in "${wanted[@]}"; do
      [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" = installed ] || missing+=("$p")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
      say "apt-get install ${missing[*]}"
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq
      apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
        || die "could not install the system libraries: apt-get install ${missing[*]}"
    fi
  else
    say "warning: not a Debian system: make sure these (Debian names) are installed: ${wanted[*]}"
  fi
fi

# --- 2. A previous installation --------------------------------------------
remove_listed() {  # the files a previous install.sh put outside the program folder
  local manifest="$1" path
  [ -f "$manifest" ] || return 0
  while IFS= read -r path; do
    [ -n "$path" ] || continue
    if [ -L "$DESTDIR$path" ] || [ -f "$DESTDIR$path" ]; then rm -f "$DESTDIR$path"; fi
  done < "$manifest"
}
# Refuse before changing anything.
if [ -e "$target" ] && [ ! -f "$target/.dealer-console-bundle" ]; then
  die "$target exists and is not a dealer-console installation; not touching it (choose --prefix)"
fi
link="$DESTDIR$bindir/dealer-app"
if [ -e "$link" ] || [ -L "$link" ]; then
  [ -L "$link" ] && [ "$(readlink "$link")" = "$prefix/dealer-app" ] \
    || die "$bindir/dealer-app already exists and is not this installation's link (a pip install?); remove it first"
fi
if [ -e "$target" ]; then
  say "replacing the installation in $target ($(cat "$target/VERSION" 2>/dev/null || echo 'older version'))"
  remove_listed "$target/install-manifest"
fi

# --- 3. The program ----------------------------------------------------------
mkdir -p "$(dirname "$target")"
rm -rf "$target.new"
cp -a "$HERE/dealer-console" "$target.new"
touch "$target.new/.dealer-console-bundle"
install -m 0755 "$HERE/uninstall.sh" "$target.new/uninstall.sh"
printf '%s\n' "$version" > "$target.new/VERSION"
rm -rf "$target"
mv "$target.new" "$target"

# --- 4. The command, the menu entry, the icons -------------------------------
manifest=()
mkdir -p "$DESTDIR$bindir"
ln -sfn "$prefix/dealer-app" "$link"
manifest+=("$bindir/dealer-app")

desktop="$datadir/applications/dealer-console.desktop"
mkdir -p "$DESTDIR$datadir/applications"
sed -e "s|^Exec=.*|Exec=$prefix/dealer-app|" -e "s|^TryExec=.*|TryExec=$prefix/dealer-app|" \
  "$HERE/share/applications/dealer-console.desktop" > "$DESTDIR$desktop"
chmod 0644 "$DESTDIR$desktop"
manifest+=("$desktop")

while IFS= read -r icon; do
  rel="${icon#"$HERE/share/"}"
  install -D -m 0644 "$icon" "$DESTDIR$datadir/$rel"
  manifest+=("$datadir/$rel")
done < <(find "$HERE/share/icons" -type f | sort)

# The keeper of the records' key: its account, its socket's folder, its service (not started:
# the README says how a club turns it on). Older tarballs have none of these files.
if [ -f "$HERE/dealer-keeper.service" ]; then
  mkdir -p "$DESTDIR/etc/systemd/system"
  sed -e "s|/opt/dealer-console/|$prefix/|g" "$HERE/dealer-keeper.service" > "$DESTDIR/etc/systemd/system/dealer-keeper.service"
  chmod 0644 "$DESTDIR/etc/systemd/system/dealer-keeper.service"
  install -D -m 0644 "$HERE/dealer-keeper.sysusers" "$DESTDIR/usr/lib/sysusers.d/dealer-keeper.conf"
  install -D -m 0644 "$HERE/dealer-keeper.tmpfiles" "$DESTDIR/usr/lib/tmpfiles.d/dealer-keeper.conf"
  manifest+=("/etc/systemd/system/dealer-keeper.service" "/usr/lib/sysusers.d/dealer-keeper.conf"
             "/usr/lib/tmpfiles.d/dealer-keeper.conf")
  if [ -z "$DESTDIR" ] && command -v systemd-sysusers >/dev/null 2>&1; then
    systemd-sysusers /usr/lib/sysusers.d/dealer-keeper.conf || say "warning: the dealer-keeper account was not made"
    systemd-tmpfiles --create /usr/lib/tmpfiles.d/dealer-keeper.conf || true
    systemctl daemon-reload || true
  fi
fi

printf '%s\n' "${manifest[@]}" > "$target/install-manifest"

# --- 5. Tell the desktop ------------------------------------------------------
if [ -z "$DESTDIR" ]; then
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$datadir/applications" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$datadir/icons/hicolor" || true
fi

say "installed dealer-console $version in $target"
say "start it from the menu (Dealer Console) or with: dealer-app"
say "check it with: dealer-app --smoke-test   (prints SMOKE-OK)"
say "a card shoe on a serial port: add the dealer's account to the dialout group (sudo adduser NAME dialout)"
say "keyed records (the keeper): sudo systemctl enable --now dealer-keeper; add each dealer's account to the"
say "  dealer group (sudo adduser NAME dealer), never to dealer-keeper (README: The keeper)"
say "remove it with: sudo $prefix/uninstall.sh"
