"""Screenshots of network play, headless: the choice of where to host, a game hosted
through the real menu, a remote player (a bot client on another "machine", here a thread)
joining, a remote turn, the pause menu and the question before leaving, that player
disconnected, and the Join scene.
python tools/net_shots.py OUT_DIR [WxH]   (default 1280x720; docs/screenshots/network)."""

from __future__ import annotations

import os
import queue
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="mg-net-shots-")  # never the player's own saves/settings
os.environ.setdefault("MG_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("MG_CONFIG_DIR", os.path.join(_scratch, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.app.loop import App  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.net.bot_client import BotSeat  # noqa: E402
from mg.net.client import NetClient  # noqa: E402
from mg.net.protocol import Join  # noqa: E402
from mg.scenes.lobby.join import JoinScene  # noqa: E402
from mg.scenes.lobby.lobby import LobbyScene  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.scenes.play.scene import PlayScene  # noqa: E402
from mg.ui.options import Options  # noqa: E402


def main(out: Path, size: tuple[int, int]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(Options(windowed=size))
    app.stack.push(MenuScene(app.ctx))
    d = Driver(app, every_frame=True)
    app.ctx.settings.ask_idle_end = False
    remote: list[tuple[NetClient, BotSeat]] = []

    def pump() -> None:
        for client, seat in remote:
            while True:
                try:
                    seat.take(client.events.get_nowait())
                except queue.Empty:
                    break
            seat.tick()  # an action held back by the bot's pace

    def until(done: Callable[[], bool], limit: int = 20000) -> None:
        for _ in range(limit):
            pump()
            if done():
                return
            time.sleep(0.005)
            d.frames(1)
        raise SystemExit(f"never came, on {d.top_name}")

    def shot(name: str) -> None:
        d.frames(2)
        screen = pygame.display.get_surface()
        assert screen is not None
        pygame.image.save(screen, str(out / f"{name}.png"))

    d.press("players-3")
    d.press("host")
    shot("host_where")
    d.press("here")  # on this computer
    until(lambda: isinstance(d.top, LobbyScene) and d.top.net is not None and bool(d.top.net.seats))
    net = d.top_as(LobbyScene).net
    assert net is not None and net.hosting is not None
    d.press("plan-2-bot")  # the third seat: a bot of this machine
    shot("lobby")
    client = NetClient(f"127.0.0.1:{net.hosting.port}", Join(net.code, "Alice", None))
    remote.append((client, BotSeat(client, "easy", seed=3, budget=0.2)))
    client.start()
    until(lambda: any(s.name == "Alice" and s.taken for s in net.seats))
    d.press("start")
    until(lambda: d.top_name == "setup")
    d.press("random")
    until(lambda: d.top_name == "play")
    play = d.top_as(PlayScene)
    alice = next(s.colour for s in net.seats if s.name == "Alice")

    def ours_ended() -> bool:  # this machine's turns end at once
        if play.bot_level() is None:
            d.key(pygame.K_e)
        return play.game.current == alice and play.pane.animating()

    until(ours_ended)
    shot("remote-turn")
    until(lambda: play.game.current != alice)

    def alice_again() -> bool:
        if play.bot_level() is None:
            d.key(pygame.K_e)
        return play.game.current == alice

    until(alice_again)
    d.key(pygame.K_ESCAPE)  # the pause menu: its buttons where a hot-seat game has them
    shot("pause")
    d.press("menu")  # Alice is connected: asked first
    shot("leave-question")
    d.key(pygame.K_ESCAPE)  # stay
    d.key(pygame.K_ESCAPE)  # back to the game
    remote.clear()
    client.close()  # her machine goes away in her turn
    until(lambda: play.banner.words() != "")
    shot("disconnected")
    app.flow.join()
    d.frames(3)
    join = d.top_as(JoinScene)
    for rect, text in ((join.address.rect, "192.168.1.20:8765"), (join.code.rect, "KRO-7Q4")):
        d.click(rect.center)
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        d.frames(2)
    shot("join")
    app.flow.network(None)


if __name__ == "__main__":
    args = sys.argv[1:]
    wh = tuple(int(x) for x in args[1].split("x")) if len(args) > 1 else (1280, 720)
    main(Path(args[0] if args else "docs/screenshots/network"), (wh[0], wh[1]))
