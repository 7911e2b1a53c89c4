"""Autosave after every action, Continue mid-turn with its undo, named saves, and bad
files reported and left untouched."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game, PlaceCity, PlaceRoad
from mg.match import Match
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_dialog import SaveScene
from mg.scenes.play.scene import PlayScene
from mg.store.session import (
    autosave_path,
    from_json,
    list_saves,
    load_autosave,
    read,
    saves_dir,
)
from mg.store.storage import STALE_TEMP, write_atomic
from mg.text.i18n import problem_text
from mg.ui.notice import notice_text
from tests.support.apps import next_launch
from tests.support.hostile_files import aged
from tests.support.json_mutation import resigned
from tests.support.problem_keys import problem_keys

ROOT = Path(__file__).resolve().parents[2]


def start_and_play_some(d: Driver) -> None:
    d.start_game()
    game = d.game
    d.press("city")
    d.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))
    d.press("road")
    road = next(a for a in game.legal_actions() if isinstance(a, PlaceRoad))
    d.top_as(PlayScene).ends = road.ends
    d.click_space(road.space)
    assert len(game.turn_actions) == 2


def restart() -> Driver:
    """A new App, as after closing the game (or a crash)."""
    return next_launch()


def test_every_action_is_autosaved_and_continue_resumes_mid_turn(driver: Driver) -> None:
    start_and_play_some(driver)
    game = driver.game
    saved = read(autosave_path())
    assert saved.game == game and saved.seats[0].colour == game.players[0]
    assert any(isinstance(a, PlaceCity) for a in saved.game.history)  # the record
    told = Match.from_session(saved).log  # the log, told again from it
    assert any(getattr(e.said, "key", "") == "log.city_founded" for e in told)
    again = restart()
    again.press("continue")
    again.frames(2)
    resumed = again.game
    assert again.top_name == "play" and resumed == game
    assert resumed.turn_actions == game.turn_actions
    again.key(pygame.K_z, pygame.KMOD_CTRL)  # this turn's undo survived the restart
    assert len(resumed.turn_actions) == 1
    last = again.top_as(PlayScene).match.log[-1]
    assert not getattr(last.said, "key", "").startswith("log.road")


# A game's autosaving in a process of its own (the real Match and its saver, on the data
# folder of MG_DATA_DIR): it prints how many actions it has played, each line once that
# action's autosave is written, and plays on until killed.
AUTOSAVING = """
import random, sys
from mg.engine import Game
from mg.match import Match
from mg.store.seats import Seat
rng, game = random.Random(7), Game.new(["yellow", "orange"], seed=7)
match, played = Match(game, [Seat(None, "yellow"), Seat(None, "orange")]), 0
while game.phase != "over":
    outcome = match.apply(rng.choice(game.legal_actions()))
    assert outcome.refusal is None and match.autosave_off is None
    played += 1
    print(played, flush=True)
"""


def positions_of_the_autosaving_game() -> list[Game]:
    """The game AUTOSAVING plays, after each of its actions (the same seed, the same moves)."""
    rng, game = random.Random(7), Game.new(["yellow", "orange"], seed=7)
    positions = [game.copy()]
    while game.phase != "over":
        game.apply(rng.choice(game.legal_actions()))
        positions.append(game.copy())
    return positions


@pytest.mark.system
@pytest.mark.parametrize("kill_after", [1, 7, 40])
def test_a_killed_game_leaves_a_good_autosave(tmp_path: Path, kill_after: int) -> None:
    """SIGKILL while the game saves after every action: the autosave is whole and is the
    game at the action last reported saved or a later one, never half written; a write cut
    short leaves at most its temporary file, which a later save sweeps once stale."""
    env = {
        **os.environ,
        "MG_DATA_DIR": str(tmp_path / "data"),
        "MG_CONFIG_DIR": str(tmp_path / "cfg"),
    }
    path = tmp_path / "data" / "autosave.json"
    proc = subprocess.Popen(
        [sys.executable, "-c", AUTOSAVING], env=env, cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    saved = 0
    while saved < kill_after:  # each line comes once its save is written: no clock involved
        line = proc.stdout.readline()
        assert line, "the autosaving game ended early"
        saved = int(line)
    proc.send_signal(signal.SIGKILL)  # mid-game: it was already playing and saving on
    proc.wait()
    proc.stdout.close()
    session = from_json(path.read_text())  # whole and valid, never half written
    positions = positions_of_the_autosaving_game()
    assert session.game in positions[kill_after:], "the last reported save or a later one"
    assert len(list(path.parent.glob("*.tmp"))) <= 1  # a write the kill cut short
    # Such a leftover is swept by a later save, once no writer could still be at work on it.
    for leftover in path.parent.glob("*.tmp"):
        aged(leftover, 2 * STALE_TEMP)
    write_atomic(path, path.read_text())
    assert not list(path.parent.glob("*.tmp")) and from_json(path.read_text())


def test_save_and_load_a_named_game(driver: Driver) -> None:
    start_and_play_some(driver)
    game = driver.game
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    dialog = driver.top_as(SaveScene)
    dialog.entry.set_text("Evening game")
    driver.press("save")
    assert [p.stem for p in list_saves()] == ["Evening game"]
    driver.press("menu")
    driver.press("load")
    driver.press("file-0")
    assert driver.top_name == "play" and driver.game == game
    driver.key(pygame.K_ESCAPE)
    driver.press("load")  # from the pause menu too
    driver.press("file-0")
    assert driver.top_name == "play" and driver.game == game


@pytest.mark.parametrize("damage", ["truncate", "garbage", "version", "hostile", "empty"])
def test_a_bad_save_is_reported_and_left_untouched(driver: Driver, damage: str) -> None:
    start_and_play_some(driver)
    autosave_before = autosave_path().read_bytes()
    good = autosave_path().read_text()
    data = json.loads(good)
    text = {
        "truncate": good[: len(good) // 2],
        "garbage": "\x00\xff not json at all",
        "version": json.dumps({**data, "version": 999}),
        "hostile": resigned(
            {
                **data,
                "record": {
                    **data["record"],
                    "setup": {**data["record"]["setup"], "map": "__import__('os')"},
                },
            }
        ),
        "empty": "",
    }[damage]
    saves_dir().mkdir(parents=True, exist_ok=True)
    bad = saves_dir() / "Broken.json"
    bad.write_text(text, encoding="utf-8", errors="surrogateescape")
    before = bad.read_bytes()
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("load")
    loader = driver.top_as(LoadScene)
    driver.press("file-0")
    assert driver.top is loader and loader.message
    assert bad.read_bytes() == before
    assert autosave_path().read_bytes() == autosave_before


def test_continue_is_disabled_without_a_game(driver: Driver) -> None:
    assert not autosave_path().exists()
    assert not driver.button("continue").is_enabled


def test_a_damaged_autosave_is_reported_in_the_menu(driver: Driver) -> None:
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "magna-grecia-session", "version": 1}')
    again = restart()
    again.press("continue")
    assert again.top_name == "menu"
    _nothing, unusable = load_autosave()
    assert unusable is not None and problem_keys(unusable)[0] == "autosave_unusable"
    assert notice_text(again.app.ctx.notice) == problem_text(unusable)
