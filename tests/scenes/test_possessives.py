"""Names in sentences read well whatever the name (issue 20, point 10b): no "Me's cities",
"Bot – expert's city" or "Yellow (you)'s market"; French elides "de" before a vowel ("la
ville d'Alice"); a player's own city is "their city". Played through a real click."""

from __future__ import annotations

import pytest

from mg.dev.driver import Driver
from mg.scenes.play.scene import PlayScene
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.i18n import t
from tests.support.narration_positions import KROTON, METAPONTO, SYBARIS, merge_position

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
def test_the_merge_line_reads_well_with_any_name(driver: Driver, yellow: str | None) -> None:
    play = merge_by_click(driver, yellow, None)
    who = play.match.seat_name("yellow")
    assert play.status.startswith(t("log.merged_all", who=who, places="Kroton and Sybaris"))
    assert play.status.startswith(f"{who} merged their cities")
    assert "'s " not in play.status  # "Me's cities", "Bot – expert's" …
    assert f"{who} and {t('seat.expert')} returned their second markets there" in play.status


def test_french_elides_de_before_a_name_that_starts_with_a_vowel(driver: Driver) -> None:
    driver.press("settings")
    driver.press("language-fr")
    driver.press("done")
    play = merge_by_click(driver, "Alice", "Olga")
    assert play.status.startswith("Alice a fusionné ses villes à Kroton et Sybaris")
    assert "Alice et Olga y ont remis leurs seconds marchés en réserve" in play.status
    driver.move(play.space_point(KROTON))
    driver.frames(30)  # the mouse rests on Alice's city: its tooltip
    assert play.hover_lines()[0][0] == "Kroton, ville d'Alice"  # not "de Alice"


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
    line = play.match.wording().entry(play.match.log[-1])
    assert line.startswith("Ann laid a road") and t("log.place.own_city", name="Sybaris") in line
    assert "the city of Ann" not in line
