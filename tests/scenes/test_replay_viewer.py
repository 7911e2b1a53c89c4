"""The replay viewer, through the real scenes: a whole recorded game driven by
keys and mouse, the board at every point equal to the game rebuilt from that prefix of the
record (`Game.from_record`); the log and status line follow the moment; from a game in
progress it is read-only and W (or Esc) comes back exactly where the game was; a save from
before records says where its record starts; a click on a line of the log opens the viewer
at that moment."""

from __future__ import annotations

import random

import pygame
import pytest

from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click, post_key
from mg.engine import EndTurn, Game
from mg.match import Match
from mg.scenes.overlays.log import LogScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.replay.log_column import entries_up_to
from mg.scenes.replay.scene import ReplayScene
from mg.scenes.replay.timeline import Timeline
from mg.scenes.scoring.scene import ScoringScene
from mg.store.seats import Seat
from mg.store.session import Session, from_json
from mg.text import i18n
from mg.text.i18n import t
from tests.support.older_saves import VERSION_2_MID_TURN
from tests.support.soak import amount
from tests.support.turns import human_turn

SEATS = [Seat("Ann", "yellow"), Seat("Ben", "orange"), Seat("Cy", "brown"), Seat("Di", "red")]


def finished(players: int, rounds: int, seed: int) -> Game:
    """A game of random legal actions played to its end."""
    rng = random.Random(seed)
    game = Game.new([s.colour for s in SEATS[:players]], seed=seed, rounds=rounds)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def rebuilt(game: Game, k: int) -> Game:
    """The game a record of `game`'s first k actions holds, rebuilt by the rules."""
    return Game.from_record(game.record_prefix(k).record())


def assert_shows(replay: ReplayScene, game: Game, k: int) -> None:
    """The viewer shows moment k: its board, scores, hands and turn are the rebuilt game's,
    the status line tells action k, the panel's log ends with it."""
    expected = rebuilt(game, k)
    shown = replay.game
    assert replay.moment == k
    assert shown.record()["digest"] == expected.record()["digest"]  # the whole state
    assert (shown.roads(), shown.cities()) == (expected.roads(), expected.cities())
    assert [shown.markets_at(p) for p in shown.places()] == [
        expected.markets_at(p) for p in expected.places()
    ]
    assert (shown.score, shown.hand, shown.round, shown.current) == (
        expected.score,
        expected.hand,
        expected.round,
        expected.current,
    )
    assert shown.history == game.history[:k]
    log = replay.source.log
    told = [e for e in log if e.step == k - 1 and e.kind != "hint"]
    wording = replay.source.wording()
    if k == game.history_length and game.is_over():  # the end: the final scores (R37, R38)
        assert replay.status == t("replay.final", scores=final_scores(replay, game))
    elif told:
        assert replay.status == " · ".join(wording.entry(e) for e in told)
    elif k > 0:  # the end of the actions or of a turn, which the log does not tell
        who = replay.source.seat_name(rebuilt(game, k - 1).current or "")
        ended = (
            "replay.ended_turn"
            if isinstance(game.history[k - 1], EndTurn)
            else "replay.ended_actions"
        )
        assert replay.status == t(ended, who=who)
    rows = replay.log.rows(replay.moment, 10_000, 60)
    last = entries_up_to(log, k)[-1] if k > 0 else None
    if last is not None:
        assert rows[-1].text == wording.entry(last) and rows[-1].colour == last.colour


def final_scores(replay: ReplayScene, game: Game) -> str:
    """ "Ann 31 (winner), Ben 27, …" best first, as the Games screen words them."""
    said = []
    for line in game.standings():
        word = t("games.player_score", name=replay.source.seat_name(line.colour), score=line.total)
        said.append(t("games.winner", player=word) if line.colour in game.winners() else word)
    return ", ".join(said)


def watch_from_the_score_table(driver: Driver, game: Game, players: int) -> ReplayScene:
    assert driver.app.flow.resume(Session(game, SEATS[:players])) is None
    driver.wait_for("scoring")
    driver.press("watch")  # "Watch the game again", clicked
    return driver.top_as(ReplayScene)


