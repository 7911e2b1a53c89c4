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
#   tools/net_two_windows.sh --server-room [OUT]
#
# With --server-room: a dedicated server (`--abandon-after 8`) and a room made on it with
# `--create … --players 2 --clock live`; two windows join it by its code (Ada and Bruno)
# and a third, below them, watches it (Join a game…, Watch). Screenshots: the clock in
# each board's corner, a line of chat (T, typed, Send) in the status line and the game
# log (L), and, once Bruno's window is killed (SIGKILL) and his turn has waited past
# --abandon-after, his seat played by the server's bot (the banner in Ada's and the
# spectator's windows). About three minutes.
#
# The windows are 1280x720 side by side (the game's smallest window) on a 2600x800 display;
# the clicks below are at fixed points of those windows. Each window has its own data and
# settings folders (MG_DATA_DIR, MG_CONFIG_DIR): two machines as far as the game knows.
# Every process started here is stopped at the end (even on failure).
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
SERVER_ROOM=0
if [ "${1:-}" = --server-room ]; then
    SERVER_ROOM=1
    shift
fi
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

start_game() { # start_game NAME X [Y]: a game window for NAME, moved to (X, Y)
    local name=$1 x=$2 y=${3:-0}
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
    xdotool windowmove "$window" "$x" "$y"
    eval "${name}_win=$window"
    sleep 1
}

say "display :$DISPLAY_NUMBER"
Xvfb ":$DISPLAY_NUMBER" -screen 0 2600x$((SERVER_ROOM ? 1560 : 800))x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
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

# name_player X Y NAME: the menu's first name, in the window at (X, Y), becomes NAME
name_player() {
    click $(($1 + 527)) $(($2 + 305))
    keys End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
    xdotool type --delay 80 "$3"
    keys Return
}
# join_at X Y BUTTON: Join a game… in the window at (X, Y), the address (what a game heard
# on the network put there first taken out) and the code typed, then BUTTON: Join (x 958)
# or Watch (x 640)
CLEAR=$(printf 'BackSpace %.0s' $(seq 32))
join_at() {
    click $(($1 + 638)) $(($2 + 651)) # Join a game…
    sleep 1.5
    click $(($1 + 740)) $(($2 + 506)) # the address
    keys End
    xdotool key --delay 20 $CLEAR
    xdotool type --delay 60 "127.0.0.1:$PORT"
    click $(($1 + 470)) $(($2 + 552)) # the code
    xdotool type --delay 60 "$CODE"
    click $(($1 + $3)) $(($2 + 608))
}

# place_oracles N: N times, each window places its player's oracle at random (the button
# under the panel)
place_oracles() {
    for _ in $(seq "$1"); do
        on host
        click $((H + 1100)) 646
        on joiner
        click $((J + 1100)) 646
        sleep 1
    done
}
# A turn by keys: Draw… (D), Enter (draw what is offered: ends the actions), End turn (E).
# (after the hand-over banner, which takes the first key while it shows)
turn() { on "$1"; sleep 2; keys d Return; sleep 1.5; keys e; sleep 2.5; }

if [ "$SERVER_ROOM" = 1 ]; then
    W=760 # the spectator's window: below Ada's
    PORT=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$PY" -m mg.net.server --host 127.0.0.1 --port "$PORT" --abandon-after 8 \
        >"$WORK/server.log" 2>&1 &
    PIDS+=($!)
    wait_for "$WORK/server.log" "listening on port" 20
    CODE=$("$PY" "$HERE/main.py" --create "127.0.0.1:$PORT" --players 2 --clock live | tail -1)
    say "a room on the server at port $PORT with a live clock: $CODE"
    start_game host $H
    start_game joiner $J
    start_game watcher $H $W
    on host
    name_player $H 0 Ada
    join_at $H 0 958
    on joiner
    name_player $J 0 Bruno
    join_at $J 0 958
    on watcher
    join_at $H $W 640
    shot 11-room-joined 4
    say "the oracles: each places its own at random"
    place_oracles 4
    shot 12-clock 2 # each board's corner: Ada's and Bruno's time, the one playing marked
    say "Ada says a line of chat (T, the line typed, Send)"
    on host
    keys t
    sleep 1
    click $((H + 570)) 358 # the line to type
    xdotool type --delay 60 "Good luck, Bruno!"
    click $((H + 919)) 358 # Send (the box closes)
    shot 13-chat-said 2 # the status line of every window
    on watcher
    keys l
    shot 14-chat-in-log 2 # the spectator's game log
    keys Escape
    say "Bruno's window is killed (SIGKILL); at his turn the server's bot plays for him"
    kill -9 "$joiner_pid"
    turn host # (when it is Ada's turn) so that it comes to Bruno, who is away
    sleep 12 # past --abandon-after (8 s) at his turn
    shot 15-server-bot-plays 1
    turn host
    shot 16-server-bot-played 4
    say "done: $OUT"
    exit 0
fi
start_game host $H
start_game joiner $J

say "host: name Ada, Host a game…"
on host
name_player $H 0 Ada
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
    join_at $J 0 958
}
say "joiner: name Bruno, Join a game…, 127.0.0.1:$PORT, $CODE"
on joiner
name_player $J 0 Bruno
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
place_oracles 6
shot 03-play 2

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
