"""Your games kept: every game, in progress or finished, has its own file
`<data>/games/<game id>.json` (the session text, docs/record-format.md), written atomically
after every action beside the autosave; so starting or loading another game never throws
one away. One running game writes a game's file at a time: a lock `<game id>.lock` beside
it names the instance writing it (the autosave's lock rules, mg/store/autosave_lock.py),
so two instances never write one game's file. A game can be exported to a `.mgrecord`
file (the same text) in `<data>/exports/` and imported from `.mgrecord` files dropped into
`<data>/imports/`: an import is read like any save (every action checked again by the
engine through `Game.from_record`, bounded sizes, nothing executed) and a hostile one is
refused with its `Problem`, changing nothing.

The player's rating is kept with the games: `<data>/rating.json` holds it on the bots' Elo
scale (the arithmetic is mg/ai/rating.py), how many games made it and which games were
counted, so a game finished here counts once, when its own file is written as it ends. A
game counts when exactly one human played it and every other seat was a bot of a known
level. The file is read without trusting it: a damaged one is set aside (the rating starts
again) with a `Problem` saying why."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from mg.ai.levels import LEVELS
from mg.ai.rating import Rating, game_results, rated
from mg.engine import Phase, Problem
from mg.store import autosave_lock
from mg.store.save_identity import GAME_ID, new_game_id
from mg.store.seats import Seat, playing
from mg.store.session import MAX_BYTES, Session, data_dir, from_json, read, to_json
from mg.store.storage import (
    free_path,
    parse_json,
    read_text,
    regular_files,
    safe_stem,
    shown_name,
    system_says,
    why_not_saved,
    write_atomic,
)

logger = logging.getLogger(__name__)
RECORD_SUFFIX = ".mgrecord"
MAX_IMPORTS = 50  # files of the imports folder looked at in one go
MAX_REMEMBERED = 500  # summaries kept for files unchanged since
_held: set[Path] = set()  # the games' locks this instance holds
_holding = threading.Lock()  # (a hosted network game is kept from its server's thread)
_summaries: dict[Path, tuple[tuple[int, int, int], GameSummary]] = {}


def games_dir() -> Path:
    return data_dir() / "games"


def exports_dir() -> Path:
    """Where exported games are written (the Games screen says where)."""
    return data_dir() / "exports"


def imports_dir() -> Path:
    """Where `.mgrecord` files to import are dropped."""
    return data_dir() / "imports"


def hosted_dir(game_id: str) -> Path:
    """Where a network game this machine hosts is kept beside its game file: its
    room (code, seat tokens: secrets, never shown, never exported) and who plays which seat
    here, to host it again (mg/net/hosted.py)."""
    return data_dir() / "hosted" / game_id


def hosted(game_id: str) -> bool:
    """Whether the kept game `game_id` is a network game this machine hosted."""
    return GAME_ID.fullmatch(game_id) is not None and os.path.isdir(hosted_dir(game_id))


def game_path(game_id: str) -> Path:
    return games_dir() / f"{game_id}.json"


def lock_path(game_id: str) -> Path:
    return games_dir() / f"{game_id}.lock"


def in_use(game_id: str) -> int | None:
    """The PID of another running game writing this game's file, or None."""
    return autosave_lock.other_live_holder(lock_path(game_id))


def keep_game(session: Session) -> Problem | None:
    """Write the game's own file (it holds the game as it stands); the Problem when it is not
    written: another running game writes it (its lock), or the disk refuses (then the old
    file is whole). Holding one game's lock lets go of the others this instance held."""
    game = session.game
    if game.phase == Phase.ORACLES and not game.history_length:
        return None  # nothing done in it yet: not a game to keep
    if not GAME_ID.fullmatch(session.game_id):
        return Problem("game_id_odd", "this game's id cannot name a file")
    lock = lock_path(session.game_id)
    try:
        with _holding:
            owner = autosave_lock.acquire(lock)
            if owner is not None:
                return Problem(
                    "game_in_use",
                    "Not kept: another running game (process {process}) plays this game.",
                    process=owner,
                )
            for other in _held - {lock}:
                autosave_lock.release(other)
            _held.intersection_update({lock})
            _held.add(lock)
        write_atomic(game_path(session.game_id), to_json(session))
    except OSError as exc:
        return why_not_saved(exc)
    counted = count_game(session)  # a game ending here counts in the player's rating, once
    if counted is not None:
        logger.warning("the rating was not kept: %s", counted)
    return None


def kept_as_it_is(session: Session) -> bool:
    """Whether the game's own file holds `session`'s game as it stands: then another game
    may take its place (in the autosave, on the screen) without a copy or a question."""
    try:
        return read(game_path(session.game_id)).game == session.game
    except ValueError:
        return False


def release_games() -> None:
    """This instance writes no game's file any more (it left its game)."""
    with _holding:
        for lock in _held:
            autosave_lock.release(lock)
        _held.clear()


