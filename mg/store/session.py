"""A game in progress on disk: the engine's record of the game (its setup and every action
since, docs/record-format.md), the seats, and of the game log only what the record cannot
tell: the hints shown, and the entries of an older save from before its record. A session
read from a file holds only those entries: the log itself is derived from the record when
the game is taken up (`Match.from_session`, `mg/text/log_replay.py`), worded when shown.
Autosaved after every action, atomically (a
temporary file, then a rename), so a crash or a killed process loses at most the action in
flight. Named saves live beside it. Every save holds its game's id and a digest of its
content (`mg/store/save_identity.py`). Reading never trusts the file: anything wrong is a
`Problem` (a key and its data), and nothing is executed from it (JSON only)."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from mg.ai.analysis import Analysis, analysis_from_json
from mg.engine import COLOURS, Game, Problem
from mg.store import autosave_lock
from mg.store.log_file import entries_from_json, entry_to_json, hints_from_json, hints_to_json
from mg.store.save_identity import check_digest, content_digest, new_game_id, read_game_id
from mg.store.seats import SEAT_KINDS, Seat, playing, read_name
from mg.store.storage import check_text, parse_json, read_text, regular_files, why_not_saved
from mg.store.storage import write_atomic as _write_atomic
from mg.text.game_log import Entry, older_entries

FORMAT = "magna-grecia-session"
VERSION = 3  # 3: the game's record; 2: a snapshot and the log's entries; 1: worded lines
MAX_BYTES = 8_000_000
MAX_LOG = 5000  # entries from before the record, hints
MAX_LOG_LINE = 300  # a worded line of a version 1 save
MAX_SEAT_NAME = 24
NAME_OK = re.compile(r"[A-Za-z0-9 _\-]{1,40}")
FIELDS = frozenset(
    {
        "format",
        "version",
        "id",
        "seats",
        "record",
        "prelude",
        "hints",
        "last_move",
        "digest",
        "analysis",
    }
)
MAX_SUFFIX = 100  # "Game 2026-03-14 09-05 2" …: names tried before giving up


@dataclass
class Session:
    game: Game
    seats: list[Seat]
    # the game log; read from a file, only what the record cannot tell (`Entry.step` None:
    # from before the record; kind "hint" with its step: a hint shown), in that order
    log: list[Entry] = field(default_factory=list)
    marks: list[int] = field(default_factory=list)  # log length before each action of the turn
    last_move: tuple[int, int] | None = None  # the space of the last piece placed (outlined)
    game_id: str = field(default_factory=new_game_id)  # which game this is (kept in saves)
    replaces: str | None = None  # the game the player let this one replace (never saved)
    analysis: Analysis | None = None  # where the finished game was won and lost
    analysis_problem: Problem | None = None  # why a kept analysis was refused (not saved)


def data_dir() -> Path:
    """Where games are kept; MG_DATA_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("MG_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("magna-grecia"))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave_lock_path() -> Path:
    return data_dir() / "autosave.lock"


def autosave_in_use() -> int | None:
    """The PID of another running game writing the autosave, or None."""
    return autosave_lock.other_live_holder(autosave_lock_path())


def release_autosave() -> None:
    """This instance no longer writes the autosave (it left its game)."""
    autosave_lock.release(autosave_lock_path())


def saves_dir() -> Path:
    return data_dir() / "saves"


def to_json(session: Session) -> str:
    """The session as text, with its digest; its seats are exactly the game's players."""
    data = _content(session)
    kept = {**data, "digest": content_digest(data)}
    if session.analysis is not None:  # outside the digest: checked on its own when read
        kept["analysis"] = session.analysis.to_json()
    return json.dumps(kept)


def _content(session: Session) -> dict[str, Any]:
    seats = playing(session.seats, session.game.players)
    before = [entry_to_json(e) for e in session.log if e.step is None]
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": session.game_id,
        "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in seats],
        "record": session.game.record(),
        "prelude": before[-MAX_LOG:],  # the log from before the record (an older save's)
        "hints": hints_to_json(session.log, session.game.history_length)[-MAX_LOG:],
        "last_move": None if session.last_move is None else list(session.last_move),
    }


