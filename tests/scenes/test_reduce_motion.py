"""Settings → Reduce motion through the real game: no camera glide to a computer player's
move, no idle motion (the pennants stand still and are never redrawn by themselves), pieces
and oracles as short fades, and the final scoring step by step without sweeps (the markers
step, the points stay by their piece)."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.board.board_pane import FADE
from mg.scenes.play.scene import PlayScene
from mg.sprites.animations import FadeIn
from mg.sprites.glide import glide_target
from mg.sprites.idle_motion import flag_rect
from tests.support.bot_moves import bots_turn, off_centre, zoomed_in
from tests.support.idle_frames import SECOND, settle
from tests.support.oracle_turn import before_the_turn
from tests.support.scoring_open import open_scoring


def calm(driver: Driver) -> None:
    driver.app.ctx.store.change(reduce_motion=True)


def test_no_glide_to_a_bots_move_on_a_zoomed_board(driver: Driver) -> None:
    calm(driver)
    play, actions = bots_turn(driver)
    game = play.game
    zoomed_in(driver, play)
    city = off_centre(play, game.legal_actions())
    assert isinstance(city, PlaceCity) and glide_target(play.view, city.space) is not None
    actions.append(city)
    driver.frames(1)
    assert not play.pane.gliding() and city.space in game.cities()  # played at once


def test_the_pennants_stand_still_and_nothing_is_redrawn_by_itself(driver: Driver) -> None:
    calm(driver)
    driver.start_game()
    play = driver.top_as(PlayScene)
    settle(driver)
    before = driver.app.ambient_draws
    oracle = next(iter(play.game.oracles()))
    area = flag_rect(play.view.layout, oracle)
    shots = []
    for moment in (0.0, 0.3, 0.7, 1.1, 1.6):  # the pennant at moments apart: always the same
        play.pane.clock = moment
        canvas = pygame.Surface(driver.app.ctx.size)
        play.pane.draw_flags(canvas)
        shots.append(bytes(pygame.image.tobytes(canvas.subsurface(area), "RGB")))
    assert len(set(shots)) == 1
    assert play.ambient() == []
    driver.frames(5 * SECOND)
    assert driver.app.ambient_draws == before


def test_the_scoring_goes_step_by_step_without_sweeps(driver: Driver) -> None:
    calm(driver)
    scoring, game = open_scoring(driver)
    points = 0
    for _ in range(60 * 30):
        if scoring.finished:
            break
        driver.frames(1)
        assert scoring.shown == {c: float(v) for c, v in scoring.target.items()}  # stepped
        points = max(points, sum(scoring.target.values()))
    assert scoring.finished and points > sum(scoring.start.values())  # step by step


def test_pieces_fade_in_where_they_stand(driver: Driver) -> None:
    calm(driver)
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    city = next(a for a in game.legal_actions() if isinstance(a, PlaceCity))
    assert play.apply(city)
    motions = play.pane.sprites.animations()
    assert motions and all(isinstance(m, FadeIn) for m in motions)
    first = motions[0]
    rects: set[tuple[float, float, float, float]] = set()
    alphas: list[int] = []
    while first.alive():
        driver.frames(1)
        if first.alive():
            assert first.image is not None and first.rect is not None
            rects.add((first.rect.x, first.rect.y, first.rect.w, first.rect.h))
            alphas.append(first.image.get_alpha() or 0)
    assert len(rects) == 1  # it never moves: no rise, no drop
    assert alphas == sorted(alphas) and alphas[0] < alphas[-1]  # only fades in
    assert len(alphas) <= round(FADE * 0.45 * 60) + 1  # shorter than the animation it stands for


def test_an_oracle_fades_to_where_it_points_without_a_glow(driver: Driver) -> None:
    calm(driver)
    play, action, turned = before_the_turn(driver)
    sprites = play.pane.sprites
    oracle = sprites.oracles.oracles[turned.oracle]
    start = oracle.angle
    assert play.apply(action)
    driver.frames(1)
    assert oracle.fading and sprites.oracles.glows() == []
    while oracle.turn is not None:
        assert oracle.angle == start  # it never sweeps round: the new pointing fades in
        driver.frames(1)
    assert oracle.angle == oracle.goal != start
