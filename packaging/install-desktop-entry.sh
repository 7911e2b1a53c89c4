#!/bin/sh
# Linux: put Magna Grecia in the desktop's application menu, for the user running this.
# Run it from the standalone build's folder (dist/magna-grecia/), wherever you keep that folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications" "$data/icons/hicolor/256x256/apps"
cp "$here/magna-grecia.png" "$data/icons/hicolor/256x256/apps/magna-grecia.png"
sed "s|^Exec=.*|Exec=\"$here/magna-grecia\"|" "$here/magna-grecia.desktop" \
    > "$data/applications/magna-grecia.desktop"
echo "installed $data/applications/magna-grecia.desktop"
