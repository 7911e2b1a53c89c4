"""Nothing a player did is thrown away without asking: New game and
Load… ask before they replace an unfinished game, and whatever is replaced stays
recoverable (a named save, or a kept "replaced game" the Load list shows). Since then
every game is kept in its own file and is not at risk (tests/scenes/test_games_screen.py):
the question remains for a game that file does not hold — an autosave of an older version,
a games folder that cannot be written — which these tests make by keeping no game files."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.board.setup import SetupScene
from mg.scenes.lesson.coach import lesson_of
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_rows import row_details
from mg.scenes.play.scene import PlayScene
from mg.store import autosave_guard
from mg.store.kept_games import list_replaced
from mg.store.seats import Seat
from mg.store.session import Session, autosave_path, data_dir, list_saves, read, save_named
from mg.text.i18n import t
from tests.support.hostile_files import read_only
from tests.support.lessons import do_taught
from tests.support.turns import a_few_turns_of_alice_and_bob, human_turn, name_seats


@pytest.fixture(autouse=True)
def no_game_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The games played here are not kept in their own files (as an older version's)."""
    monkeypatch.setattr(autosave_guard, "keep_game", lambda session: None)


def other_save() -> Game:
    """A named save of another game, to load."""
    game = Game.new(["red", "brown"], seed=3)
    assert save_named(Session(game, [Seat("Cleo", "red"), Seat("Dan", "brown")]), "Other") is None
    return game