def from_json(text: str) -> Session:
    """A session from its text; a `Problem` naming anything wrong."""
    if not isinstance(text, str) or len(text) > MAX_BYTES:
        raise Problem("not_a_save_text", "not a saved game (too large or not text)")
    try:
        data = parse_json(text)
    except ValueError as exc:
        raise Problem("not_a_save", "not a saved game: {problem}", problem=exc) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Problem("not_ours", "not a Magna Grecia saved game")
    version = data.get("version")
    if type(version) is not int or version not in (1, 2, VERSION):
        raise Problem(
            "other_version",
            "saved by another version of the game ({version})",
            version=f"{data.get('version')!r:.20}",
        )
    check_digest(data)  # nothing of a changed or damaged save is taken
    if version == VERSION and not data.keys() <= FIELDS:
        raise Problem("save_fields", "save: it holds fields a saved game does not have")
    if version == VERSION:
        game = Game.from_record(data.get("record"))  # every action checked again
        prelude = entries_from_json(data.get("prelude"), game.board, game.rounds, MAX_LOG)
        hints = hints_from_json(
            data.get("hints"), game.board, game.rounds, game.history_length, MAX_LOG
        )
    else:
        game = Game.from_json(json.dumps(data.get("game")))
        prelude, hints = _older_log(data, version, game)
    analysis, refused = _analysis(data, game)
    return Session(
        game,
        _seats(data.get("seats"), game),
        [*prelude, *hints],
        [],
        _last_move(data.get("last_move"), game),
        read_game_id(data.get("id"), game),
        analysis=analysis,
        analysis_problem=refused,
    )


def _analysis(data: dict[str, Any], game: Game) -> tuple[Analysis | None, Problem | None]:
    """The analysis kept with the game, if any; a damaged or hostile one is left out (the
    game is whole: only the analysis is lost) and why is said."""
    if "analysis" not in data:
        return None, None
    try:
        return analysis_from_json(data["analysis"], game), None
    except Problem as exc:
        return None, exc


def _older_log(data: dict[str, Any], version: int, game: Game) -> tuple[list[Entry], list[Entry]]:
    """A save from before records: its log's entries before this turn (kept as they are:
    the record starts at this turn) and the hints shown during it; the entries of this
    turn's actions are told again from the record."""
    log = (
        entries_from_json(data.get("log", []), game.board, game.rounds, MAX_LOG)
        if version == 2
        else older_entries(_log(data.get("log", [])))
    )
    marks = data.get("marks", [])
    turn = len(game.turn_actions)
    if (
        not turn
        or not isinstance(marks, list)
        or len(marks) != turn
        or not all(type(m) is int and 0 <= m <= len(log) for m in marks)
    ):
        return log, []  # nothing of this turn to tell again (or no telling where it starts)
    hints = [
        Entry(e.round, e.colour, e.kind, e.said, e.rule, sum(1 for m in marks if m <= at))
        for at, e in enumerate(log[marks[0] :], marks[0])
        if e.kind == "hint"
    ]
    return log[: marks[0]], hints


def _last_move(raw: Any, game: Game) -> tuple[int, int] | None:
    """The space of the last move, if it names one of the board's spaces (older saves have
    none; a damaged one is left out: only the outline is lost, the game is intact)."""
    if not isinstance(raw, list) or len(raw) != 2 or not all(type(v) is int for v in raw):
        return None
    space = (raw[0], raw[1])
    return space if space in game.board.index else None


def _log(raw: Any) -> list[str]:
    """A version 1 game log's worded lines: a bounded list of short, printable lines."""
    if not isinstance(raw, list) or len(raw) > MAX_LOG:
        raise Problem("save_log", "save: the game log is damaged")
    for line in raw:
        if line != "":
            check_text(line, "save: a line of the game log", MAX_LOG_LINE)
    return list(raw)


def _seats(raw: Any, game: Game) -> list[Seat]:
    if not isinstance(raw, list) or not len(game.players) <= len(raw) <= 4:
        raise Problem("save_seats", "save: the seats do not match the game's players")
    if len(raw) > len(game.players):  # older saves listed every menu seat: keep the players'
        raw = [
            next((i for i in raw if isinstance(i, dict) and i.get("colour") == c), None)
            for c in game.players
        ]
    seats = []
    for index, (item, colour) in enumerate(zip(raw, game.players, strict=True)):
        if (
            not isinstance(item, dict)
            or item.get("colour") != colour
            or item.get("colour") not in COLOURS
            or item.get("kind") not in SEAT_KINDS
        ):
            raise Problem("save_seat", "save: a seat is damaged")
        seats.append(Seat(_name(item.get("name"), item["kind"], index), colour, item["kind"]))
    return seats


