"""Two running games on one data folder: the second never overwrites the
first one's game. A plays in a real second process; B is this test's App. B's Continue is
refused and B's new game is not autosaved while A plays; once A goes to the menu, quits or
is killed, B's next action takes the autosave over — but A's game is kept (in its own file;
a replaced copy for an older autosave), and B's status says its autosave is on
again. Neither ever writes the other's own game file."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game, PlaceCity
from mg.scenes.overlays.games import GamesScene
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.play.scene import PlayScene
from mg.store.autosave_lock import holder
from mg.store.game_files import game_path, list_games
from mg.store.kept_games import saves_and_replaced
from mg.store.session import autosave_lock_path, autosave_path, read
from mg.text.i18n import t
from mg.ui.notice import notice_text
from mg.ui.options import Options
from tests.support.apps import menu_driver

ROOT = Path(__file__).resolve().parents[2]

GAME_A = """
import sys
import pygame
from mg.app.loop import App
from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.ui.options import Options
from mg.scenes.menu.scene import MenuScene
app = App(Options(windowed=(1280, 720), seed=5, think=0.1))
app.stack.push(MenuScene(app.ctx))
d = Driver(app)
d.start_game()
d.press("city")
d.click_space(next(a.space for a in d.game.legal_actions() if isinstance(a, PlaceCity)))
print("playing", flush=True)
if sys.stdin.readline().strip() == "menu":
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    print("at the menu", flush=True)
    sys.stdin.readline()  # still running, at the menu
"""


class OtherGame:
    """Game A: a real second instance on the same data folder, playing."""

    def __init__(self) -> None:
        env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-c", GAME_A],
            env=env,
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.expect("playing")

    def expect(self, line: str) -> None:
        assert self.proc.stdout is not None
        got = self.proc.stdout.readline().strip()
        assert got == line, f"game A said {got!r}"

    def tell(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def leave(self, how: str) -> None:
        """A goes to the menu (and stays running), quits, or is killed."""
        if how == "kill":
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=60)
        elif how == "quit":
            self.tell("quit")
            assert self.proc.wait(timeout=60) == 0
        else:
            self.tell("menu")
            self.expect("at the menu")

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=60)


@pytest.fixture
def game_a(private_settings: None) -> Iterator[OtherGame]:
    other = OtherGame()
    try:
        yield other
    finally:
        other.end()


def second_instance() -> Driver:
    """Game B: started while A plays."""
    return menu_driver(Options(windowed=(1280, 720), seed=11, think=0.1))


def games_on_disk() -> list[Game]:
    """Every game the data folder holds: the autosave, what Load… lists and the games
    kept in their own files (the Games screen)."""
    games = []
    for path in [autosave_path(), *saves_and_replaced(), *(g.path for g in list_games())]:
        with contextlib.suppress(ValueError):  # a damaged file holds no game
            games.append(read(path).game)
    return games


@pytest.mark.parametrize("how", ["menu", "quit", "kill"])
@pytest.mark.system
def test_taking_over_the_lock_never_overwrites_the_other_game(game_a: OtherGame, how: str) -> None:
    a_game = read(autosave_path()).game  # what A autosaved after its first city
    assert holder(autosave_lock_path()) == game_a.proc.pid
    d = second_instance()
    try:
        d.press("continue")
        assert d.top_name == "menu"
        assert notice_text(d.app.ctx.notice) == t("menu.autosave_in_use", pid=game_a.proc.pid)
        d.start_game()
        play = d.top_as(PlayScene)
        off = play.match.autosave_off
        assert off is not None and off.key == "autosave_locked"
        assert off.params == {"process": game_a.proc.pid}
        d.press("city")
        d.click_space(next(a.space for a in d.game.legal_actions() if isinstance(a, PlaceCity)))
        assert read(autosave_path()).game == a_game  # B's game is not autosaved
        game_a.leave(how)
        d.key(pygame.K_e)
        assert a_game in games_on_disk()  # A's game is not lost: its own file keeps it …
        assert read(autosave_path()).game == play.game  # … and B's game is autosaved now
        assert play.match.autosave_off is None
        assert play.status == t("status.autosave_on")
        d.key(pygame.K_ESCAPE)
        notice = notice_text(d.top_as(PauseScene).ctx.notice)
        assert process_a_named(notice, game_a.proc.pid) is False
    finally:
        pygame.quit()


def process_a_named(notice: str, pid: int) -> bool:
    """Whether a line still says the autosave is off because of process `pid`."""
    return notice == t("status.autosave_off", problem=t("problem.autosave_locked", process=pid))


@pytest.mark.system
def test_two_instances_never_write_one_games_file(game_a: OtherGame) -> None:
    """Every game has its own file, written by one running game only. While A
    plays, B's Games screen lists A's game but does not open it (A plays it), B's own game is
    kept in its own file although the autosave is A's, and A's file is left as A wrote it."""
    a_game = read(autosave_path()).game
    a_file = next(g.path for g in list_games())
    a_text = a_file.read_text(encoding="utf-8")
    d = second_instance()
    try:
        d.press("games")
        assert d.top_name == "games"
        d.press("game-0")
        games = d.top_as(GamesScene)
        assert games.refused is not None and games.refused.key == "game_in_use_open"
        assert games.refused.params == {"process": game_a.proc.pid}
        d.press("close")
        d.start_game()
        d.press("city")
        d.click_space(next(a.space for a in d.game.legal_actions() if isinstance(a, PlaceCity)))
        play = d.top_as(PlayScene)
        assert read(game_path(play.match.game_id)).game == play.game  # B's game is kept
        assert read(autosave_path()).game == a_game  # the autosave is still A's
        assert a_file.read_text(encoding="utf-8") == a_text  # A's own file untouched
        assert {read(g.path).game for g in list_games()} >= {a_game, play.game}
    finally:
        pygame.quit()
