"""Saves as versions of the game before records wrote them (session format 2: a snapshot of
the game and the log's entries), to check that they still load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mg.store.log_file import entry_to_json
from mg.store.seats import playing
from mg.store.session import Session

#: A save written by the game before records (session format 2, mid-turn, with a hint).
VERSION_2_MID_TURN = Path(__file__).parent / "saves" / "v2_mid_turn.json"


def version_2_doc(session: Session) -> dict[str, Any]:
    """`session` as format 2 wrote it (without its digest: `resigned` adds one)."""
    seats = playing(session.seats, session.game.players)
    return {
        "format": "magna-grecia-session",
        "version": 2,
        "id": session.game_id,
        "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in seats],
        "log": [entry_to_json(e) for e in session.log],
        "marks": session.marks,
        "game": json.loads(session.game.to_json()),
        "last_move": None if session.last_move is None else list(session.last_move),
    }
