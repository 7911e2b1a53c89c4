"""Why a road tile is worth laying when it connects nothing new yet: where its open end heads
over empty land (the nearest place it would connect to the player's city, R20, or else the
nearest village a city could be founded at once the road ends there, R21) and whose road it
cuts off (R19). Phrases (data), worded where shown. No pygame here."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from mg.engine import Game, PlaceRoad, Space, neighbour
from mg.text.game_log import Phrase, SeatRef, phrase

Words = Callable[[Game, Space], Phrase]  # a place in the words of the player to move


def heading(after: Game, action: PlaceRoad, words: Words) -> list[Phrase]:
    """R20: the nearest place the road's open end could still connect to the player's city,
    and how many more road tiles reach it over empty land ("2 more tiles reach the oracle
    at Siris"); none when no such place can be reached."""
    goals = goals_of(after, after.road_places(action.space))
    found = nearest_from(after, action, goals) if goals else None
    if found is None:
        return []
    place, tiles_left = found
    return [phrase("hints.heads_for", place=words(after, place), count=tiles_left)]


def heading_to_found(after: Game, action: PlaceRoad, words: Words) -> list[Phrase]:
    """R21: the nearest free village the road's open end reaches over empty land, where a
    city can be founded once the player's road ends there."""
    taken = set(after.cities()) | set(after.oracles())
    villages = {p for p in after.places() if p not in taken}
    found = nearest_from(after, action, villages) if villages else None
    if found is None:
        return []
    place, tiles_left = found
    return [phrase("hints.heads_to_found", place=words(after, place), count=tiles_left)]


def cuts_off(before: Game, action: PlaceRoad) -> list[Phrase]:
    """R19: the other players whose road's open end faces the tile's space: their road
    cannot go on there."""
    me = before.player_to_act
    roads = before.roads()
    owners: list[str] = []
    for d in range(6):
        there = neighbour(action.space, d)
        owner, ends = roads.get(there, (None, ()))
        if owner not in (None, me, *owners) and (d + 3) % 6 in ends:
            owners.append(str(owner))
    return [phrase("hints.cuts_off", owner=SeatRef(owner)) for owner in owners[:1]]


def goals_of(game: Game, reached: list[Space]) -> set[Space]:
    """The places a road reaching `reached` would connect anew to a city of the player
    (R20, R33): from their city, every place not yet connected to it; from another place,
    their cities not yet connected to that place."""
    me = game.player_to_act
    mine = {p for p in (game.place_at(s) for s, c in game.cities().items() if c == me) if p}
    goals: set[Space] = set()
    for place in reached:
        if place in mine:
            goals |= set(game.places()) - game.connections(place) - {place}
        else:
            goals |= {c for c in mine if place not in game.connections(c)}
    return goals


def empty_land(game: Game) -> set[Space]:
    """The spaces a road tile could still lie on: land, no place, no road (R16)."""
    roads = game.roads()
    return {s for s in game.board.spaces if game.place_at(s) is None and s not in roads}


def nearest_from(game: Game, action: PlaceRoad, goals: set[Space]) -> tuple[Space, int] | None:
    """The goal a road continued from the tile's open ends reaches first over empty land."""
    land = empty_land(game)
    starts = [s for s in (neighbour(action.space, d) for d in action.ends) if s in land]
    return nearest(game, starts, goals, land)


def nearest(
    game: Game, starts: list[Space], goals: set[Space], land: set[Space]
) -> tuple[Space, int] | None:
    """The goal a road laid over `land` from `starts` reaches with the fewest tiles (a tile
    on a start counts), and that number; None when none is reachable."""
    seen, queue = set(starts), deque((s, 1) for s in starts)
    while queue:
        space, tiles_laid = queue.popleft()
        around = [neighbour(space, d) for d in range(6)]
        goal = next((p for p in map(game.place_at, around) if p in goals), None)
        if goal is not None:
            return goal, tiles_laid
        for there in around:
            if there in land and there not in seen:
                seen.add(there)
                queue.append((there, tiles_laid + 1))
    return None
