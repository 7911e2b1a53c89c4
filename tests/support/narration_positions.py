"""Test positions on small maps whose villages carry names (for the words of the log)."""

from __future__ import annotations

from mg.engine import Board
from mg.engine.hexgrid import Space, axial_to_offset
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