@dataclass(frozen=True)
class GameSummary:
    """What the Games screen shows of a kept game, as data (worded in mg/ui)."""

    path: Path
    saved: datetime | None
    seats: tuple[Seat, ...] = ()
    phase: str = ""
    round: int = 0
    rounds: int = 0
    scores: tuple[int, ...] = ()  # each player's score, in the seats' order
    winners: tuple[str, ...] = ()  # the winning colours of a finished game
    problem: Problem | None = None  # why the file cannot be opened
    stamp: float = 0.0  # when it was written (newest first)
    hosted: bool = False  # a network game this machine hosted: it is hosted again

    @property
    def finished(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def game_id(self) -> str:
        return self.path.stem

    @property
    def name(self) -> str:
        return shown_name(self.path.name)


def summarise_game(path: Path) -> GameSummary:
    """The summary of one kept game (never raises); a file unchanged since it was last
    summarised is not read again (reading replays the whole game)."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return _summarise(path)
    mark = (info.st_ino, info.st_size, info.st_mtime_ns)
    known = _summaries.get(path)
    if known is not None and known[0] == mark:
        return known[1]
    summary = _summarise(path)
    if len(_summaries) >= MAX_REMEMBERED:
        _summaries.clear()
    _summaries[path] = (mark, summary)
    return summary


def _summarise(path: Path) -> GameSummary:
    try:
        stamp = path.stat().st_mtime
        saved: datetime | None = datetime.fromtimestamp(stamp)
    except (OSError, OverflowError, ValueError):
        stamp, saved = 0.0, None
    try:
        session = read(path)
    except Problem as exc:
        return GameSummary(path, saved, problem=exc, stamp=stamp)
    game = session.game
    score = game.score
    return GameSummary(
        path,
        saved,
        tuple(session.seats),
        game.phase,
        game.round,
        game.rounds,
        tuple(score[c] for c in game.players),
        tuple(game.winners()) if game.phase == Phase.OVER else (),
        stamp=stamp,
        hosted=hosted(path.stem),
    )


def game_files() -> list[Path]:
    """The kept games' files, newest (last played) first."""
    return regular_files(games_dir(), "*.json")


def list_games(limit: int | None = None, skip: int = 0) -> list[GameSummary]:
    """The kept games (the `limit` newest after the `skip` newest), newest first (none when
    their folder cannot be read)."""
    return games_page(limit, skip)[0]


def games_page(limit: int | None, skip: int) -> tuple[list[GameSummary], int]:
    """The kept games `list_games` gives, and how many games are kept in all (the folder
    read once)."""
    files = game_files()
    end = None if limit is None else skip + limit
    return [summarise_game(path) for path in files[skip:end]], len(files)


def most_recent_unfinished() -> GameSummary | None:
    """The newest kept game that can be carried on here (readable, not over, not a network
    game this machine hosted: that one is hosted again)."""
    for path in game_files():
        summary = summarise_game(path)
        if summary.problem is None and not summary.finished and not summary.hosted:
            return summary
    return None


def export_game(path: Path, name: str) -> tuple[Path | None, Problem | None]:
    """Write the kept game at `path` to `<exports>/<name>.mgrecord` (read and checked
    first: only a sound game is shared), `name` made safe (`safe_stem`) and unique
    (`free_path`); the file written, or the Problem. The name is the UI's words (the date
    and the players, in the player's language): the store words nothing."""
    try:
        session = read(path)
    except Problem as exc:
        return None, exc
    target = free_path(exports_dir(), safe_stem(name), RECORD_SUFFIX)
    try:
        write_atomic(target, to_json(session))
    except OSError as exc:
        return None, why_not_saved(exc)
    return target, None


def import_text(text: str) -> Session:
    """The game a `.mgrecord` text holds, every action checked again; a Problem otherwise.
    A game already kept under its id gets a new id (the two stay apart)."""
    session = from_json(text)
    if os.path.lexists(game_path(session.game_id)):
        session.game_id = new_game_id()
    return session


def import_file(path: Path) -> tuple[Session | None, Problem | None]:
    """Import one `.mgrecord` file into the kept games; the game, or why it was refused
    (then nothing changed: no file is written, the file to import stays as it is)."""
    try:
        session = import_text(read_text(path, MAX_BYTES))
    except Problem as exc:
        return None, Problem(
            "import_refused",
            "{name} was not imported: {problem}",
            name=shown_name(path.name),
            problem=exc,
        )
    try:
        write_atomic(game_path(session.game_id), to_json(session))
    except OSError as exc:
        return None, why_not_saved(exc)
    with contextlib.suppress(OSError):  # taken in: it is not offered again
        path.unlink()
    return session, None


def import_all() -> tuple[int, list[Problem]]:
    """Import every `.mgrecord` file of the imports folder: how many came in, and why each
    refused one was (a refused file stays where it is)."""
    done, refused = 0, []
    for path in regular_files(imports_dir(), f"*{RECORD_SUFFIX}")[:MAX_IMPORTS]:
        session, problem = import_file(path)
        if session is not None:
            done += 1
        elif problem is not None:
            refused.append(problem)
    return done, refused


def delete_game(path: Path) -> Problem | None:
    """Delete a kept game's file; refused while another running game plays it."""
    game_id = path.stem
    if GAME_ID.fullmatch(game_id) and in_use(game_id) is not None:
        return Problem("game_in_use_delete", "another running game plays it")
    try:
        path.unlink(missing_ok=True)
        if GAME_ID.fullmatch(game_id):  # a hosted game's room and tokens go with it
            shutil.rmtree(hosted_dir(game_id), ignore_errors=True)
    except OSError as exc:
        return why_not_saved(exc)
    return None


def open_game(path: Path) -> tuple[Session | None, Problem | None]:
    """A kept game to carry on or look at; refused while another running game plays it."""
    game_id = path.stem
    if GAME_ID.fullmatch(game_id):
        owner = in_use(game_id)
        if owner is not None:
            return None, Problem(
                "game_in_use_open",
                "another running game (process {process}) plays it",
                process=owner,
            )
    try:
        return read(path), None
    except Problem as exc:
        return None, exc


# -- the player's rating, kept with the games ---------------------------------------------
RATING_VERSION = 1
RATING_BYTES = 200_000
MAX_COUNTED = 2_000  # the newest game ids remembered as counted (a game is 33 bytes)
MAX_RATING = 10_000.0  # far beyond any rating the scale reaches
RATING_FIELDS = frozenset({"version", "rating", "games", "counted"})


@dataclass(frozen=True)
class KeptRating:
    """The rating and the ids of the games it counted (oldest first)."""

    rating: Rating = Rating()
    counted: tuple[str, ...] = ()


def rating_path() -> Path:
    return data_dir() / "rating.json"


def load_rating(path: Path | None = None) -> tuple[KeptRating, Problem | None]:
    """The kept rating, or a new one (and why, when the file is damaged)."""
    path = path or rating_path()
    if not os.path.lexists(path):
        return KeptRating(), None
    try:
        return _rating_from_data(parse_json(read_text(path, RATING_BYTES))), None
    except (ValueError, OSError, MemoryError, RecursionError) as exc:
        return KeptRating(), Problem(
            "rating_broken",
            "rating file {path} is damaged ({problem}); the rating starts again",
            path=str(path),
            problem=system_says(exc),
        )


def _rating_from_data(data: Any) -> KeptRating:
    if (
        not isinstance(data, dict)
        or set(data) != RATING_FIELDS
        or data["version"] != RATING_VERSION
    ):
        raise ValueError("not a rating this version reads")
    value, games, counted = data["rating"], data["games"], data["counted"]
    if type(value) not in (int, float) or not -MAX_RATING < value < MAX_RATING:
        raise ValueError("the rating is not a number")
    if type(games) is not int or games < 0:
        raise ValueError("the count of games is not a count")
    if (
        not isinstance(counted, list)
        or len(counted) > MAX_COUNTED
        or not all(isinstance(g, str) and GAME_ID.fullmatch(g) for g in counted)
    ):
        raise ValueError("the games counted are not game ids")
    return KeptRating(Rating(float(value), games), tuple(counted))


def rating_text(kept: KeptRating) -> str:
    data = {
        "version": RATING_VERSION,
        "rating": kept.rating.value,
        "games": kept.rating.games,
        "counted": list(kept.counted[-MAX_COUNTED:]),
    }
    return json.dumps(data, indent=1)


def session_results(session: Session) -> list[tuple[float, float]] | None:
    """What a finished game says of its one human player against the bots (mg.ai.rating's
    `game_results`), or None when it rates nobody."""
    game = session.game
    if game.phase != Phase.OVER:
        return None
    seats = playing(session.seats, game.players)
    kinds = [(s.kind, LEVELS[s.kind].elo if s.kind in LEVELS else None) for s in seats]
    winners = set(game.winners())
    score = game.score
    return game_results(
        kinds, [score[c] for c in game.players], [c in winners for c in game.players]
    )


def count_game(session: Session, path: Path | None = None) -> Problem | None:
    """Count a finished game in the player's rating, once; the Problem if the rating could
    not be written (a game that rates nobody, or counted before, changes nothing)."""
    met = session_results(session)
    if met is None:
        return None
    path = path or rating_path()
    kept, _ = load_rating(path)  # a damaged file starts again from this game
    if session.game_id in kept.counted:
        return None
    now = KeptRating(rated(kept.rating, met), (*kept.counted, session.game_id))
    try:
        write_atomic(path, rating_text(now))
    except OSError as exc:
        return why_not_saved(exc)
    return None
