"""Test positions on small maps whose villages carry names (for the words of the log)."""

from __future__ import annotations

from mg.engine import Board
from mg.engine.hexgrid import Space, axial_to_offset
from mg.text.game_log import Items, Phrase, PlaceRef, SeatRef, phrase
from tests.support.builders import Position


class NamedPosition(Position):
    """A Position whose map names some villages: `named(space, "Kroton")`."""

    def __init__(self, players: tuple[str, ...] = ("yellow", "orange")) -> None:
        super().__init__(players)
        self.names: dict[Space, str] = {}

    def named(self, space: Space, name: str) -> NamedPosition:
        self.village(space)
        self.names[space] = name
        return self

    def board(self) -> Board:
        text = super().board().to_text()
        lines = [
            f"@ {c} {r} {n}"
            for (c, r), n in ((axial_to_offset(s), n) for s, n in self.names.items())
        ]
        return Board.from_text(text + "\n".join(lines) + "\n")


KROTON, SYBARIS, METAPONTO, PANDOSIA = (2, 5), (4, 5), (7, 5), (5, 2)


def merge_position() -> NamedPosition:
    """Yellow cities on Kroton and Sybaris, one tile apart, with markets of both colours in
    each: yellow founding (3, 5) merges them (R26). A yellow road runs Sybaris - Metaponto."""
    p = NamedPosition().named(KROTON, "Kroton").named(SYBARIS, "Sybaris")
    p.named(METAPONTO, "Metaponto").named(PANDOSIA, "Pandosia")
    p.city("yellow", KROTON).city("yellow", SYBARIS)
    p.market("yellow", KROTON).market("yellow", SYBARIS, sold=True)
    p.market("orange", KROTON).market("orange", SYBARIS)
    return p


def merge_said() -> Phrase:
    """What the log says of yellow's merge in `merge_position` (R26), as data: the cities at
    Kroton and Sybaris merged, the second markets of yellow and orange back to stock."""
    places = Items((PlaceRef(KROTON), PlaceRef(SYBARIS)))
    return phrase(
        "log.clauses",
        first=phrase("log.merged_all", who=SeatRef("yellow"), places=places),
        second=phrase("log.returned_many", names=Items((SeatRef("yellow"), SeatRef("orange")))),
    )
