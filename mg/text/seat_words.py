"""The seats' names as the screen shows them, in the language in use: a typed name as it
is, a name the menu gives (None in the data and in every file) worded only here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from mg.text.i18n import t


class NamedSeat(Protocol):
    """What wording a seat's name needs: the name typed (None: the menu's) and the kind."""

    @property
    def name(self) -> str | None: ...

    @property
    def kind(self) -> str: ...


def seat_names(seats: Sequence[NamedSeat]) -> list[str]:
    """Each seat's name as the screen shows it, in the language in use: a typed one as it
    is; a default one (None) "Player 3" for a human in the third seat (at this machine or,
    in network play, another: every machine names a seat alike), "Bot – hard" for a bot
    (the next bot of that level "Bot – hard 2")."""
    names: list[str] = []
    bots: Counter[str] = Counter()
    for index, seat in enumerate(seats):
        if seat.name is not None:
            names.append(seat.name)
        elif seat.kind in ("human", "remote"):
            names.append(t("seat.player", n=index + 1))
        else:
            bots[seat.kind] += 1
            number = bots[seat.kind]
            label = t(f"seat.{seat.kind}")
            names.append(label if number == 1 else f"{label} {number}")
    return names
