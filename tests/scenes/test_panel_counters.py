"""The panel's R12 counters tell a raised action (R11) from two actions used."""

from __future__ import annotations

from mg.engine import PlaceRoad
from mg.scenes.play.panel_parts import counters
from mg.text.i18n import t
from mg.text.lessons import load_course


def test_three_roads_on_a_two_road_card_read_as_one_raised_action() -> None:
    course = load_course()
    k = next(k for k, lesson in enumerate(course.lessons) if lesson.key == "raise")
    game = course.game(k)  # a card of 2 roads (3 raised), 3 cities, 5 draws
    lines = []
    for space in ((8, 8), (6, 9), (6, 10)):
        game.apply(
            next(a for a in game.legal_actions() if isinstance(a, PlaceRoad) and a.space == space)
        )
        lines.append(counters(game))
    assert lines[1] == [
        t("counter.roads_raised", placed=2, base=2, limit=3),
        t("counter.cities", placed=0, limit=3),
        t("counter.draw", limit=5),
    ]
    assert lines[2] == [
        t("counter.roads_raised_done", placed=3, limit=3),
        t("counter.cities_none_raised"),
        t("counter.no_draw_raised"),
    ]
