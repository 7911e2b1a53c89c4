"""A hosting machine in a process of its own, for the test of a host killed mid-game
: `python -m tests.support.host_process ACTIONS` hosts a 2-player game through
the desktop game's own hosting (`open_host`, `NetTable`: kept as it goes), this machine
yellow and orange open for another machine; it says `HOSTED <port> <code> <game id>`,
plays ACTIONS random legal actions of its own seat on its turns, then says `WAITING
<public digest>` when the game waits for it, and waits to be killed."""

from __future__ import annotations

import random
import sys
import time

from mg.net.hosting import open_host
from mg.net.net_table import NetTable
from mg.net.public import public_digest

PAUSE = 0.01  # seconds between two looks at what the network said


def main(actions: int) -> None:
    hosting = open_host(["yellow", "orange"], 8, "host process")
    net = NetTable(f"127.0.0.1:{hosting.port}", hosting.code, hosting)
    client = net.join_here("Host", "yellow")
    while net.local("yellow") is None:  # this machine's seat first: then the code is told
        net.heard()
        time.sleep(PAUSE)
    print(f"HOSTED {hosting.port} {hosting.code} {hosting.plan.game_id}", flush=True)
    rng = random.Random(actions)
    acted = 0
    while True:
        net.heard()
        game = net.game
        if game is not None and net.all_taken() and not net.sent:
            if game.current_player == "yellow" and acted < actions:
                net.sent = True
                client.act(rng.choice(game.legal_actions()))
                acted += 1
            elif game.current_player == "yellow":
                print(f"WAITING {public_digest(game)}", flush=True)
                time.sleep(3600)  # until killed
        time.sleep(PAUSE)


if __name__ == "__main__":
    main(int(sys.argv[1]))
