"""The statistics screen through the real scenes: the score table's
Statistics button (or S) opens it and Back (or Esc) returns to the table; Analyse runs in
the bots' worker while every frame is still drawn (counted), shows the turning points and
keeps the analysis with the game (in its own file); Cancel drops it; Export PNG writes a
picture to <data>/exports/ or says why not; the Games screen opens any kept game's."""

from __future__ import annotations

import random
from concurrent import futures

import pygame
import pytest

from mg.ai import analysis as analysis_module
from mg.dev.driver import WORKER_WAIT, Driver
from mg.dev.scripted_input import post_click, post_key
from mg.scenes.overlays.games import GamesScene
from mg.scenes.overlays.log import LogScene
from mg.scenes.scoring.scene import ScoringScene
from mg.scenes.stats.scene import StatisticsScene
from mg.store.game_files import count_game, exports_dir, game_path, load_rating
from mg.store.seats import Seat
from mg.store.session import Session, read, to_json
from mg.store.storage import write_atomic
from mg.text.analysis_words import turning_entries
from mg.text.i18n import t
from tests.support.finished_games import random_game
from tests.support.problem_keys import problem_keys
from tests.support.screen_text import texts_drawn
from tests.support.soak import amount

SEATS = [Seat("Cleo", "yellow"), Seat("Dan", "orange")]
STEPS = 2_000  # frames before a test gives up on the analysis (a turn judged a frame)


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard bot thinks the least it may: what is tested is the flow."""
    monkeypatch.setattr(analysis_module, "GAME_SECONDS", 0.01)


def table(driver: Driver, seed: int = 4) -> ScoringScene:
    """A finished game (its whole record) resumed: its score table."""
    session = Session(random_game(seed, 2, rounds=8), list(SEATS))
    assert driver.app.flow.resume(session) is None
    driver.frames(2)
    return driver.top_as(ScoringScene)


def statistics_by_mouse(driver: Driver) -> StatisticsScene:
    table(driver)
    driver.press("stats")
    return driver.top_as(StatisticsScene)


def analysed(driver: Driver, scene: StatisticsScene) -> tuple[int, int]:
    """Press Analyse and step frames until it is done: (frames stepped, frames drawn). Each
    frame comes once the worker has answered the turn it was judging (its job's future), so
    the frames stepped are the analysis's own, whatever the machine's speed."""
    driver.press("analyse")
    steps, drawn = 0, driver.app.draws
    while scene.busy():
        assert steps < STEPS, "the analysis never ended"
        job = scene.analyser.future if scene.analyser is not None else None
        if job is not None:
            done, _ = futures.wait([job], timeout=WORKER_WAIT)
            assert done, "the worker never answered"
        driver.frames(1)
        steps += 1
    return steps, driver.app.draws - drawn


def test_the_table_opens_statistics_and_back_returns(driver: Driver) -> None:
    scene = statistics_by_mouse(driver)
    final = scene.stats.final
    assert final.score == scene.game.score  # the final scores are the scoring's
    assert final.projected == {s.colour: s.total for s in scene.game.standings()}
    driver.press("back")
    assert driver.top_name == "scoring"
    driver.key(pygame.K_s)  # the key opens it too, and Esc closes it
    assert driver.top_name == "statistics"
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "scoring"


def test_analyse_keeps_drawing_and_keeps_the_analysis(driver: Driver) -> None:
    scene = statistics_by_mouse(driver)
    assert driver.button("analyse").is_enabled
    steps, drawn = analysed(driver, scene)
    assert steps > 0
    assert drawn >= steps  # every frame stepped while the worker judged was drawn
    assert scene.analysis is not None and scene.problem is None
    assert not driver.button("analyse").is_enabled  # analysed once: kept
    match = driver.app.flow.match
    assert match is not None and match.analysis == scene.analysis
    kept = read(game_path(match.game_id))  # the game's own file holds it
    assert kept.analysis == scene.analysis
    points = scene.analysis.turning_points()
    assert points  # random play leaves the bot plenty to find
    assert all(p.step in scene.starts for p in points)  # each worded from its turn's start
    driver.press("back")
    driver.app.flow.log()  # the log shows them too, each in its turn
    shown = " ".join(" ".join(r.text for r in driver.top_as(LogScene).rows).split())
    wording = match.wording()
    for _, entry in turning_entries(match.game, scene.analysis):
        assert " ".join(wording.entry(entry).split()) in shown


def test_cancel_drops_the_analysis(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(analysis_module, "GAME_SECONDS", 50.0)  # long enough to cancel
    scene = statistics_by_mouse(driver)
    driver.press("analyse")
    assert scene.busy() and driver.button("cancel").visible
    driver.press("cancel")
    assert not scene.busy()
    assert scene.analysis is None
    assert driver.button("analyse").visible and driver.button("analyse").is_enabled
    match = driver.app.flow.match
    assert match is not None and match.analysis is None


def test_export_writes_a_png_or_says_why_not(driver: Driver) -> None:
    scene = statistics_by_mouse(driver)
    driver.press("export")
    pictures = list(exports_dir().glob("statistics-*.png"))
    assert len(pictures) == 1 and scene.problem is None
    assert pygame.image.load(str(pictures[0])).get_size() == scene.box().size
    for picture in pictures:
        picture.unlink()
    exports_dir().rmdir()
    exports_dir().write_text("a file where the folder should be")
    driver.press("export")
    assert scene.problem is not None
    assert problem_keys(scene.problem) == ["path_is_file"]
    assert not list(exports_dir().parent.glob("**/statistics-*.png"))


def test_the_games_screen_opens_any_games_statistics(driver: Driver) -> None:
    game = random_game(9, 2, rounds=8)
    session = Session(game, list(SEATS))
    write_atomic(game_path(session.game_id), to_json(session))
    driver.press("games")
    driver.top_as(GamesScene)
    driver.press("stats-0")
    scene = driver.top_as(StatisticsScene)
    assert scene.game == game
    analysed(driver, scene)
    assert scene.analysis is not None and scene.problem is None
    assert read(game_path(session.game_id)).analysis == scene.analysis
    driver.press("back")
    assert driver.top_name == "games"


def test_a_game_in_progress_is_not_analysed(driver: Driver) -> None:
    game = random_game(2, 2, rounds=8)
    partway = game.record_prefix(game.history_length // 2)
    session = Session(partway, list(SEATS))
    write_atomic(game_path(session.game_id), to_json(session))
    driver.press("games")
    driver.press("stats-0")
    scene = driver.top_as(StatisticsScene)
    assert not driver.button("analyse").is_enabled
    assert scene.stats.final.projected == partway.projected_scores()


@pytest.mark.soak
@pytest.mark.every_frame  # random input: every frame drawn, as the real loop
def test_random_input_on_the_screen_breaks_nothing(driver: Driver) -> None:
    """Clicks, keys and resizes at random over the statistics (Analyse, Cancel, Export and
    Back among them): no exception, the game unchanged, the screen or the table on top."""
    scene = statistics_by_mouse(driver)
    game = scene.game.copy()
    rng = random.Random(3)
    for _ in range(amount(300, 50)):
        if driver.top_name != "statistics":
            driver.press("stats")
        buttons = [b for b in driver.top_as(StatisticsScene).buttons.values() if b.visible]
        roll = rng.random()
        if roll < 0.4:
            post_click(rng.choice(buttons).rect.center)
        elif roll < 0.8:
            w, h = driver.app.ctx.size
            post_click((rng.randrange(w), rng.randrange(h)))
        elif roll < 0.95:
            post_key(rng.choice((pygame.K_ESCAPE, pygame.K_s, pygame.K_RETURN, pygame.K_TAB)))
        else:
            size = (rng.randrange(1280, 1500), rng.randrange(720, 860))
            pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.post(
                pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            )
        driver.frames(3)  # pygame-gui's own events come round before the next input
        assert driver.top_name in ("statistics", "scoring")
    assert driver.app.flow.match is not None and driver.app.flow.match.game == game


def test_the_header_shows_the_players_rating_against_the_bots(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    rated_game = Session(
        random_game(9, 2, rounds=8), [Seat(None, "yellow", "easy"), Seat(None, "orange")]
    )
    assert count_game(rated_game) is None
    scene = statistics_by_mouse(driver)
    kept_rating = load_rating()[0].rating
    assert scene.rating == kept_rating and kept_rating.games == 1
    line = t("rating.yours", rating=round(kept_rating.value), games=1)
    scene.cache = None  # (the charts are drawn once, then kept)
    assert line in texts_drawn(driver, monkeypatch)
