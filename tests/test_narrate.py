"""The game log in words: merges that send markets back (R25, R26) and where roads run."""

from __future__ import annotations

import pytest

from mg.engine import Game, PlaceCity, PlaceRoad
from mg.store.seats import Seat
from mg.text import i18n
from mg.text.game_log import Items, Phrase, SeatRef, phrase
from mg.text.log_words import Names, Wording
from mg.text.narrate import Moment, Narrator, place_phrase
from mg.text.seat_words import seat_names
from tests.support.narration_positions import (
    KROTON,
    METAPONTO,
    PANDOSIA,
    SYBARIS,
    merge_position,
)

ALICE_AND_BOB = {"yellow": "Alice", "orange": "Bob"}


def narrate(
    game: Game, action: PlaceCity | PlaceRoad, names: Names = ALICE_AND_BOB.__getitem__
) -> tuple[list[str], str]:
    """Apply `action`; the log lines (its entries in words) and the status headline."""
    narrator = Narrator()
    at = Moment.of(game)
    effects = game.apply(action)
    wording = Wording(names, game.board)
    lines = [wording.entry(e) for e in narrator.tell(game, action, effects, at)]
    return lines, wording.entry(narrator.headline) if narrator.headline else ""


def test_the_entries_are_data_of_the_round_the_player_and_the_kind() -> None:
    game = merge_position().game()
    narrator = Narrator()
    at = Moment.of(game)
    effects = game.apply(PlaceCity((3, 5)))
    entries = narrator.tell(game, PlaceCity((3, 5)), effects, at)
    assert [(e.round, e.colour, e.kind, e.rule) for e in entries] == [
        (game.round, "yellow", "action", None),
        (game.round, "yellow", "merge", "R26"),
    ]
    assert entries[1] == narrator.headline
    said = entries[1].said
    assert isinstance(said, Phrase) and said.key == "log.clauses"
    assert dict(said.params)["second"] == phrase(
        "log.returned_many", names=Items((SeatRef("yellow"), SeatRef("orange")))
    )


def test_r26_a_merge_and_the_markets_sent_back_are_told() -> None:
    lines, headline = narrate(merge_position().game(), PlaceCity((3, 5)))
    assert lines == [
        "Alice extended their city (−1)",
        "Alice merged their cities at Kroton and Sybaris; Alice and Bob returned their second "
        "markets there to stock (R26)",
    ]
    assert headline == lines[1]


def test_r26_a_merge_without_markets_sent_back_names_the_cities() -> None:
    p = merge_position()
    p.market_list.clear()
    lines, headline = narrate(p.game(), PlaceCity((3, 5)))
    assert lines[1] == "Alice merged their cities at Kroton and Sybaris (R26)" == headline


def test_r26_one_players_second_market_sent_back() -> None:
    p = merge_position()
    p.market_list = [m for m in p.market_list if m[1] == "yellow"]
    lines, headline = narrate(p.game(), PlaceCity((3, 5)))
    assert (
        headline
        == lines[1]
        == (
            "Alice merged their cities at Kroton and Sybaris; Alice "
            "returned their second market there to stock (R26)"
        )
    )


def test_r25_a_village_taken_in_with_a_second_market_is_told() -> None:
    p = merge_position()
    p.city_tiles.pop(SYBARIS)  # Sybaris is a village again, with markets of both
    p.market_list.remove((SYBARIS, "yellow", "sold"))
    p.city("yellow", (3, 5)).market("yellow", SYBARIS)
    lines, headline = narrate(p.game(), PlaceCity(SYBARIS))
    assert lines == [
        "Alice extended their city onto Sybaris (−1)",
        "Alice took Sybaris into their city; Alice and Bob returned their second markets "
        "there to stock (R25)",
    ]
    assert headline == lines[1]


def test_an_ordinary_extension_has_no_headline() -> None:
    lines, headline = narrate(merge_position().game(), PlaceCity((2, 6)))
    assert lines == ["Alice extended their city (−1)"] and headline == ""


def test_a_road_line_names_the_two_places_it_joins() -> None:
    p = merge_position()
    last = p.connect_but_first("yellow", SYBARIS, METAPONTO)
    lines, _ = narrate(p.game(), last)
    assert lines == ["Alice laid a road joining Metaponto and their city at Sybaris"]


def test_a_road_line_names_the_one_place_it_leaves_or_none() -> None:
    g = merge_position().game()
    lines, _ = narrate(g, PlaceRoad((4, 4), (2, 5)))  # from Sybaris (SE) up towards NW
    assert lines == ["Alice laid a road from their city at Sybaris"]
    lone = merge_position().road("yellow", (7, 1), (0, 3)).game()
    lines, _ = narrate(lone, PlaceRoad((6, 1), (0, 3)))  # beside Pandosia, not facing it
    assert lone.board.name(PANDOSIA) == "Pandosia" and lone.connections(PANDOSIA) == set()
    assert lines == ["Alice laid a road"]  # the village nearby is not named


@pytest.mark.parametrize("yellow", ["Me", None])
def test_the_merge_line_reads_well_with_any_name(yellow: str | None) -> None:
    """No "Me's cities", "Bot – expert's city" or "Player 1's market" (point
    10b): the seats' names as the match shows them, a typed one and the default ones."""
    seats = [Seat(yellow, "yellow"), Seat(None, "orange", "expert")]
    names = dict(zip(("yellow", "orange"), seat_names(seats), strict=True))
    _, headline = narrate(merge_position().game(), PlaceCity((3, 5)), names.__getitem__)
    who, bot = names["yellow"], names["orange"]
    assert headline.startswith(f"{who} merged their cities at Kroton and Sybaris")
    assert "'s " not in headline
    assert f"{who} and {bot} returned their second markets there" in headline


@pytest.mark.usefixtures("english_after")
def test_french_elides_de_before_a_name_that_starts_with_a_vowel() -> None:
    i18n.set_language("fr")
    names = {"yellow": "Alice", "orange": "Olga"}
    _, headline = narrate(merge_position().game(), PlaceCity((3, 5)), names.__getitem__)
    assert headline.startswith("Alice a fusionné ses villes à Kroton et Sybaris")
    assert "Alice et Olga y ont remis leurs seconds marchés en réserve" in headline
    game = merge_position().game()
    city = Wording(names.__getitem__, game.board).text(place_phrase(game, KROTON))
    assert city == "Kroton, la ville d'Alice"  # not "de Alice"
