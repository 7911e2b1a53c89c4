"""Your games kept, through the real menu: every game has its own file, a new
game never removes another one (the first is still listed and resumable), the Games
screen's Continue takes the most recent unfinished game, a finished one opens its final
table, Delete asks once, Export then Import round-trips to an equal game, and a hostile
import is refused and changes nothing (every action checked again: Game.from_record)."""

from __future__ import annotations

import json
import os
import random
import shutil

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game, Problem
from mg.scenes.overlays.games import GamesScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.replay.scene import ReplayScene
from mg.store.game_files import (
    count_game,
    exports_dir,
    game_path,
    games_dir,
    imports_dir,
    list_games,
    load_rating,
)
from mg.store.seats import Seat
from mg.store.session import Session, read, to_json
from mg.store.storage import write_atomic
from mg.text.i18n import t
from tests.support.json_mutation import resigned
from tests.support.screen_text import texts_drawn
from tests.support.turns import human_turn

SEATS = [Seat("Cleo", "yellow"), Seat("Dan", "orange")]


def played(seed: int, actions: int | None = None) -> Game:
    """A 2-player game of random legal actions: `actions` of them, or to its end."""
    rng = random.Random(seed)
    game = Game.new(["yellow", "orange"], seed=seed, rounds=8)
    while game.phase != "over" and (actions is None or game.history_length < actions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def kept(game: Game, written: float) -> Session:
    """`game` kept in its own file, written at time `written` (seconds since the epoch)."""
    session = Session(game, list(SEATS))
    path = game_path(session.game_id)
    write_atomic(path, to_json(session))
    os.utime(path, (written, written))
    return session


def to_menu(d: Driver) -> None:
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    d.wait_for("menu")


def games_screen(d: Driver) -> GamesScene:
    d.press("games")
    return d.top_as(GamesScene)


def row_of(screen: GamesScene, game: Game) -> int:
    return next(k for k, row in enumerate(screen.rows) if read(row.path).game == game)


def test_a_new_game_never_removes_the_first_one(driver: Driver) -> None:
    """Start a game, play, New game: no question, the first game is still listed and is
    taken up again from the Games screen exactly as it was left."""
    driver.start_game()
    for _ in range(2):
        human_turn(driver)
    first = driver.game.copy()
    to_menu(driver)
    driver.press("start")
    assert driver.top_name == "setup"  # nothing asked: the first game is kept in its file
    driver.press("random")
    driver.wait_for("play", limit=300)
    second = driver.game.copy()
    to_menu(driver)
    screen = games_screen(driver)
    assert {read(row.path).game for row in screen.rows} == {first, second}
    driver.press(f"game-{row_of(screen, first)}")
    assert driver.top_name == "play" and driver.game == first
    human_turn(driver)  # it goes on, and its own file follows it
    assert read(game_path(driver.top_as(PlayScene).match.game_id)).game == driver.game
    assert second in {read(row.path).game for row in list_games()}


def test_continue_takes_the_most_recent_unfinished_game(driver: Driver) -> None:
    older = kept(played(1, 12), 1_000_000)
    newer = kept(played(2, 9), 2_000_000)
    kept(played(3), 3_000_000)  # the newest is finished: not one to continue
    screen = games_screen(driver)
    assert [row.finished for row in screen.rows] == [True, False, False]
    assert [row.game_id for row in screen.rows[1:]] == [newer.game_id, older.game_id]
    driver.press("continue")
    assert driver.top_name == "play" and driver.game == newer.game


def test_a_finished_game_opens_as_a_replay(driver: Driver) -> None:
    """A finished game opens in the replay viewer at its start; its end is the
    finished game; Esc comes back to the Games screen, which changed nothing."""
    finished = kept(played(4), 1_000_000).game
    screen = games_screen(driver)
    assert screen.rows[0].winners == tuple(finished.winners())
    assert screen.rows[0].scores == tuple(finished.score[c] for c in finished.players)
    assert driver.button("continue").is_enabled is False  # nothing unfinished
    driver.press("game-0")
    assert driver.top_name == "replay" and driver.game.history_length == 0
    driver.key(pygame.K_END)
    assert driver.game.record()["digest"] == finished.record()["digest"]
    driver.key(pygame.K_ESCAPE)
    assert driver.top is screen and driver.app.flow.match is None


def test_replay_watches_an_unfinished_game_without_taking_it_up(driver: Driver) -> None:
    """Replay on an unfinished game shows its record; it is not taken up (nothing is the
    game in progress, its file is unchanged)."""
    session = kept(played(6, 40), 1_000_000)
    before = game_path(session.game_id).read_bytes()
    games_screen(driver)
    driver.press("replay-0")
    assert driver.top_name == "replay" and driver.game.history_length == 0
    driver.key(pygame.K_END)
    assert driver.game.record()["digest"] == session.game.record()["digest"]
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "games" and driver.app.flow.match is None
    assert game_path(session.game_id).read_bytes() == before


def test_delete_asks_once(driver: Driver) -> None:
    session = kept(played(5, 10), 1_000_000)
    games_screen(driver)
    driver.press("delete-0")
    assert game_path(session.game_id).exists()  # the first click only asks
    assert driver.button("delete-0").text == t("load.confirm")
    driver.press("delete-0")
    assert not game_path(session.game_id).exists()
    assert driver.top_as(GamesScene).rows == []


def test_export_then_import_round_trips_to_an_equal_game(driver: Driver) -> None:
    original = kept(played(6, 15), 1_000_000)
    games_screen(driver)
    driver.press("export-0")
    [exported] = exports_dir().iterdir()
    assert read(exported).game == original.game
    game_path(original.game_id).unlink()  # gone from here: only the export has it
    imports_dir().mkdir(parents=True)
    shutil.copy(exported, imports_dir() / "from a friend.mgrecord")
    driver.press("import")
    screen = driver.top_as(GamesScene)
    assert screen.refused is None
    assert [read(row.path).game for row in screen.rows] == [original.game]
    assert [s.name for s in read(screen.rows[0].path).seats] == ["Cleo", "Dan"]
    assert list(imports_dir().iterdir()) == []  # taken in


def test_a_hostile_import_is_refused_and_changes_nothing(driver: Driver) -> None:
    mine = kept(played(7, 10), 1_000_000)
    doc = json.loads(to_json(Session(played(8, 14), list(SEATS))))
    actions = doc["record"]["actions"]
    actions[-1] = actions[0]  # an oracle placed again where one stands: illegal (R4)
    imports_dir().mkdir(parents=True)
    hostile = imports_dir() / "hostile.mgrecord"
    hostile.write_text(resigned({k: v for k, v in doc.items() if k != "digest"}), "utf-8")
    before = sorted(os.listdir(games_dir()))
    games_screen(driver)
    driver.press("import")
    screen = driver.top_as(GamesScene)
    assert screen.refused is not None and screen.refused.key == "import_refused"
    why = dict(screen.refused.params)["problem"]
    assert isinstance(why, Problem) and why.key == "record_illegal"  # the engine said no
    assert sorted(os.listdir(games_dir())) == before
    assert [row.game_id for row in screen.rows] == [mine.game_id]
    assert hostile.exists()  # left where it was, for the player to look at


def test_the_menus_continue_without_an_autosave_takes_the_last_kept_game(
    driver: Driver,
) -> None:
    kept(played(9, 12), 1_000_000)
    newer = kept(played(10, 11), 2_000_000)
    driver.app.flow.menu()  # the menu built again: there is a game to continue now
    assert driver.button("continue").is_enabled
    driver.press("continue")
    assert driver.top_name == "play" and driver.game == newer.game


def test_more_games_than_fit_are_listed_page_by_page(driver: Driver) -> None:
    """Thirteen kept games: three pages of at most six, newest first, turned by Older and
    Newer, by Page Down / Page Up and by the wheel; each game listed exactly once."""
    games = [kept(played(seed, actions=3 + seed), 1_700_000_000 + 60 * seed) for seed in range(13)]
    newest_first = [s.game_id for s in reversed(games)]
    screen = games_screen(driver)
    assert (screen.page, screen.pages) == (0, 3)
    assert not driver.button("newer").is_enabled and driver.button("older").is_enabled
    seen = [read(row.path).game_id for row in screen.rows]
    driver.press("older")
    seen += [read(row.path).game_id for row in screen.rows]
    driver.key(pygame.K_PAGEDOWN)
    seen += [read(row.path).game_id for row in screen.rows]
    assert seen == newest_first  # 6 + 6 + 1, in order, none twice
    assert screen.page == 2 and not driver.button("older").is_enabled
    driver.key(pygame.K_PAGEDOWN)  # no page after the last
    assert screen.page == 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    driver.frames(1)
    assert screen.page == 1  # the wheel up: newer games
    driver.press("newer")
    assert screen.page == 0 and [read(r.path).game_id for r in screen.rows] == newest_first[:6]


def test_a_finished_games_replay_offers_its_final_table(driver: Driver) -> None:
    """From the Games screen a finished game opens as a replay; its Final scores button
    shows the final table (the game's standings), which the score table's own replay does
    not offer again (Back returns to it)."""
    finished = kept(played(4), 1_000_000).game
    games_screen(driver)
    driver.press("game-0")
    assert driver.top_name == "replay"
    assert driver.button("table").visible  # only a finished game's viewer has it
    driver.press("table")
    driver.frames(2)
    assert driver.top_name == "scoring"
    assert driver.game.record()["digest"] == finished.record()["digest"]
    driver.key(pygame.K_w)  # Watch the game again, from the table: no table button
    assert driver.top_name == "replay" and "table" not in driver.top_as(ReplayScene).buttons
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "scoring"


def test_an_unfinished_games_replay_offers_no_table(driver: Driver) -> None:
    kept(played(6, 40), 1_000_000)
    games_screen(driver)
    driver.press("replay-0")
    assert driver.top_name == "replay" and "table" not in driver.top_as(ReplayScene).buttons


def test_the_games_screen_shows_the_players_rating_against_the_bots(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No rating before a game against bots is finished here; then the rating the store
    kept and how many games made it ("Your rating 1016 after 1 game")."""
    screen = games_screen(driver)
    assert t("rating.none") in texts_drawn(driver, monkeypatch)
    driver.press("close")
    session = Session(played(4), [Seat(None, "yellow"), Seat(None, "orange", "hard")])
    assert count_game(session) is None
    screen = games_screen(driver)
    kept_rating = load_rating()[0].rating
    assert kept_rating.games == 1 and screen.rating == kept_rating
    line = t("rating.yours", rating=round(kept_rating.value), games=1)
    assert line in texts_drawn(driver, monkeypatch)
