"""The final scoring through the real scene: its pace on a fake clock (fixed frames of
1/60 s), a click that skips, the score table against the engine, the replay button, and
captions that name the places (R37, R38)."""

from __future__ import annotations

import random

import pygame
import pytest

from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click, post_key, post_move
from mg.engine import Game
from mg.scenes.scoring.scene import ScoringScene
from mg.sprites.scoring_motion import MarketFade, MarketMove, MarketPulse, PointsFlight
from mg.text.game_log import Items, Param, Phrase, PlaceRef, SeatRef, phrase
from tests.support.scoring_open import open_scoring
from tests.support.soak import amount

FRAME = 1 / 60


def frames_to_finish(driver: Driver, scene: ScoringScene, limit: int = 60 * 30) -> int:
    for n in range(limit):
        if scene.finished:
            return n
        driver.frames(1)
    raise AssertionError("the scoring never finished")


def test_ten_markets_and_four_oracles_take_8_to_12_seconds_at_normal_speed(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    kinds = [e.kind for e in game.final_scoring()]
    assert kinds.count("oracle_scored") == 4
    assert sum(1 for e in game.final_scoring() if e.kind == "market_scored" and e.points) == 10
    seconds = frames_to_finish(driver, scene) * FRAME
    assert 8.0 <= seconds <= 12.0
    assert scene.shown == {c: float(v) for c, v in game.score.items()}


def test_slow_and_fast_speeds_scale_the_scoring(driver: Driver) -> None:
    normal = frames_to_finish(driver, open_scoring(driver)[0])
    slow = frames_to_finish(driver, open_scoring(driver, "slow")[0])
    fast = frames_to_finish(driver, open_scoring(driver, "fast")[0])
    assert fast < normal * 0.5 < normal < slow * 0.65
    instant, _ = open_scoring(driver, "instant")
    driver.frames(1)
    assert instant.finished


def test_each_step_takes_about_half_a_second(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.frames(round(1.2 / FRAME) + 1)  # sold and inactive markets leave the board
    assert scene.playback.index == 1 and scene.target == game.score_before_final()
    for step in range(2, 6):
        before = sum(scene.target.values())
        driver.frames(round(0.5 / FRAME))
        assert scene.playback.index == step  # one market every half second
        assert sum(scene.target.values()) > before


def test_a_click_on_the_board_skips_to_the_table(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.frames(30)
    assert not scene.finished and scene.button_point("replay") is None
    driver.click(scene.space_point((6, 9)))
    assert scene.finished
    assert scene.target == game.score
    assert scene.button_point("replay") is not None and scene.button_point("skip") is None


def test_the_skip_button_skips_too(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.frames(10)
    driver.press("skip")
    assert scene.finished and scene.target == game.score


def test_the_score_table_shows_the_engines_numbers(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.press("skip")
    standings = game.standings()
    names = scene.match.seat_name
    assert [row.colour for row in scene.table] == [s.colour for s in standings]
    before = game.score_before_final()
    for row, s in zip(scene.table, standings, strict=True):
        cells = row.cells
        assert cells["player"] == names(s.colour)
        assert int(cells["start"]) == before[s.colour]
        assert int(cells["total"]) == game.score[s.colour]
        assert int(cells["total"]) == int(cells["start"]) + int(cells["market_points"]) + int(
            cells["oracle_points"]
        )
        assert int(cells["markets"]) == s.markets and int(cells["oracles"]) == s.oracles
        assert cells["tiles"].split()[0] == str(game.tiles_left(s.colour))
    top = scene.table[:2]  # yellow and orange tie on 38: tiles left decide (R38)
    assert [r.colour for r in top] == game.winners() + ["yellow"]
    assert all(r.tie_break and r.cells["tiles"].endswith("*") for r in top)


def test_watch_the_scoring_again_replays_it_from_the_start(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.press("skip")
    driver.press("replay")
    assert not scene.finished
    assert scene.target == game.score_before_final()
    assert scene.button_point("skip") is not None and scene.button_point("replay") is None
    frames_to_finish(driver, scene)
    assert scene.target == game.score  # scored once, not twice


def named(game: Game, name: str) -> PlaceRef:
    """The map's space called `name`, as a caption names it."""
    return PlaceRef(next(s for s in game.board.spaces if game.board.name(s) == name))


def parts(value: Param) -> list[Param]:
    """A caption's value and every phrase, place, seat and list inside it."""
    inner = value.params if isinstance(value, Phrase) else ()
    items = value.items if isinstance(value, Items) else ()
    return [value] + [p for v in [*(v for _, v in inner), *items] for p in parts(v)]


def test_captions_name_the_places_and_list_worthless_markets_once(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.press("skip")
    y, o, b, r = (SeatRef(c) for c in ("yellow", "orange", "brown", "red"))
    elea, kroton, taras, lokroi, sybaris = (
        named(game, n) for n in ("Elea", "Kroton", "Taras", "Lokroi", "Sybaris")
    )
    said = scene.playback.said()
    at_elea = phrase("log.place.city", owner=o, name=elea)
    assert phrase("score.market", who=y, where=at_elea, points=6) in said
    assert (
        phrase("score.market", who=o, where=phrase("score.village", name=kroton), points=2) in said
    )
    assert (
        phrase("score.market", who=y, where=phrase("score.own_city", name=taras), points=6) in said
    )
    assert phrase("score.oracle", name=lokroi, target=at_elea, points=4) in said
    inactive = phrase("score.market_inactive", who=b, where=phrase("score.village", name=sybaris))
    assert said.count(inactive) == 1
    sold = Items((phrase("score.sold", who=r, count=1),))
    assert phrase("score.sold_leave", markets=sold, count=1) in said
    assert not any(dict(p.params).get("points") == 0 for p in said)
    every = [p for line in said for p in parts(line)]
    assert all(game.board.name(p.space) for p in every if isinstance(p, PlaceRef))
    assert not any(isinstance(p, Phrase) and p.key == "log.place.a_village" for p in every)
    wording = scene.match.wording()  # and the captions shown are these, in words
    assert scene.playback.captions() == [wording.text(p) for p in said]


def test_the_wheel_scrolls_back_through_the_list(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    driver.press("skip")
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    driver.frames(1)
    assert scene.scroll == 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False))
    driver.frames(1)
    assert scene.scroll == 0


@pytest.mark.soak
@pytest.mark.every_frame  # random input: every frame drawn, as the real loop
@pytest.mark.heavy(5)
def test_random_input_on_the_scoring_never_breaks_it_nor_the_game(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    saved = game.to_json()
    rng = random.Random(5)
    w, h = driver.app.ctx.size
    for _ in range(amount(400, 80)):
        roll = rng.random()
        if roll < 0.3:
            post_click((rng.randrange(w), rng.randrange(h)), rng.choice((1, 3)))
        elif roll < 0.5:
            post_move((rng.randrange(w), rng.randrange(h)))
        elif roll < 0.7:
            y = rng.choice((-2, -1, 1, 3))
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
        elif roll < 0.8:
            key = rng.choice((pygame.K_SPACE, pygame.K_RETURN, pygame.K_a, pygame.K_m))
            post_key(key)
        elif scene.finished and roll < 0.9:
            driver.press("replay")
        driver.frames(rng.randrange(1, 8))  # a quick hand: a few frames between inputs
        if driver.top is not scene:
            break
        assert 0 <= scene.scroll < max(1, len(scene.playback.captions()))
    assert game.to_json() == saved and game.phase == "over"


def test_r37_markets_left_in_a_place_move_up_while_the_removed_ones_fade(driver: Driver) -> None:
    scene, game = open_scoring(driver)
    kroton = (5, 5)
    assert game.markets_before_final(kroton) == {
        "yellow": "unsold",
        "orange": "unsold",
        "red": "sold",
    }
    assert game.markets_at(kroton) == {"yellow": "unsold", "orange": "unsold"}  # R37
    moving = {("market", kroton, "yellow"), ("market", kroton, "orange")}
    driver.frames(2)
    assert moving <= scene.gone()  # the scene draws them on their way
    driver.frames(round(1.2 / FRAME) + 1)
    assert scene.playback.index == 1 and not moving & scene.gone()  # on the board again


def test_the_scorings_motions_are_sprites_posed_by_the_playback(driver: Driver) -> None:
    """R37 as sprites of one group: while sold and inactive markets fade their alpha falls
    and the markets left in their places move; then a scoring market pulses while its
    points fly toward their owner's marker; skipped, the group is empty."""
    scene, game = open_scoring(driver)
    removed = {(e.place, e.colour) for e in scene.removed}
    driver.frames(2)
    fades = [m for m in scene.motions if isinstance(m, MarketFade)]
    moves = [m for m in scene.motions if isinstance(m, MarketMove)]
    assert {(m.place, m.colour) for m in fades} == removed
    assert {(m.place, m.colour) for m in moves} == set(scene.moving)
    alpha, spots = fades[0].image.get_alpha(), [m.rect.center for m in moves]
    driver.frames(30)
    assert (fades[0].image.get_alpha() or 0) < (alpha or 255)  # fading
    assert [m.rect.center for m in moves] != spots  # on their way
    driver.frames(round(1.2 / FRAME) - 30)
    assert scene.playback.index == 1 and all(not m.alive() for m in fades + moves)
    step = scene.playback.current
    assert step is not None and step.kind == "market" and step.event is not None
    flight = next(m for m in scene.motions if isinstance(m, PointsFlight))
    assert any(isinstance(m, MarketPulse) for m in scene.motions)
    marker = pygame.Vector2(flight.end())
    far = marker.distance_to(flight.rect.center)
    driver.frames(10)
    assert marker.distance_to(flight.rect.center) < far  # toward the marker
    scene.skip()
    driver.frames(1)
    assert not scene.motions
