#!/usr/bin/env bash
# Two real game windows on one X display (Xvfb), playing a network game over loopback:
# one hosts (Host a game…, on this computer, three seats: Ada at the host, one open for the
# other window, a bot), the other joins (Join a game…, the address and code typed), both
# play turns by mouse and keys; the joiner is killed (the host shows it disconnected),
# started again and joins again with its stored seat token (the game goes on).
# Screenshots of the whole display (`import -window root`) at each step go to OUT.
#
#   tools/net_two_windows.sh [OUT]     (default /tmp/mg-two-windows; needs Xvfb, openbox,
#                                       xdotool and ImageMagick: apt-get install -y xvfb
#                                       openbox xdotool imagemagick)
#
# The windows are 1280x720 side by side (the game's smallest window) on a 2600x800 display;
# the clicks below are at fixed points of those windows. Each window has its own data and
# settings folders (MG_DATA_DIR, MG_CONFIG_DIR): two machines as far as the game knows.
# Every process started here is stopped at the end (even on failure).
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-/tmp/mg-two-windows}
PY=${PYTHON:-$HERE/.venv/bin/python}
DISPLAY_NUMBER=${DISPLAY_NUMBER:-99}
WORK=$(mktemp -d /tmp/mg-two-windows-work.XXXXXX)
mkdir -p "$OUT"
export DISPLAY=:$DISPLAY_NUMBER SDL_AUDIODRIVER=dummy
PIDS=()

stop_all() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    sleep 1
    for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap stop_all EXIT

say() { echo "[$(date -u +%H:%M:%S)] $*"; }
shot() { sleep "${2:-1}"; import -window root "$OUT/$1.png"; say "screenshot $OUT/$1.png"; }
# A click at (x, y) of the display: the pointer is moved there (and a pixel on, so the game
# sees it move) before the button, as a hand would.
click() {
    xdotool mousemove "$1" "$2"; sleep 0.2
    xdotool mousemove $(($1 + 1)) $(($2 + 1)); sleep 0.2
    xdotool click 1; sleep 0.6
}
# The window that gets the keys and clicks (a click on a window not focused only focuses it).
on() { xdotool windowactivate --sync "$(eval echo "\$${1}_win")" 2>/dev/null || true; sleep 0.4; }
keys() { for k in "$@"; do xdotool key "$k"; sleep 0.8; done; }
wait_for() { # wait_for FILE PATTERN SECONDS: until the pattern is in the file
    for _ in $(seq $((${3} * 5))); do
        grep -q "$2" "$1" 2>/dev/null && return 0
        sleep 0.2
    done
    echo "never came: $2 in $1" >&2
    return 1
}

start_game() { # start_game NAME X: a game window for NAME, moved to x=X
    local name=$1 x=$2
    mkdir -p "$WORK/$name/data" "$WORK/$name/config"
    # (a key lost to a passing banner must not leave "Nothing done this turn?" open)
    echo '{"ask_idle_end": false}' >"$WORK/$name/config/settings.json"
    MG_DATA_DIR="$WORK/$name/data" MG_CONFIG_DIR="$WORK/$name/config" \
        "$PY" "$HERE/main.py" --windowed 1280x720 >"$WORK/$name.log" 2>&1 &
    PIDS+=($!)
    eval "${name}_pid=$!"
    local window=""
    for _ in $(seq 100); do
        window=$(xdotool search --pid "$!" 2>/dev/null | tail -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    sleep 2
    xdotool windowmove "$window" "$x" 0
    eval "${name}_win=$window"
    sleep 1
}

say "display :$DISPLAY_NUMBER"
Xvfb ":$DISPLAY_NUMBER" -screen 0 2600x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
PIDS+=($!)
sleep 1
if ! kill -0 "${PIDS[0]}" 2>/dev/null; then
    echo "Xvfb could not start on :$DISPLAY_NUMBER (in use? set DISPLAY_NUMBER)" >&2
    exit 1
fi
openbox >"$WORK/openbox.log" 2>&1 &
PIDS+=($!)
sleep 1

# Window origins on the display: the host's content at (0, 19), the joiner's at (1300, 19).
H=0
J=1300
start_game host $H
start_game joiner $J

say "host: name Ada, Host a game…"
on host
click $((H + 527)) 305 # the first name
keys End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
xdotool type --delay 80 "Ada"
keys Return
click $((H + 468)) 651 # Host a game…
sleep 1
click $((H + 640)) 324 # On this computer
wait_for "$WORK/host.log" "listening on port" 20
PORT=$(sed -n 's/.*listening on port \([0-9]*\).*/\1/p' "$WORK/host.log" | head -1)
wait_for "$WORK/host/data/net-seats.json" '"[A-Z0-9]\{3\}-[A-Z0-9]\{3\}"' 20
CODE=$(grep -o '"[A-Z0-9]\{3\}-[A-Z0-9]\{3\}"' "$WORK/host/data/net-seats.json" | tr -d '"' | head -1)
say "hosting on port $PORT, code $CODE"

join_typed() {
    on joiner
    click $((J + 638)) 651 # Join a game…
    sleep 1.5
    click $((J + 726)) 361 # the address
    xdotool type --delay 60 "127.0.0.1:$PORT"
    click $((J + 580)) 409 # the code
    xdotool type --delay 60 "$CODE"
    click $((J + 810)) 473 # Join
}
say "joiner: name Bruno, Join a game…, 127.0.0.1:$PORT, $CODE"
on joiner
click $((J + 527)) 305 # the first name: the joiner's player
keys End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
xdotool type --delay 80 "Bruno"
keys Return
join_typed
shot 01-lobby-both 3

say "host: the third seat to a bot, Start"
on host
click $((H + 826)) 375 # the third seat's plan: open → this machine
click $((H + 826)) 375 # … → a bot
shot 02-lobby-bot 1
click $((H + 810)) 492 # Start
sleep 4

say "the oracles: each places its own at random (the bot its own)"
for _ in 1 2 3 4 5 6; do
    on host
    click $((H + 1100)) 646
    on joiner
    click $((J + 1100)) 646
    sleep 1
done
shot 03-play 2

# A turn by keys: Draw… (D), Enter (draw what is offered: ends the actions), End turn (E).
# (after the hand-over banner, which takes the first key while it shows)
turn() { on "$1"; sleep 2; keys d Return; sleep 1.5; keys e; sleep 2.5; }
say "a few turns: whoever is to act at the joiner and the host plays Draw, End turn"
for round in 1 2 3 4; do
    turn joiner
    shot "04-joiner-played-$round" 0 # the host shows the joiner's turn as it arrives
    turn host
    shot "05-host-played-$round" 0
done

say "the joiner is killed (SIGKILL)"
kill -9 "$joiner_pid"
shot 06-joiner-killed 5 # "not connected" on the host's panel
turn host               # (when it is Ada's turn) so that it comes to the one who is away
shot 06-waiting-for-joiner 1

say "the joiner starts again and joins again with its stored token"
start_game joiner $J
join_typed
shot 07-rejoined 5
turn joiner
turn host
shot 08-after-rejoin 2
say "done: $OUT"