def test_a_whole_recorded_game_by_keys_and_mouse(driver: Driver) -> None:
    game = finished(4, 12, seed=2)
    replay = watch_from_the_score_table(driver, game, 4)
    last = game.history_length
    assert replay.timeline.last == last
    assert_shows(replay, game, 0)  # it starts at the start
    for k in range(1, last + 1):  # Right, action by action, to the very end
        driver.key(pygame.K_RIGHT)
        if k % 17 == 0 or k in (1, 2, last):
            assert_shows(replay, game, k)
    assert replay.game.is_over() and replay.game.score == game.score
    driver.key(pygame.K_RIGHT)  # nothing after the end
    assert replay.moment == last and not replay.buttons["next1"].is_enabled
    tl = Timeline(game)
    driver.key(pygame.K_HOME)
    assert_shows(replay, game, 0)
    driver.key(pygame.K_PAGEDOWN)  # a round: the first of the rounds (after the oracles)
    first_round = tl.round_starts[1]
    assert_shows(replay, game, first_round)
    assert replay.game.round == 1 and rebuilt(game, first_round - 1).round == 0
    driver.key(pygame.K_DOWN)  # a turn: the next player's first moment
    turn = tl.next_turn(first_round)
    assert_shows(replay, game, turn)
    assert replay.game.current != rebuilt(game, first_round).current
    driver.press("turn_back")  # the buttons, by mouse
    assert_shows(replay, game, first_round)
    driver.press("next1")
    assert_shows(replay, game, first_round + 1)
    driver.press("round_next")
    assert_shows(replay, game, tl.next_round(first_round + 1))
    driver.press("back1")
    driver.press("round_back")
    assert replay.moment == tl.previous_round(tl.next_round(first_round + 1) - 1)
    driver.press("end")
    assert_shows(replay, game, last)
    driver.key(pygame.K_PAGEUP)
    assert_shows(replay, game, tl.round_starts[-1])
    driver.key(pygame.K_UP)
    assert_shows(replay, game, tl.previous_turn(tl.round_starts[-1]))
    driver.press("start")
    assert_shows(replay, game, 0)
    # the slider: a click at three quarters, then dragged back to a quarter
    track = replay.bar.slider_rect()
    driver.click((track.x + track.w * 3 // 4, track.centery))
    assert_shows(replay, game, round(last * (track.w * 3 // 4) / track.w))
    pos = (track.x + track.w // 4, track.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track.center, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    driver.frames(2)
    assert_shows(replay, game, round(last * (track.w // 4) / track.w))
    driver.key(pygame.K_ESCAPE)  # back to the score table, as it was
    assert isinstance(driver.top, ScoringScene) and driver.top.table_shown


def test_play_at_speeds_counts_frames_not_seconds(driver: Driver) -> None:
    """Play shows an action every PACE seconds of frames at 1× (dt 1/60 s a frame), twice
    and four times as often at 2× and 4×, and stops at the end; Space pauses."""
    game = finished(2, 8, seed=3)
    replay = watch_from_the_score_table(driver, game, 2)
    driver.press("play")
    assert replay.playing
    start = replay.moment
    driver.frames(60 * 9)  # 9 s at 1×: 10 actions (the first at once)
    at_1x = replay.moment - start
    driver.key(pygame.K_s)  # 2×
    start = replay.moment
    driver.frames(60 * 9)
    at_2x = replay.moment - start
    driver.key(pygame.K_s)  # 4×
    start = replay.moment
    driver.frames(60 * 9)
    at_4x = replay.moment - start
    assert 9 <= at_1x <= 11 and 19 <= at_2x <= 21 and 38 <= at_4x <= 42
    driver.key(pygame.K_SPACE)
    paused = replay.moment
    driver.frames(120)
    assert not replay.playing and replay.moment == paused
    driver.key(pygame.K_END)
    driver.key(pygame.K_SPACE)  # at the end, Play starts again from the start
    assert replay.playing and replay.moment <= 1


def test_from_a_game_in_progress_W_comes_back_exactly_where_it_was(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False
    driver.start_game(2)
    for _ in range(3):
        human_turn(driver)
    play = driver.top_as(PlayScene)
    play.press("city")
    before, log, history = play.game.copy(), list(play.match.log), play.game.history
    driver.key(pygame.K_w)
    replay = driver.top_as(ReplayScene)
    assert replay.moment == replay.timeline.last == len(history)
    assert replay.buttons["close"].text == t("replay.to_game")
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_PAGEDOWN)
    driver.click_space(next(iter(replay.game.board.index)))  # read-only: nothing played
    assert play.game == before and play.match.log == log
    driver.key(pygame.K_w)
    assert driver.top is play and play.tool == "city"
    assert play.game == before and play.game.history == history and play.match.log == log


def test_a_save_from_before_records_says_where_its_record_starts(driver: Driver) -> None:
    session = from_json(VERSION_2_MID_TURN.read_text(encoding="utf-8"))
    match = Match.from_session(session, saver=lambda s: None)
    assert not match.game.history_complete
    driver.app.flow.replay(match, at=0)
    replay = driver.top_as(ReplayScene)
    said = t("replay.starts_in_round", round=4)
    assert replay.status == said
    assert replay.log.rows(replay.moment, 10_000, 40)[0].text == said
    driver.key(pygame.K_END)
    assert replay.game.record()["digest"] == match.game.record()["digest"]


def test_a_click_on_a_line_of_the_log_shows_that_moment(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False
    driver.start_game(2)
    for _ in range(3):
        human_turn(driver)
    play = driver.top_as(PlayScene)
    game = play.game
    driver.key(pygame.K_l)
    log = driver.top_as(LogScene)
    entry = next(e for e in play.match.log if e.round == 1 and e.kind == "action")
    k = next(n for n, row in enumerate(log.rows) if row.moment == (entry.step or 0) + 1)
    log.top_line = max(0, min(k, len(log.lines) - log.visible))
    y = log.box.y + driver.app.ctx.px(92) + (k - log.top_line) * log.line_h + log.line_h // 2
    driver.click((log.box.x + driver.app.ctx.px(200), y))
    replay = driver.top_as(ReplayScene)
    assert entry.step is not None
    assert replay.moment == entry.step + 1
    assert replay.status.startswith(play.match.wording().entry(entry))
    assert replay.game.history == game.history[: entry.step + 1]
    driver.key(pygame.K_ESCAPE)
    assert driver.top is play  # the log closed first: back to the game


@pytest.mark.usefixtures("english_after")
def test_after_a_language_switch_the_viewer_is_wholly_in_the_new_language(
    driver: Driver,
) -> None:
    game = finished(3, 8, seed=4)
    replay = watch_from_the_score_table(driver, game, 3)
    driver.key(pygame.K_END)
    english = [row.text for row in replay.log.rows(replay.moment, 10_000, 30)]
    status, play_button = replay.status, replay.buttons["play"].text
    driver.app.ctx.store.change(language="it")
    driver.app.stack.resize(driver.app.ctx.size)  # as the Settings overlay does
    driver.frames(1)
    assert i18n.language() == "it"
    wording = replay.source.wording()
    rows = replay.log.rows(replay.moment, 10_000, 30)
    entries = entries_up_to(replay.source.log, replay.moment)
    lines = [row.text for row in rows if not row.title]
    assert lines == [wording.entry(e) for e in entries[-len(lines) :]]
    assert all(a != b for a, b in zip(lines, english[-len(lines) :], strict=True))
    assert replay.status != status
    assert replay.status == t("replay.final", scores=final_scores(replay, game))
    assert replay.buttons["play"].text == t("replay.play") != play_button


@pytest.mark.soak
@pytest.mark.every_frame  # random input: every frame drawn, as the real loop
def test_random_input_never_breaks_the_viewer(driver: Driver) -> None:
    """Random keys, clicks, drags and wheel on the viewer: it never breaks, and whatever
    moment it shows is the game rebuilt from that prefix of the record."""
    game = finished(3, 8, seed=6)
    replay = watch_from_the_score_table(driver, game, 3)
    rng = random.Random(6)
    keys = [*ReplayScene.KEYS, pygame.K_r, pygame.K_l, pygame.K_PLUS, pygame.K_MINUS]
    w, h = driver.app.ctx.size
    digests = {k: g.record()["digest"] for k, g in enumerate(game.replay())}
    for n in range(amount(600, 100)):
        roll = rng.random()
        if roll < 0.4:
            key = rng.choice([k for k in keys if k not in (pygame.K_ESCAPE, pygame.K_w)])
            post_key(key)
        elif roll < 0.7:
            buttons = [b for b in replay.buttons.values() if b.is_enabled and b.visible]
            post_click(rng.choice(buttons).rect.center if buttons else (1, 1))
        elif roll < 0.85:
            track = replay.bar.slider_rect()
            post_click((rng.randrange(track.x - 20, track.right + 20), track.centery))
        else:
            post_click((rng.randrange(w), rng.randrange(h)), rng.choice((1, 3)))
        driver.frames(1)
        if driver.top is not replay:  # Back pressed: open it again where it was
            assert isinstance(driver.top, ScoringScene)
            driver.press("watch")
            replay = driver.top_as(ReplayScene)
        if n % 25 == 0:
            driver.frames(3)
            assert replay.game.record()["digest"] == digests[replay.moment]
