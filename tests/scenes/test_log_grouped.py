"""The game log overlay (and the "(hint)" of point 8), through the real
scenes: grouped by round and turn, every line inside the box, reworded whole after a
language switch, and undo takes back exactly an action's entries while a used hint stays."""

from __future__ import annotations

import re

import pygame
import pytest

from mg.app.loop import App
from mg.dev.driver import Driver
from mg.engine import CARDS, PlaceCity
from mg.match import Match
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.log import LogScene, Row
from mg.scenes.play.scene import PlayScene
from mg.text import i18n
from mg.text.game_log import Entry, Items, Param, Phrase, PlaceRef, Quote, SeatRef, phrase
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.contrast import AA, contrast
from tests.support.text_fit import Sheet, Texts

pytestmark = pytest.mark.usefixtures("english_after")


HINT_FRAMES = 20_000  # frames to wait for a hint at most (the bot thinks briefly)
LONG_NAME = "Alessandra Cavalcanti-Ru"  # 24 characters, the longest a seat name may be


def play_turn(d: Driver) -> None:
    """The player to act founds a city (a click on the board), ends the actions and the
    turn; the next player's hand-over banner is passed."""
    play = d.top_as(PlayScene)
    city = next(a for a in play.game.legal_actions() if isinstance(a, PlaceCity))
    d.press("city")
    d.click_space(city.space)
    d.press("end_actions")
    d.press("end_turn")
    d.wait_for("play", limit=300)


def ask_hint(d: Driver) -> Entry:
    """Press Hint and wait for it: the log's new entry."""
    play = d.top_as(PlayScene)
    length = len(play.match.log)
    d.press("hint")
    d.until(lambda: play.hints.hint is not None, HINT_FRAMES)
    assert play.hints.hint is not None and len(play.match.log) == length + 1
    return play.match.log[-1]


def open_log(d: Driver) -> LogScene:
    d.key(pygame.K_l)
    return d.top_as(LogScene)


def entry_rows(log: LogScene, entry: Entry) -> list[Row]:
    """The rows the overlay shows `entry` in: its first line, then the lines wrapped."""
    rows, k, found = log.rows, 0, []
    for seen in (e for section in log.sections for turn in section.turns for e in turn.entries):
        while rows[k].kind != "entry":
            k += 1
        start, k = k, k + 1
        while k < len(rows) and rows[k].kind == "entry" and rows[k].indent > rows[start].indent:
            k += 1
        if seen is entry:
            found.append(rows[start:k])
    assert len(found) == 1
    return found[0]


def entry_text(log: LogScene, entry: Entry) -> str:
    """An entry as the overlay shows it: its rows joined again."""
    return " ".join(r.text for r in entry_rows(log, entry))


def test_the_log_is_grouped_by_round_and_turn_newest_at_the_bottom(driver: Driver) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    match, game = play.match, play.game
    for _ in range(7):  # rounds 1 to 3 for both players, then round 4's first turn
        play_turn(driver)
    hint = ask_hint(driver)
    log = open_log(driver)
    assert [s.round for s in log.sections] == [0, 1, 2, 3, 4]  # the oracles' setup, rounds
    setup, first, second = log.sections[0], log.sections[1], log.sections[-1]
    assert len(setup.turns) == 7 and {t.colour for t in setup.turns} == set(game.players)
    assert [t.colour for t in first.turns] == [
        e.colour for e in match.log if e.round == 1 and e.kind == "action"
    ]
    assert len(first.turns) == 2 and first.turns[0].colour != first.turns[1].colour
    colours = [t.colour for t in second.turns]  # one turn played, the next asked a hint
    assert len(colours) == len(set(colours)) == 2 and colours[-1] == game.current
    assert second.turns[-1].entries == (hint,) and hint.kind == "hint"
    paper = driver.app.ctx.palette.table.paper  # a hint's line reads on the log's parchment
    assert all(contrast(row.colour, paper) >= AA for row in entry_rows(log, hint))
    for section in log.sections:
        assert all(e.round == section.round for turn in section.turns for e in turn.entries)
        assert all(e.colour == turn.colour for turn in section.turns for e in turn.entries)
    # one title a round, one emblem and name a turn, no numbers before the lines
    titles = [r.text for r in log.rows if r.kind == "round"]  # and each round's card
    cards = [CARDS[game.deck[n - 1]] for n in (1, 2, 3, 4)]
    assert titles == [t("log.setup")] + [
        f"{t('log.round', round=n)} · {t('log.card', roads=c.roads, cities=c.cities, draw=c.draw)}"
        for n, c in zip((1, 2, 3, 4), cards, strict=True)
    ]
    assert [r.card for r in log.rows if r.kind == "round"] == [None, *game.deck[:4]]
    turns = [(r.player, r.text) for r in log.rows if r.kind == "turn"]
    assert turns == [
        (turn.colour, match.seat_name(turn.colour))
        for s in log.sections[1:]
        for turn in s.turns
        if turn.colour is not None
    ]
    placed = [r.player for r in log.rows if r.kind == "entry" and r.player]  # the setup's
    assert placed == [turn.colour for turn in setup.turns]  # emblems lead their lines
    assert not any(re.match(r"\s*\d+\.", r.text) for r in log.rows)
    assert len(log.lines) > log.visible  # more than the box holds: scrolled to the newest
    assert log.top_line == len(log.lines) - log.visible
    assert entry_text(log, hint).startswith(t("log.hint") + " ")


