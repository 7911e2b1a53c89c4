"""A game's record: where it started (its setup, or the state a save from before records
started at) and every action since, as JSON-ready data, and back without trusting it
(docs/record-format.md). The history itself is a persistent list shared by every copy of a
game: a node is (length, last action, the node before), so copying a game copies one
reference and applying an action adds one node. No pygame and no words here."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, TypeAlias

from .actions import Action, action_from_dict, action_to_dict
from .board import Board
from .problem import Problem
from .rules.cards import COLOURS
from .rules.setup import new_state
from .rules.state import State
from .save import state_facts, state_from_dict, state_to_dict

RECORD_FORMAT = "magna-grecia-record"
RECORD_VERSION = 1
#: The most actions a record may hold. A 4-player 12-round game of random play measured at
#: most 240 (tools: `python -m mg.bench engine`'s policies, 120 games); the rules allow at
#: most ~20 a turn (R11-R13, R23, R28: 4 roads, a few city tiles, a draw, a market, the end)
#: over 48 turns and 9 oracles, ~1000: 4000 leaves a wide margin and still bounds the work.
MAX_ACTIONS = 4000
MAX_MAP_CHARS = 200_000  # the standard map's text is under 4 000 characters
SEED_BOUND = 2**64  # seeds are 64-bit at most (|seed| < 2**64)
SETUP_FIELDS = frozenset({"players", "rounds", "seed", "deck", "oracles", "map", "start"})
RECORD_FIELDS = frozenset({"format", "version", "setup", "actions", "digest"})
DIGEST = re.compile(r"[0-9a-f]{64}")

#: The history: None (no action yet) or (length, last action, the history before it).
History: TypeAlias = "tuple[int, Action, History] | None"


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a game's record starts: the state (never changed once here) and whether it is
    the new game's own start (the setup, R1-R6), or a state loaded from an older save."""

    state: State
    from_setup: bool


@dataclass(frozen=True, slots=True)
class Parts:
    """A record read and checked, before its actions are replayed."""

    origin: Origin
    seed: int
    actions: list[Action]
    digest: str


def history_length(node: History) -> int:
    return 0 if node is None else node[0]


def history_actions(node: History) -> list[Action]:
    """The actions of a history, oldest first."""
    out: list[Action] = []
    while node is not None:
        out.append(node[1])
        node = node[2]
    out.reverse()
    return out


def pushed(node: History, action: Action) -> History:
    return (history_length(node) + 1, action, node)


def state_digest(st: State) -> str:
    """The SHA-256 (hex) of the state's facts as canonical JSON (docs/record-format.md)."""
    import hashlib  # here: OpenSSL costs a bot's worker ~4 MB it never uses

    canonical = json.dumps(state_to_dict(st), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def is_new_game(st: State, seed: int) -> bool:
    """Whether `st` is exactly the start of a new game with its own setup (R1-R6)."""
    try:
        fresh = new_state(
            [COLOURS[c] for c in st.players],
            seed=seed,
            rounds=st.rounds,
            board=st.board,
            oracles=st.oracles_total,
            deck=list(st.deck),
        )
    except ValueError:
        return False
    return state_facts(fresh) == state_facts(st)


def encode(origin: Origin, seed: int, node: History, final: State) -> dict[str, Any]:
    """The record of a game (see docs/record-format.md)."""
    st = origin.state
    setup: dict[str, Any] = {
        "players": [COLOURS[c].value for c in st.players],
        "rounds": st.rounds,
        "seed": seed,
        "deck": list(st.deck),
        "oracles": st.oracles_total,
        "map": st.board.to_text(),
        "start": None if origin.from_setup else state_to_dict(st),
    }
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "setup": setup,
        "actions": [action_to_dict(a) for a in history_actions(node)],
        "digest": state_digest(final),
    }


def decode(data: Any) -> Parts:
    """A record's start, seed, actions and digest, every field checked; a Problem naming
    what is wrong. The actions are decoded, not yet checked against the rules."""
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise Problem("record_not_ours", "record: not a Magna Grecia game record")
    if data.get("version") != RECORD_VERSION:
        raise Problem(
            "record_version",
            "record: unsupported version {version}",
            version=f"{data.get('version')!r:.20}",
        )
    if set(data) != RECORD_FIELDS:
        raise Problem(
            "record_fields", "record: its fields are not format, version, setup, actions and digest"
        )
    digest = data["digest"]
    if not isinstance(digest, str) or not DIGEST.fullmatch(digest):
        raise Problem("record_digest_form", "record: the digest is not 64 hexadecimal digits")
    origin, seed = _setup(data["setup"])
    return Parts(origin, seed, _actions(data["actions"]), digest)


def _setup(raw: Any) -> tuple[Origin, int]:
    if not isinstance(raw, dict) or set(raw) != SETUP_FIELDS:
        raise Problem("record_setup", "record: the setup is damaged")
    seed, text = raw["seed"], raw["map"]
    if type(seed) is not int or not -SEED_BOUND < seed < SEED_BOUND:
        raise Problem("record_seed", "record: the seed is not a 64-bit whole number")
    if not isinstance(text, str) or len(text) > MAX_MAP_CHARS:
        raise Problem("record_map", "record: the map is not a map's text")
    board = Board.from_text(text)
    start = raw["start"]
    if start is None:
        try:
            st = new_state(
                raw["players"],
                seed=seed,
                rounds=raw["rounds"],
                board=board,
                oracles=raw["oracles"],
                deck=raw["deck"],
            )
        except ValueError:  # new_state's own words are English: the key says enough
            raise Problem(
                "record_new_game", "record: the players, rounds, deck or oracles are not a game's"
            ) from None
        if list(st.deck) != raw["deck"]:  # the deck as dealt: exactly one card a round (R6)
            raise Problem("record_deck", "record: the deck is not one card for each round")
        return Origin(st, True), seed
    st = state_from_dict(start, board)
    if [
        raw["players"],
        raw["rounds"],
        raw["deck"],
        raw["oracles"],
    ] != [[COLOURS[c].value for c in st.players], st.rounds, list(st.deck), st.oracles_total]:
        raise Problem("record_start", "record: the setup does not match the state it starts at")
    return Origin(st, False), seed


def _actions(raw: Any) -> list[Action]:
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise Problem(
            "record_actions",
            "record: the actions must be a list of at most {most}",
            most=MAX_ACTIONS,
        )
    actions = []
    for index, item in enumerate(raw):
        try:
            actions.append(action_from_dict(item))
        except Problem as why:
            raise Problem(
                "record_action",
                "record: action {index} is damaged ({why})",
                index=index,
                why=why,
            ) from None
    return actions