def _name(raw: Any, kind: str, index: int) -> str | None:
    """A player's name from a save: None for the name the menu gives."""
    if raw is None:
        return None
    name = check_text(
        raw.strip() if isinstance(raw, str) else raw, "save: a player's name", MAX_SEAT_NAME
    )
    return read_name(name, kind, index)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that it is either the old file or the whole new one."""
    _write_atomic(path, text)


def read(path: Path) -> Session:
    """A saved session; a `Problem` (never another error) when unreadable."""
    return from_json(read_text(path, MAX_BYTES))  # regular files only, never past the limit


def autosave(session: Session, first: Callable[[], Problem | None] | None = None) -> Problem | None:
    """Save the game in progress; the Problem on failure (the game goes on). Only one
    running game writes the autosave: while another holds its lock, this one is not saved.
    With the lock held, `first` is done before writing (see autosave_guard.autosave_game); the
    Problem it gives stops the write, and the lock is let go for the game it left there."""
    lock = autosave_lock_path()
    try:
        owner = autosave_lock.acquire(lock)  # a full disk fails here already
        if owner is not None:
            return Problem(
                "autosave_locked",
                "Not autosaved: another running game (process {process}) writes the autosave. Keep it with Save game…",  # noqa: E501
                process=owner,
            )
        problem = first() if first is not None else None
        if problem is not None:
            autosave_lock.release(lock)
            return problem
        write_atomic(autosave_path(), to_json(session))
        return None
    except OSError as exc:  # the old autosave stays whole; no temporary file is left
        return why_not_saved(exc)


def load_autosave() -> tuple[Session | None, Problem | None]:
    """The autosaved game (or None) and why it could not be used, if it could not."""
    path = autosave_path()
    if not os.path.lexists(path):  # never raises (Path.exists() does on EACCES, ENAMETOOLONG)
        return None, None
    try:
        return read(path), None
    except Problem as exc:
        return None, Problem(
            "autosave_unusable", "the autosave could not be used: {problem}", problem=exc
        )


def clean_name(name: str) -> str | None:
    name = name.strip()
    return name if NAME_OK.fullmatch(name) else None


def free_name(base: str) -> str:
    """`base` when no save has that name yet, else "`base` 2", "`base` 3", … (two saves
    made in one minute keep both)."""
    for n in range(1, MAX_SUFFIX + 1):
        name = base if n == 1 else f"{base} {n}"
        if not save_exists(name):
            return name
    return base  # all taken: saving asks before replacing one


def save_exists(name: str) -> bool:
    """Whether saving under `name` would replace a save (or anything else) already there."""
    clean = clean_name(name)
    return clean is not None and os.path.lexists(saves_dir() / f"{clean}.json")


def save_named(session: Session, name: str) -> Problem | None:
    """Save under `name` (letters, digits, spaces, - and _); the Problem on failure."""
    clean = clean_name(name)
    if clean is None:
        return Problem("save_name", "use 1-40 letters, digits, spaces, - or _ for the name")
    try:
        write_atomic(saves_dir() / f"{clean}.json", to_json(session))
        return None
    except OSError as exc:
        return Problem("not_saved", "could not save: {why}", why=why_not_saved(exc))


def saves_unreadable() -> Problem | None:
    """Why the saved games cannot be listed (their folder is there but cannot be read: no
    permission, a loop of links, a file in its place); else None."""
    try:
        with os.scandir(saves_dir()):
            return None
    except FileNotFoundError:
        return None  # nothing saved yet
    except OSError as exc:
        return Problem(
            "saves_unreadable", "Cannot read the saved games ({why}).", why=str(exc.strerror or exc)
        )


def list_saves() -> list[Path]:
    """Saved games, newest first (none when their folder cannot be read)."""
    return regular_files(saves_dir(), "*.json")
