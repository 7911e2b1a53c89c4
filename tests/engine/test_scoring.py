"""R37-R38: the final scoring and the winner."""

from __future__ import annotations

from mg.engine import CARDS, EndTurn, ScoringEvent
from tests.support.builders import Position

CARD = "Y1"  # yellow orange brown red
LAST = [c for c in CARDS[CARD].order if c in ("yellow", "orange")][-1]


def end_position() -> Position:
    """Yellow city (2, 5) - village (6, 5); an oracle tied to the city; some markets."""
    p = Position().village((6, 5), (9, 9)).oracle((2, 1), points_at=(2, 5))
    p.city("yellow", (2, 5), market=True).connect("yellow", (2, 5), (6, 5))
    p.connect("yellow", (2, 5), (2, 1))
    p.market("orange", (6, 5)).market("yellow", (6, 5), sold=True).market("yellow", (9, 9))
    return p


def test_r37_remove_sold_and_inactive_then_markets_place_by_place_then_oracles() -> None:
    g = end_position().game(current=LAST, phase="market", round_no=12)
    events = g.final_scoring()
    assert events == [
        ScoringEvent("market_removed", "yellow", 0, (6, 5), (6, 5)),  # sold
        ScoringEvent("market_removed", "orange", 0, (6, 5), (6, 5)),  # not connected to orange
        ScoringEvent("market_removed", "yellow", 0, (9, 9), (9, 9)),  # not connected
        ScoringEvent("market_scored", "yellow", 2, (2, 5), (2, 5)),
        ScoringEvent("oracle_scored", "yellow", 4, (2, 1), (2, 1)),
    ]
    assert g.projected_scores() == {"yellow": 16, "orange": 10}
    g.apply(EndTurn())
    assert g.phase == "over"
    assert g.score == {"yellow": 16, "orange": 10}
    assert g.projected_scores() == g.score


def test_r37_scoring_happens_only_after_the_last_round() -> None:
    g = end_position().game(current=LAST, phase="market", round_no=11)
    g.apply(EndTurn())
    assert g.phase == "actions" and g.round == 12 and g.score["yellow"] == 10


def test_r38_highest_score_wins() -> None:
    g = Position().game(scores={"yellow": 11, "orange": 12})
    assert g.winners() == ["orange"]


def test_r38_a_tie_goes_to_most_tiles_off_the_board_then_is_shared() -> None:
    p = Position().city("yellow", (2, 5))
    assert p.game(scores={"yellow": 12, "orange": 12}).winners() == ["orange"]
    assert p.game(scores={"yellow": 12, "orange": 12}).tiles_left("yellow") == 39
    shared = Position().game(scores={"yellow": 12, "orange": 12})
    assert shared.winners() == ["yellow", "orange"]


def test_r37_score_before_final_is_the_score_until_the_end_then_what_it_was() -> None:
    g = end_position().game(
        current=LAST, phase="market", round_no=12, scores={"yellow": 7, "orange": 9}
    )
    assert g.score_before_final() == {"yellow": 7, "orange": 9}
    g.apply(EndTurn())
    assert g.score == {"yellow": 7 + 2 + 4, "orange": 9}
    assert g.score_before_final() == {"yellow": 7, "orange": 9}


def test_r38_standings_itemise_the_final_scoring_and_mark_the_tie_break() -> None:
    g = end_position().game(
        current=LAST, phase="market", round_no=12, scores={"yellow": 10, "orange": 16}
    )
    g.apply(EndTurn())
    first, second = g.standings()
    assert (first.colour, first.rank, first.total, first.tie_break) == ("orange", 1, 16, True)
    assert first.tiles_left == g.tiles_left("orange") > g.tiles_left("yellow")
    assert (second.colour, second.rank, second.start, second.total) == ("yellow", 2, 10, 16)
    assert (second.markets, second.market_points) == (1, 2)
    assert (second.oracles, second.oracle_points) == (1, 4)
    assert second.tie_break and second.tiles_left == g.tiles_left("yellow")
    assert g.winners() == ["orange"]


def test_r38_standings_without_a_tie_and_with_a_shared_place() -> None:
    clear = Position().game(scores={"yellow": 11, "orange": 12}).standings()
    assert [(s.colour, s.rank, s.tie_break) for s in clear] == [
        ("orange", 1, False),
        ("yellow", 2, False),
    ]
    shared = (
        Position(("yellow", "orange", "red"))
        .game(scores={"yellow": 12, "orange": 12, "red": 3})
        .standings()
    )
    assert [(s.colour, s.rank, s.tie_break) for s in shared] == [
        ("yellow", 1, False),
        ("orange", 1, False),
        ("red", 3, False),
    ]


def test_r37_standings_before_the_end_project_the_final_scoring() -> None:
    g = end_position().game(current=LAST, phase="market", round_no=12)
    totals = {s.colour: s.total for s in g.standings()}
    assert totals == g.projected_scores() == {"yellow": 16, "orange": 10}