def drawn_texts(app: App, scene: LogScene) -> list[tuple[str, pygame.Rect]]:
    """Every text the overlay draws, where it lands, at every scroll position."""
    texts = Texts(app.ctx.text)
    Sheet.texts = texts
    try:
        for top in range(0, len(scene.lines), max(1, scene.visible // 2)):
            scene.top_line = top
            scene.draw(Sheet(app.ctx.size))
    finally:
        Sheet.texts = None
    return [(p.text, p.rect) for p in texts.placed]


def long_hint(match: Match) -> Phrase:
    """The longest kind of hint: a road joining two cities, two reasons, a rival named."""
    board, rival = match.game.board, SeatRef(match.game.players[1])
    a, b, c = [PlaceRef(s) for s in board.spaces if board.name(s)][:3]
    road = phrase(
        "hints.road_joining",
        a=phrase("hints.your_city", name=a),
        b=phrase("log.place.city", owner=rival, name=b),
    )
    reasons = phrase(
        "hints.two_reasons",
        first=phrase("hints.connects_many", city=a, more=3, gain=phrase("hints.points_many", n=3)),
        second=phrase("hints.takes", name=c, owner=rival),
    )
    return phrase("hints.why", action=road, reasons=reasons)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1366, 768)])
def test_every_line_of_the_log_stays_inside_its_box(size: tuple[int, int]) -> None:
    """Long names, a real hint and the longest kind of hint, and a line of an older version
    without a space in it: all wrapped, never past the border, at every scroll position."""
    app = App(Options(windowed=size, seed=11, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    d = Driver(app)
    try:
        d.start_game(2)
        match = d.top_as(PlayScene).match
        for seat, name in zip(match.seats, (LONG_NAME, LONG_NAME[::-1]), strict=True):
            seat.name = name
        match.log.insert(0, Entry(None, None, "action", "x" * 300))  # an older version's
        play_turn(d)
        play_turn(d)
        ask_hint(d)
        match.note_hint(long_hint(match))
        log = open_log(d)
        placed = drawn_texts(app, log)
        assert len(entry_rows(log, match.log[0])) >= 2  # the long lines were wrapped
        assert len(entry_rows(log, match.log[-1])) >= 2
        assert {text for text, _ in placed} >= {r.text for r in log.rows if r.text}
        outside = [(text, rect) for text, rect in placed if not log.box.contains(rect)]
        assert outside == []
        assert log.sections[0].round is None and log.rows[0].text == t("log.older")
    finally:
        pygame.quit()


def expected(match: Match, value: Param) -> str:
    """A phrase worded straight from the catalogue, in the language in use."""
    if isinstance(value, SeatRef):
        return match.seat_name(value.colour)
    if isinstance(value, PlaceRef):
        return match.game.board.name(value.space) or "?"
    if isinstance(value, Items):
        words = [expected(match, v) for v in value.items]
        return (
            words[0]
            if len(words) == 1
            else t("log.list", first=", ".join(words[:-1]), last=words[-1])
        )
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Quote):
        return value.text
    return t(
        value.key, **{n: v if isinstance(v, int) else expected(match, v) for n, v in value.params}
    )


def switch_language(d: Driver, code: str) -> None:
    """Esc → Settings → the language → Done → Resume, as a player does mid-game."""
    d.key(pygame.K_ESCAPE)
    d.press("settings")
    d.press(f"language-{code}")
    d.press("done")
    d.press("resume")
    d.wait_for("play")


@pytest.mark.parametrize("code", ["de", "it"])
def test_a_language_switch_rewords_the_whole_log(driver: Driver, code: str) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    match = play.match
    play_turn(driver)
    hint = ask_hint(driver)
    english = {id(e): match.wording().entry(e) for e in match.log}
    switch_language(driver, code)
    assert i18n.language() == code
    log = open_log(driver)
    for entry in match.log:
        assert isinstance(entry.said, Phrase)
        said = expected(match, entry.said)
        if entry.kind == "hint":
            said = (
                t("log.hint")
                + " "
                + t(
                    "hints.asked",
                    who=match.seat_name(entry.colour or ""),
                    what=said[:1].lower() + said[1:],
                )
            )
        shown = entry_text(log, entry)
        assert shown == said and shown != english[id(entry)], shown
    assert entry_text(log, hint).startswith(t("log.hint") + " ")
    card = CARDS[match.game.deck[0]]
    assert [r.text for r in log.rows if r.kind == "round"] == [
        t("log.setup"),
        f"{t('log.round', round=1)} · "
        + t("log.card", roads=card.roads, cities=card.cities, draw=card.draw),
    ]


def test_undo_takes_back_the_actions_entries_and_keeps_the_hint(driver: Driver) -> None:
    driver.start_game(2)
    play = driver.top_as(PlayScene)
    match = play.match
    before = list(match.log)
    city = next(a for a in play.game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(city.space)
    founded = match.log[len(before) :]
    assert founded and founded[0].kind == "action"
    hint = ask_hint(driver)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # R40: the city taken back
    assert play.game.turn_actions == [] and match.log == before + [hint]
    log = open_log(driver)
    mine = log.sections[-1].turns[-1]
    assert log.sections[-1].round == 1 and mine.entries == (hint,)
    assert mine.colour == play.game.current
