"""Every hint says why (asked with H in the real play scene): a road from another player's
city that connects nothing heads for a village to found a city on (R21), a draw says what
the hand then holds, an extension on bare land what a market in the city then costs the
others (R29), a first move that gains nothing alone what the planned turn gains with it —
never the action's words alone. The bot's plan is fixed (its search is not under test)."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import Action, Draw, Game, PlaceCity, PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.game_log import Phrase
from tests.support.hints import plan_is
from tests.support.narration_positions import NamedPosition

KROTON, THURIOI, SYBARIS = (2, 5), (7, 5), (5, 5)
EAST_WEST = (0, 3)


def reason_keys(why: Phrase) -> list[str]:
    """The keys of a hint's reasons (after its action's words), in order."""
    assert why.key == "hints.why", f"no reason given: {why.key}"
    reasons = dict(why.params)["reasons"]
    assert isinstance(reasons, Phrase)
    if reasons.key == "hints.two_reasons":
        return [p.key for _, p in reasons.params if isinstance(p, Phrase)]
    return [reasons.key]


def others_city() -> tuple[Game, list[Action]]:
    """Yellow, with no city, may lay a road from Orange's city at Kroton (R17): it joins
    nothing, and two more tiles reach the free village Thurioi."""
    p = NamedPosition().named(KROTON, "Kroton").named(THURIOI, "Thurioi")
    return p.city("orange", KROTON).game(current="yellow"), [PlaceRoad((3, 5), EAST_WEST)]


def a_draw() -> tuple[Game, list[Action]]:
    p = NamedPosition().named(KROTON, "Kroton").city("yellow", KROTON)
    return p.game(current="yellow"), [Draw(2, 1)]


def bare_land() -> tuple[Game, list[Action]]:
    """Yellow's city at Kroton grows onto the land south-east of it: nothing connected."""
    p = NamedPosition().named(KROTON, "Kroton").city("yellow", KROTON)
    return p.game(current="yellow"), [PlaceCity((2, 6))]


def then_a_road() -> tuple[Game, list[Action]]:
    """The city grows east, and the road laid next from that tile reaches Sybaris: the
    first move alone gains nothing, the turn it begins connects the city (R20)."""
    p = NamedPosition().named(KROTON, "Kroton").named(SYBARIS, "Sybaris")
    game = p.city("yellow", KROTON).game(current="yellow")
    return game, [PlaceCity((3, 5)), PlaceRoad((4, 5), EAST_WEST)]


@pytest.mark.parametrize(
    "position, expected",
    [
        (others_city, ["hints.heads_to_found"]),
        (a_draw, ["hints.hand_after"]),
        (bare_land, ["hints.grows"]),
        (then_a_road, ["hints.with_next"]),
    ],
)
def test_every_hint_says_why(
    driver: Driver,
    monkeypatch: pytest.MonkeyPatch,
    position: object,
    expected: list[str],
) -> None:
    assert callable(position)
    game, plan = position()
    seats = [Seat("Ann", "yellow"), Seat("Bo", "orange")]
    assert driver.app.flow.resume(Session(game, seats)) is None
    driver.frames(2)
    play = driver.top_as(PlayScene)
    assert all(play.game.why_illegal(a) is None for a in plan[:1])
    plan_is(monkeypatch, play, plan)
    driver.key(pygame.K_h)
    driver.frames(2)
    hint = play.hints.hint
    assert hint is not None and hint.action == plan[0]
    assert reason_keys(hint.why) == expected
    assert play.match.log[-1].kind == "hint" and play.match.log[-1].said == hint.why
