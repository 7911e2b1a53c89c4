"""A player's whole turn in one line, for the player who acts next: "Bob: laid a
road Kroton–Sybaris, founded a city at Laos (−1) and built a market in Metapontion (−2)"
(every action a verb, every place by its name alone: the line stays short). Made from
the game log's entries (data), as a `Phrase` worded only where shown (`Wording.text`), in
the language shown; and every turn a player missed since their own last one (`turns_since`).
No pygame and no words here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mg.engine import Game
from mg.text.game_log import Entry, Items, Param, Phrase, PlaceRef, SeatRef, phrase
from mg.text.log_words import group

#: The log's phrase of an action and its short form in a summary (the same parameters but
#: `who`, which the summary says once).
SHORT = {
    "log.road": "summary.road",
    "log.road_from": "summary.road_from",
    "log.road_joining": "summary.road_joining",
    "log.city_founded": "summary.city_founded",
    "log.city_founded_unnamed": "summary.city_founded_unnamed",
    "log.city_extended": "summary.city_extended",
    "log.city_extended_unnamed": "summary.city_extended_unnamed",
    "log.drew": "summary.drew",
    "log.drew_tiles": "summary.drew_tiles",
    "log.built": "summary.built",
    "log.sold": "summary.sold",
}


def short(said: Phrase) -> Phrase | None:
    """An action's phrase without its player and its places by name alone: "laid a road
    Kroton–Sybaris"; None for a phrase that tells no action of a turn (an oracle placed in
    the setup)."""
    if said.key == "log.clauses":  # an action, then what it sent back (R26): the action
        first = dict(said.params).get("first")
        return short(first) if isinstance(first, Phrase) else None
    key = SHORT.get(said.key)
    if key is None:
        return None
    return Phrase(key, tuple((name, bare(value)) for name, value in said.params if name != "who"))


def bare(value: Param) -> Param:
    """A place's phrase as its name alone ("Kroton" for "Kroton, the city of Bob"), when it
    has one; any other value as it is."""
    if isinstance(value, Phrase) and value.key.startswith("log.place."):
        name = dict(value.params).get("name")
        return name if isinstance(name, PlaceRef) else value
    return value


@dataclass(frozen=True)
class TurnTold:
    """A whole turn of the rounds told as one phrase (`said`), its player, and the moment
    of the game's record it began at (`step`)."""

    colour: str
    step: int
    said: Phrase


def turn_summary(entries: Sequence[Entry]) -> Phrase | None:
    """The last whole turn told by `entries` (a game's log, oldest first) as one phrase:
    its player and each of its actions in order, or that they did nothing; None when the
    log's last turn is not a turn of the rounds (the oracles' setup, an older save's
    lines, nothing yet)."""
    turns = [(section.round, turn) for section in group(entries) for turn in section.turns]
    if not turns:
        return None
    number, turn = turns[-1]
    if not number or turn.colour is None:
        return None
    return told(turn.colour, turn.entries)


def turns_since(game: Game, entries: Sequence[Entry], colour: str, most: int = 6) -> list[TurnTold]:
    """Every whole turn of the rounds since the last one of `colour` (or since the rounds
    began), oldest first and at most the `most` latest, each told as one phrase from the
    log's entries (`entries`, with their steps): what the player of `colour` missed while
    the others played. Who played each turn is the engine's (R9: a turn where nothing was
    done leaves no entry, yet it is told)."""
    turns = game.turns_played()
    last = max((k for k, turn in enumerate(turns) if turn.colour == colour), default=-1)
    return [
        TurnTold(
            turn.colour,
            turn.start,
            told(
                turn.colour,
                [e for e in entries if e.step is not None and turn.start <= e.step < turn.end],
            ),
        )
        for turn in turns[last + 1 :][-most:]
    ]


def told(colour: str, entries: Sequence[Entry]) -> Phrase:
    """The turn of the player of `colour` whose log entries are `entries`, as one phrase:
    each of its actions in order, or that they did nothing."""
    actions = [
        s
        for e in entries
        if e.kind == "action" and isinstance(e.said, Phrase)
        for s in [short(e.said)]
        if s is not None
    ]
    who = SeatRef(colour)
    if not actions:
        return phrase("summary.nothing", who=who)
    return phrase("summary.turn", who=who, actions=Items(tuple(actions)))