# -- the two losses, exactly as the issue tells them -------------------------------------
def test_new_game_from_the_menu_asks_before_replacing_the_unfinished_game(driver: Driver) -> None:
    """Play a few turns without Save game… → Esc → Main menu → New game."""
    old = a_few_turns_of_alice_and_bob(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("start")
    assert read(autosave_path()).game == old, "the unfinished game is still the autosave"
    assert driver.top_name == "confirm"


def test_load_in_a_four_player_game_asks_before_replacing_it(driver: Driver) -> None:
    """In a 4-player game, Esc → Load game… → a save."""
    other_save()
    driver.app.ctx.settings.bot_animations = False
    name_seats(driver, ["Alice", "Bob", "Cleo", "Dan"])
    for seat in (1, 2, 3):
        driver.press(f"kind-{seat}")  # Bob, Cleo and Dan: easy bots
    driver.press("start")
    game = driver.game
    driver.press("random")
    alice = driver.app.flow.setup.seats[0].colour
    driver.until(  # the bots before her play their turns
        lambda: game.phase == "actions" and game.current == alice and driver.top_name == "play",
        20_000,
    )
    human_turn(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("load")
    driver.press("file-0")
    assert read(autosave_path()).game == game, "the game in progress is still the autosave"
    assert driver.top_name == "confirm"


# -- what the question says and what each answer does -------------------------------------
def at_the_menu_asked(d: Driver) -> tuple[Game, ConfirmScene]:
    """A few turns of Alice and Bob, Esc → Main menu → New game: the question is up."""
    old = a_few_turns_of_alice_and_bob(d)
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    d.press("start")
    return old, d.top_as(ConfirmScene)


def test_the_question_says_which_game_and_offers_three_ways(driver: Driver) -> None:
    old, confirm = at_the_menu_asked(driver)
    progress = t("load.round", round=old.round, rounds=old.rounds)
    assert confirm.question.message == t("replace.message", progress=progress, players="Alice, Bob")
    assert confirm.question.choices == (
        ("keep", t("replace.keep")),
        ("replace", t("replace.replace")),
        ("cancel", t("replace.cancel")),
    )
    assert [driver.button(k).text for k in ("keep", "replace", "cancel")] == [
        t("replace.keep"),
        t("replace.replace"),
        t("replace.cancel"),
    ]


def test_enter_keeps_it_as_a_save_and_starts_the_new_game(driver: Driver) -> None:
    old, _ = at_the_menu_asked(driver)
    driver.key(pygame.K_RETURN)  # the safe choice: keep it as a save
    assert driver.top_name == "setup" and driver.game != old
    saves = list_saves()
    assert len(saves) == 1 and read(saves[0]).game == old
    assert [s.name for s in read(saves[0]).seats] == ["Alice", "Bob"]
    assert read(autosave_path()).game == driver.game  # the new game is the autosave now
    assert driver.top_as(SetupScene).status == t("replace.kept_as", name=saves[0].stem)


def test_replace_keeps_a_copy_the_load_list_shows(driver: Driver) -> None:
    old, _ = at_the_menu_asked(driver)
    driver.press("replace")
    new = driver.game
    assert driver.top_name == "setup" and new != old and list_saves() == []
    assert [read(p).game for p in list_replaced()] == [old]
    assert driver.top_as(SetupScene).status == t("replace.kept_copy")
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("load")
    row = driver.top_as(LoadScene).rows[0]
    progress = t("load.round", round=old.round, rounds=old.rounds)
    assert driver.button("file-0").text == t("load.replaced") and row.replaced
    assert row_details(row).endswith(f"Alice, Bob · {progress}")
    driver.press("file-0")  # the new game is untouched (no oracle placed): no question
    assert driver.top_name == "play" and driver.game == old
    assert read(autosave_path()).game == old


def test_cancel_changes_nothing(driver: Driver) -> None:
    old, _ = at_the_menu_asked(driver)
    before = autosave_path().read_bytes()
    driver.key(pygame.K_ESCAPE)  # Cancel
    assert driver.top_name == "menu"
    assert autosave_path().read_bytes() == before and read(autosave_path()).game == old
    assert list_saves() == [] and list_replaced() == []
    driver.press("continue")
    assert driver.top_name == "play" and driver.game == old


def test_a_copy_that_cannot_be_written_replaces_nothing(driver: Driver) -> None:
    old, confirm = at_the_menu_asked(driver)
    before = autosave_path().read_bytes()
    with read_only(data_dir()):
        driver.press("replace")
        assert driver.top is confirm
        assert confirm.message == t("replace.not_kept", why=t("problem.read_only"))
        driver.press("keep")
        assert driver.top is confirm
        assert confirm.message == t("replace.not_kept", why=t("problem.read_only"))
    assert autosave_path().read_bytes() == before
    assert list_saves() == [] and list_replaced() == []
    driver.press("cancel")
    assert driver.top_name == "menu"


def test_load_in_a_game_replaced_on_purpose_keeps_it(driver: Driver) -> None:
    other = other_save()
    old = a_few_turns_of_alice_and_bob(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("load")
    driver.press("file-0")
    driver.press("replace")
    assert driver.top_name == "setup" and driver.game == other
    assert [read(p).game for p in list_replaced()] == [old]


# -- no question where nothing is lost -----------------------------------------------------
def test_continue_and_loading_the_same_game_ask_nothing(driver: Driver) -> None:
    old = a_few_turns_of_alice_and_bob(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    driver.press("save")  # its default name
    driver.press("load")
    driver.press("file-0")  # the very game in progress
    assert driver.top_name == "play" and driver.game == old
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("continue")
    assert driver.top_name == "play" and driver.game == old and list_replaced() == []


def test_a_finished_game_is_kept_without_asking(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # the players only pass, quickly
    name_seats(driver, ["Alice", "Bob"])
    driver.press("rounds-8")
    driver.press("start")
    game = driver.game
    driver.press("random")
    while game.phase != "over":
        driver.wait_for("play", limit=300)
        driver.key(pygame.K_e)
        driver.key(pygame.K_e)
    driver.wait_for("scoring", limit=300)
    driver.frames(5)
    driver.click((100, 100))  # skip the scoring to its table
    driver.press("again")
    assert driver.top_name == "setup" and driver.game != game
    assert [read(p).game for p in list_replaced()] == [game]


def test_learn_to_play_leaves_the_game_in_progress_alone(driver: Driver) -> None:
    old = a_few_turns_of_alice_and_bob(driver)
    before = autosave_path().read_bytes()
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    driver.press("learn")
    scene = driver.top_as(PlayScene)
    do_taught(driver, scene, lesson_of(scene).lesson.steps[0])
    assert lesson_of(scene).step == 1  # a step of the lesson was played ...
    assert autosave_path().read_bytes() == before  # ... and never saved over the game
    driver.press("leave")
    driver.press("continue")
    assert driver.top_name == "play" and driver.game == old and list_replaced() == []
