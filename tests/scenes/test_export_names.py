"""Export on the Games screen: the file is named by the day the game was played and its
players ("2026-12-01 Anna v Bruno.mgrecord"), safe on every system and never over an
earlier export; its success is said in the paper's ink, a failure in the refusal's; a
network game this machine hosted is replayed and exported like any other."""

from __future__ import annotations

import os
import random
from datetime import datetime
from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game, Phase
from mg.scenes.overlays.games import GamesScene
from mg.scenes.replay.scene import ReplayScene
from mg.sprites.paint import palette as pal
from mg.store.game_files import exports_dir, game_path, hosted_dir
from mg.store.seats import Seat
from mg.store.session import Session, read, to_json
from mg.store.storage import write_atomic
from mg.text.i18n import t

PLAYED = datetime(2026, 12, 1, 18, 30).timestamp()


def kept(seats: list[Seat], actions: int | None = 12) -> Session:
    """A game of random legal actions (to its end when `actions` is None), kept in its own
    file as last played on PLAYED."""
    rng = random.Random(5)
    game = Game.new([s.colour for s in seats], seed=5, rounds=8)
    while game.phase != Phase.OVER and (actions is None or game.history_length < actions):
        game.apply(rng.choice(game.legal_actions()))
    session = Session(game, seats)
    path = game_path(session.game_id)
    write_atomic(path, to_json(session))
    os.utime(path, (PLAYED, PLAYED))
    return session


def inks(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Every text drawn on the screen, with its colour."""
    ctx, seen = driver.app.ctx, {}
    render = ctx.text.render

    def spy(text: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        seen[text] = colour
        return render(text, size, colour, bold)

    with monkeypatch.context() as patch:
        patch.setattr(ctx.text, "render", spy)
        driver.app.stack.draw(pygame.Surface(ctx.size))
    return seen


def test_an_export_is_named_by_its_day_and_players_and_said_in_the_papers_ink(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = kept([Seat("Anna", "yellow"), Seat("Bruno", "orange")])
    driver.press("games")
    screen = driver.top_as(GamesScene)
    driver.press("export-0")
    stem = t("games.export_name", date="2026-12-01", players=f"Anna {t('games.versus')} Bruno")
    first = exports_dir() / f"{stem}.mgrecord"
    assert read(first).game == session.game
    assert screen.refused is None and not screen.message_bad
    assert screen.message == t("games.exported", name=first.name)
    assert inks(driver, monkeypatch)[screen.message] == pal.TEXT  # not the ink of a failure
    driver.press("export-0")  # again: a second file, the first kept as it was
    assert sorted(p.name for p in exports_dir().iterdir()) == [
        f"{stem} (2).mgrecord",
        first.name,
    ]


def test_an_export_failure_is_said_in_the_refusals_ink(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept([Seat("Anna", "yellow"), Seat("Bruno", "orange")])
    exports_dir().parent.mkdir(parents=True, exist_ok=True)
    exports_dir().write_text("a file where the folder should be", "utf-8")
    driver.press("games")
    screen = driver.top_as(GamesScene)
    driver.press("export-0")
    assert screen.refused is not None and screen.message_bad
    assert inks(driver, monkeypatch)[screen.message] == pal.BAD


def test_names_no_system_takes_are_made_safe(driver: Driver) -> None:
    kept([Seat("CON", "yellow"), Seat('A/b:c*?"<>|\\', "orange")])
    driver.press("games")
    driver.press("export-0")
    [exported] = exports_dir().iterdir()
    players = f"CON {t('games.versus')} A-b-c-------"  # (a device name only alone: the day leads)
    assert exported.name == f"{t('games.export_name', date='2026-12-01', players=players)}.mgrecord"
    assert not set('<>:"/\\|?*') & set(exported.name)


def test_a_hosted_network_game_in_progress_is_replayed_and_exported(driver: Driver) -> None:
    session = kept([Seat("Anna", "yellow"), Seat("Bruno", "orange")], actions=20)
    hosted_dir(session.game_id).mkdir(parents=True)  # a network game this machine hosted
    driver.press("games")
    screen = driver.top_as(GamesScene)
    assert screen.rows[0].hosted and not screen.rows[0].finished
    assert driver.button("replay-0").is_enabled and driver.button("export-0").is_enabled
    driver.press("replay-0")
    assert driver.top_as(ReplayScene).timeline.last == 20  # the game as far as it went
    driver.key(pygame.K_ESCAPE)
    assert driver.top is screen
    driver.press("export-0")
    [exported] = exports_dir().iterdir()
    assert read(exported).game == session.game
