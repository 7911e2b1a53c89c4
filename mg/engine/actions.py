"""Actions as immutable values, and the exception an illegal one raises."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .hexgrid import Space
from .problem import Problem
from .refusal import Refusal


class IllegalAction(Exception):
    """An action the rules refuse; the message is the reason (R39), `refusal` the same as
    data where the rules gave it (`Game.apply`, `Game.undo`)."""

    def __init__(self, reason: str, refusal: Refusal | None = None) -> None:
        super().__init__(reason)
        self.refusal = refusal

    @property
    def reason(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True, slots=True)
class PlaceOracle:
    """R4: put an oracle on an empty interior village."""

    space: Space


@dataclass(frozen=True, slots=True)
class PlaceRoad:
    """R16: a road tile on `space` with its two ends (directions, either order)."""

    space: Space
    ends: tuple[int, int]

    def __post_init__(self) -> None:
        ends = self.ends
        if (
            isinstance(ends, tuple | list)
            and len(ends) == 2
            and all(type(e) is int for e in ends)
            and ends[0] > ends[1]
        ):
            object.__setattr__(self, "ends", (ends[1], ends[0]))
        elif isinstance(ends, list):
            object.__setattr__(self, "ends", tuple(ends))


@dataclass(frozen=True, slots=True)
class PlaceCity:
    """R21/R22: a city tile on `space` (founding or extending)."""

    space: Space


@dataclass(frozen=True, slots=True)
class Draw:
    """R13: draw tiles from the reserve into the hand; ends the actions phase."""

    roads: int
    cities: int


@dataclass(frozen=True, slots=True)
class EndActions:
    """R27: end the actions phase without drawing."""


@dataclass(frozen=True, slots=True)
class BuildMarket:
    """R29: build a market in the place on `space`."""

    space: Space


@dataclass(frozen=True, slots=True)
class SellMarket:
    """R34: sell one's active market in the place on `space`."""

    space: Space


@dataclass(frozen=True, slots=True)
class EndTurn:
    """R10: pass the turn on."""


Action = (
    PlaceOracle | PlaceRoad | PlaceCity | Draw | EndActions | BuildMarket | SellMarket | EndTurn
)

ACTION_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        PlaceOracle,
        PlaceRoad,
        PlaceCity,
        Draw,
        EndActions,
        BuildMarket,
        SellMarket,
        EndTurn,
    )
}


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready description of an action."""
    out: dict[str, Any] = {"type": type(action).__name__}
    if isinstance(action, PlaceRoad):
        out["space"] = list(action.space)
        out["ends"] = list(action.ends)
    elif isinstance(action, Draw):
        out["roads"], out["cities"] = action.roads, action.cities
    elif isinstance(action, PlaceOracle | PlaceCity | BuildMarket | SellMarket):
        out["space"] = list(action.space)
    return out


def _int_pair(value: Any, what: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(type(v) is int for v in value):
        raise Problem(
            "action_pair",
            "{what} must be a list of two integers, got {value}",
            what=what,
            value=f"{value!r:.60}",
        )
    return (value[0], value[1])


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from `action_to_dict`'s output; ValueError when malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Problem("action_object", "an action must be an object with a 'type'")
    cls = ACTION_TYPES.get(data["type"])
    if cls is None:
        raise Problem("action_type", "unknown action type {kind}", kind=f"{data['type']!r:.40}")
    if cls is PlaceRoad:
        return PlaceRoad(_int_pair(data.get("space"), "space"), _int_pair(data.get("ends"), "ends"))
    if cls is Draw:
        roads, cities = data.get("roads"), data.get("cities")
        if type(roads) is not int or type(cities) is not int:
            raise Problem("action_draw", "Draw needs integer 'roads' and 'cities'")
        return Draw(roads, cities)
    if cls in (EndActions, EndTurn):
        result: Action = cls()
        return result
    made: Action = cls(_int_pair(data.get("space"), "space"))
    return made
