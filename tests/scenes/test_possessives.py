"""Names in sentences read well whatever the name, through a real
click: the log and the status line keep the seats as `SeatRef`s and a player's own city as
"their city" (`log.place.own_city`), worded with the names shown, in the language shown.
The sentences themselves ("Me merged their cities", French "d'Alice") are
tests/test_narrate.py's."""

from __future__ import annotations

import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text import i18n
from mg.text.game_log import PlaceRef, SeatRef, phrase
from mg.text.seat_words import seat_names
from tests.support.narration_positions import (
    METAPONTO,
    SYBARIS,
    merge_position,
    merge_said,
)

pytestmark = pytest.mark.usefixtures("english_after")


def merge_by_click(d: Driver, yellow: str | None, orange: str | None) -> PlayScene:
    """Yellow founds the tile that merges Kroton and Sybaris (R26), by the mouse."""
    seats = [Seat(yellow, "yellow"), Seat(orange, "orange", "expert")]
    assert d.app.flow.resume(Session(merge_position().game(), seats)) is None
    d.frames(2)
    play = d.top_as(PlayScene)
    d.press("city")
    d.click_space((3, 5))
    return play


@pytest.mark.parametrize("yellow", ["Me", None])
def test_the_merge_line_holds_the_seats_and_words_them_by_name(
    driver: Driver, yellow: str | None
) -> None:
    play = merge_by_click(driver, yellow, None)
    entry = play.match.log[-1]
    assert entry.said == merge_said()  # who merged and whose markets went: seats, not words
    seats = [Seat(yellow, "yellow"), Seat(None, "orange", "expert")]
    assert [play.match.seat_name(c) for c in ("yellow", "orange")] == seat_names(seats)
    assert play.status == play.match.wording().entry(entry)


def test_the_merge_line_is_worded_in_the_language_shown(driver: Driver) -> None:
    driver.press("settings")
    driver.press("language-fr")
    driver.press("done")
    play = merge_by_click(driver, "Alice", "Olga")
    assert i18n.language() == "fr"
    entry = play.match.log[-1]
    assert entry.said == merge_said()
    assert play.status == play.match.wording().entry(entry)  # worded now, in French


def test_a_road_from_a_players_own_city_says_their_city(driver: Driver) -> None:
    p = merge_position()
    last = p.connect_but_first("yellow", SYBARIS, METAPONTO)
    assert (
        driver.app.flow.resume(Session(p.game(), [Seat("Ann", "yellow"), Seat(None, "orange")]))
        is None
    )
    driver.frames(2)
    play = driver.top_as(PlayScene)
    play.ends = last.ends  # the tile's shape, as R and F would turn it
    driver.click_space(last.space)
    assert play.match.log[-1].said == phrase(
        "log.road_joining",
        who=SeatRef("yellow"),
        a=phrase("log.place.village", name=PlaceRef(METAPONTO)),
        b=phrase("log.place.own_city", name=PlaceRef(SYBARIS)),  # "their city", not Ann's
    )
