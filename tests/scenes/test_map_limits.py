"""A map holds no more than the game plays smoothly: a saved game on a map of
more than 40 rows or 40 columns or 200 villages (the attack: 200 x 200 with 5,715 villages,
which stalled every End actions) is refused when Continue reads it, the limit named in the
player's language, and nothing changes; a map at the limits still plays."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from mg.dev.driver import Driver
from mg.engine import Board, Game
from mg.scenes.menu.scene import MenuScene
from mg.store.seats import Seat
from mg.store.session import Session, autosave_path, to_json, write_atomic
from mg.text.i18n import t
from mg.ui.notice import notice_text
from mg.ui.options import Options
from tests.support.apps import at_the_menu
from tests.support.json_mutation import resigned

STANDARD_ROWS = 16  # the standard map: 16 rows of at most 25 columns, 42 villages


def padded_map(rows: int = STANDARD_ROWS, cols: int = 0, village_rows: int = 0) -> str:
    """The standard map grown to `rows` rows (the new ones land, the first `village_rows`
    of them all villages) and its first row to `cols` columns: every space of the standard
    map keeps its place, so a game on it stays consistent."""
    lines = Board.standard().to_text().splitlines()
    grid = [k for k, line in enumerate(lines) if line.strip() and line[0] in " ~.vgo"]
    first, last = grid[0], grid[-1]
    lines[first] += " ." * (cols - len(lines[first].split()))
    new_rows = [
        ("  " if r & 1 else "") + " ".join(("v" if k < village_rows else ".") for _ in range(25))
        for k, r in enumerate(range(STANDARD_ROWS, rows))
    ]
    return "\n".join(lines[: last + 1] + new_rows + lines[last + 1 :]) + "\n"


def save_game_on(map_text: str) -> bytes:
    """Autosave a game of the actions phase whose map is `map_text`; the bytes written."""
    game = Game.new(["yellow", "red"], seed=8, rounds=8)
    while game.phase == "oracles":
        game.apply(game.legal_actions()[0])
    data = json.loads(to_json(Session(game, [Seat("Ann", "yellow"), Seat("Ben", "red")])))
    data["record"]["setup"]["map"] = map_text
    write_atomic(autosave_path(), resigned(data))
    return autosave_path().read_bytes()


@pytest.fixture
def menu(private_settings: None) -> Iterator[Driver]:
    with at_the_menu(Options(windowed=(1280, 720), seed=11)) as driver:
        yield driver


def continue_from_menu(menu: Driver) -> Driver:
    """The menu built again (the autosave is new) and Continue pressed."""
    menu.app.stack.reset(MenuScene(menu.app.ctx))
    menu.frames(2)
    menu.press("continue")
    return menu


def grid_line(map_text: str, row: int) -> int:
    """The line number (from 1) of grid row `row` (from 0) in `map_text`."""
    grid = [
        n
        for n, line in enumerate(map_text.splitlines(), start=1)
        if line.strip() and line.lstrip()[0] in "~.vgo"
    ]
    return grid[row]


@pytest.mark.parametrize(
    "rows, cols, village_rows, key",
    [
        (200, 200, 190, "map_columns"),  # the attack's size: 200 rows, 200 columns, 4,792 villages
        (41, 0, 0, "map_rows"),
        (STANDARD_ROWS, 41, 0, "map_columns"),
        (STANDARD_ROWS + 7, 0, 7, "map_villages"),  # 42 + 7 x 25 = 217 villages
    ],
)
def test_a_saved_game_on_a_map_past_the_limits_is_refused_naming_the_limit(
    menu: Driver, rows: int, cols: int, village_rows: int, key: str
) -> None:
    text = padded_map(rows, cols, village_rows)
    saved = save_game_on(text)
    continue_from_menu(menu)
    assert menu.top_name == "menu"
    if key == "map_rows":
        problem = t("problem.map_rows", line=grid_line(text, 40), most=40)
    elif key == "map_columns":
        problem = t("problem.map_columns", line=grid_line(text, 0), most=40)
    else:
        problem = t("problem.map_villages", count=217, most=200)
    assert notice_text(menu.app.ctx.notice) == t("problem.autosave_unusable", problem=problem)
    assert autosave_path().read_bytes() == saved  # nothing changed


def test_a_map_at_the_limits_plays(menu: Driver) -> None:
    text = padded_map(40, 40, 6)  # 40 rows, 40 columns, 42 + 6 x 25 = 192 villages
    assert len(Board.from_text(text).villages) == 192
    save_game_on(text)
    continue_from_menu(menu)
    assert menu.top_name == "play", menu.app.ctx.notice
    menu.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    menu.press("end_actions")
    assert menu.game.phase == "market"
