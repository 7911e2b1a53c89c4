"""Which game a save holds and whether its content is as it was written: every game has an
id, kept in its saves (a save from before ids gets one made from the game itself), and
every save carries the SHA-256 of its content, checked before anything in it is read."""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from typing import Any

from mg.engine import Game, Problem

GAME_ID = re.compile(r"[0-9a-f]{32}")


def new_game_id() -> str:
    """A new game's own id, kept in its saves: which game a file holds, whatever its name."""
    return uuid.uuid4().hex


def legacy_id(game: Game) -> str:
    """The id of a game saved before games had one: made from what never changes in a game
    (its seed, players, length, deck and map), so every reading of it gives the same."""
    facts = json.dumps([game.seed, game.players, game.rounds, game.deck, game.board.to_text()])
    return hashlib.sha256(facts.encode("utf-8")).hexdigest()[:32]


def read_game_id(raw: Any, game: Game) -> str:
    """The game's id as a save gives it; for a save from before ids, one made from the game."""
    if raw is None:
        return legacy_id(game)
    if not isinstance(raw, str) or not GAME_ID.fullmatch(raw):
        raise Problem("save_id", "save: the game's id is damaged")
    return raw


#: Fields outside a save's digest: the analysis of a game is checked on its own
#: when read (`mg.ai.analysis.analysis_from_json`), so a damaged one loses only itself.
UNDIGESTED = frozenset({"digest", "analysis"})


def content_digest(data: dict[str, Any]) -> str:
    """The SHA-256 of a save's content (every field but the digest itself and the analysis)
    as canonical JSON: the same for any layout of the same content, another for any change
    to it."""
    content = {key: value for key, value in data.items() if key not in UNDIGESTED}
    try:
        canonical = json.dumps(content, sort_keys=True, separators=(",", ":"))
    except (RecursionError, ValueError):
        raise Problem("too_deep", "the file is damaged (nested far too deeply)") from None
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def check_digest(data: dict[str, Any]) -> None:
    """ValueError when the save's digest does not match its content, or is missing from a
    save that has it (one with a game id: they came together). A save from before digests
    has neither, and is read as it is."""
    if "digest" not in data and "id" not in data:
        return
    if data.get("digest") != content_digest(data):
        raise Problem("save_changed", "the file was changed or damaged")
