"""Command-line flags of the game; a bad flag or value exits with code 2 and a message."""

from __future__ import annotations

import argparse
import os
import re
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from mg import __version__
from mg.ai import LEVELS
from mg.net.protocol import CLOCKS, ROUNDS, join_code

MIN_SIZE = (1280, 720)  # below this the panel text would be too small to read
MAX_SIZE = (7680, 4320)
WINDOW_FRAME = (40, 80)  # room left on the desktop for a window's frame: borders, title bar,
#                          and the desktop's own panels
Size = tuple[int, int]


@dataclass(frozen=True)
class Options:
    windowed: tuple[int, int] | None = None
    players: int | None = None  # None: as in the last game (else 3)
    seed: int | None = None
    autoplay: str | None = None  # a bot level (LEVELS); "random" plays through the input
    frames: int = 0
    screenshots: Path | None = None
    frame_stats: Path | None = None
    think: float = 1.0  # seconds a computer player (or a hint) may think a turn
    join: str | None = None  # a network game's address (host:port, ws:// or wss://)
    code: str | None = None  # … and its join code (as the server made it: "KRO-7Q4")
    create: str | None = None  # a server's address to open a room on, and leave
    rounds: int = 12  # … the game's rounds (R6)
    bot: str | None = None  # … the level of the server's bot for a seat whose player is away
    no_watching: bool = False  # … nobody may watch the game
    clock: str | None = None  # … its game clock ("live", "day"), or none
    watch: str | None = None  # a network game's address to watch (with `code`), headless

    def dev_tools(self) -> bool:
        """Whether a flag asks for a dev tool (autoplay, frame limit, screenshots, stats)."""
        return bool(self.autoplay or self.frames or self.screenshots or self.frame_stats)


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{2,5})[xX](\d{2,5})", text.strip())
    if not match:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, got {text!r}")
    w, h = int(match[1]), int(match[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"window size {w}x{h} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} .. "
            f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"
        )
    return w, h


def fit_window(requested: Size, desktop: Size) -> tuple[Size, bool]:
    """The size to open a window at on a desktop of `desktop` pixels, and whether to maximize
    it: a window that would not fit with its frame (a 1366x768 window on a 1366x768 screen
    loses its bottom under the title bar) opens as large as fits, maximized, so the window
    manager fits it to the usable area and the game lays out for the size it really gets."""
    room = (desktop[0] - WINDOW_FRAME[0], desktop[1] - WINDOW_FRAME[1])
    if requested[0] <= room[0] and requested[1] <= room[1]:
        return requested, False
    return (min(requested[0], room[0]), min(requested[1], room[1])), True


def smallest_window(desktop: Size) -> Size:
    """The smallest window the player may make: MIN_SIZE, or less on a desktop too small for
    it with a window's frame (fitting the screen matters more than the ideal minimum)."""
    return (
        min(MIN_SIZE[0], desktop[0] - WINDOW_FRAME[0]),
        min(MIN_SIZE[1], desktop[1] - WINDOW_FRAME[1]),
    )


def _count(low: int, high: int | None = None) -> type[int]:
    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < low or (high is not None and value > high):
            bound = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"must be {bound}, got {value}")
        return value

    return check  # type: ignore[return-value]


def _seconds(text: str) -> float:
    """A thinking time: 0.1 to 10 seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds such as 1.5, got {text!r}") from None
    if not 0.1 <= value <= 10:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"must be from 0.1 to 10 seconds, got {text}")
    return value


def _cannot(what: str, text: str, exc: OSError) -> argparse.ArgumentTypeError:
    return argparse.ArgumentTypeError(f"cannot {what} {_shown(text)} ({exc.strerror or exc})")


def _shown(text: str, longest: int = 80) -> str:
    """A path for a message: quoted, and shortened in the middle when very long."""
    if len(text) > longest:
        text = f"{text[: longest // 2]}…{text[-longest // 2 :]}"
    return repr(text)


def _status(path: Path, text: str) -> os.stat_result | None:
    """What is at `path` (None: nothing); ArgumentTypeError when it cannot be looked at
    (a name too long, a folder on the way that may not be entered, ...)."""
    try:
        return path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise _cannot("use", text, exc) from None


def _writable_folder(folder: Path) -> None:
    """ArgumentTypeError unless a file can be created in `folder` (made if missing)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise _cannot("write in folder", str(folder), exc) from None


def _screenshot_dir(text: str) -> Path:
    """A folder for screenshots, checked now (created if missing) rather than at run time."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a folder, got an empty name")
    folder = Path(text)
    found = _status(folder, text)
    if found is not None and not stat.S_ISDIR(found.st_mode):
        raise argparse.ArgumentTypeError(f"{_shown(text)} exists and is not a folder")
    _writable_folder(folder)
    return folder


def _stats_file(text: str) -> Path:
    """A file for the frame statistics whose folder exists and can be written."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a file name, got an empty one")
    path = Path(text)
    found = _status(path, text)
    if (found is not None and stat.S_ISDIR(found.st_mode)) or text.endswith(("/", os.sep)):
        raise argparse.ArgumentTypeError(f"{_shown(text)} is a folder; give a file name")
    if found is not None and not stat.S_ISREG(found.st_mode):
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a regular file")
    parent = _status(path.parent, str(path.parent))
    if parent is None or not stat.S_ISDIR(parent.st_mode):
        raise argparse.ArgumentTypeError(f"folder {_shown(str(path.parent))} does not exist")
    _writable_folder(path.parent)
    return path


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="magna-grecia",
        description="Magna Grecia: play at one computer (hot-seat, with computer players, "
        "lessons) or over the network (host, join, or open a room on a server).",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument(
        "--windowed",
        type=_size,
        metavar="WxH",
        help="open a window of this size instead of full-screen",
    )
    p.add_argument(
        "--players",
        type=_count(2, 4),
        metavar="N",
        help="number of players, 2-4 (default: as in the last game, else 3)",
    )
    p.add_argument("--seed", type=_count(0), metavar="S", help="seed of the card shuffle")
    p.add_argument(
        "--autoplay",
        nargs="?",
        const="random",
        choices=tuple(LEVELS),
        metavar="LEVEL",
        help="every seat is played for you: random legal moves through the real "
        "scenes and input events (random, the default), or a bot of that level in every "
        f"seat ({', '.join(level for level in LEVELS if level != 'random')})",
    )
    p.add_argument(
        "--think",
        type=_seconds,
        default=1.0,
        metavar="SECONDS",
        help="how long a computer player (and a hint) may think a turn, 0.1-10 "
        "(default 1; the expert thinks three times as long)",
    )
    p.add_argument(
        "--frames",
        type=_count(0),
        default=0,
        metavar="N",
        help="quit after N frames (0: run until closed)",
    )
    p.add_argument(
        "--screenshots",
        type=_screenshot_dir,
        metavar="DIR",
        help="save a PNG at every scene change and at exit",
    )
    p.add_argument(
        "--frame-stats",
        type=_stats_file,
        metavar="FILE",
        help="write frame-time statistics (JSON) at exit",
    )
    p.add_argument(
        "--join",
        metavar="ADDRESS",
        help="play a seat of a network game (host:port, ws:// or wss://) with the bot that "
        "--autoplay names, headless (with --code)",
    )
    p.add_argument(
        "--code",
        metavar="CODE",
        help="the network game's join code, in any case, with or without its dash (with "
        "--join or --watch)",
    )
    p.add_argument(
        "--create",
        metavar="ADDRESS",
        help="open a room for a new game on the server at ADDRESS, every seat open (with "
        "--players); print its join code alone on a line and exit",
    )
    p.add_argument(
        "--rounds",
        type=int,
        choices=ROUNDS,
        default=12,
        help="the game's rounds (with --create; default 12)",
    )
    p.add_argument(
        "--bot",
        choices=tuple(LEVELS),
        metavar="LEVEL",
        help="the level of the server's bot that plays a seat whose player is away (with "
        f"--create; default: the server's): {', '.join(LEVELS)}",
    )
    p.add_argument(
        "--clock",
        choices=CLOCKS,
        default=None,
        help="the game's clock (with --create): live, 5 minutes and 20 s more a turn; day, "
        "24 hours a turn; when a player's time runs out the server's bot plays that turn "
        "(default: none)",
    )
    p.add_argument(
        "--no-watching",
        action="store_true",
        help="nobody may watch the game as a spectator (with --create)",
    )
    p.add_argument(
        "--watch",
        metavar="ADDRESS",
        help="watch a network game (host:port, ws:// or wss://) as a spectator, headless "
        "(with --code): print each action as a line and the final scores, and exit",
    )
    return p


def parse_args(argv: list[str] | None = None) -> Options:
    """Parse the flags; argparse prints the problem and exits with 2 on a bad one."""
    p = parser()
    ns = p.parse_args(argv)
    if (ns.join is None and ns.watch is None) != (ns.code is None):
        p.error("--code goes with --join or --watch, and they with it")
    if ns.join is not None and ns.watch is not None:
        p.error("--join plays a seat, --watch watches a game: one or the other")
    code = join_code(ns.code) if ns.code is not None else None
    if ns.code is not None and code is None:
        p.error(f"--code: {ns.code[:20]!r} is not a join code (six letters and digits: KRO-7Q4)")
    if ns.create is not None and ns.players is None:
        p.error("--create needs --players N (2-4): the room's seats")
    if ns.create is not None and ns.join is not None:
        p.error("--create opens a room and leaves: join it with another --join")
    if ns.join is not None and ns.autoplay is None:
        p.error(f"--join plays with a bot for now: give --autoplay {' | '.join(LEVELS)}")
    return Options(
        windowed=ns.windowed,
        players=ns.players,
        seed=ns.seed,
        autoplay=ns.autoplay,
        frames=ns.frames,
        screenshots=ns.screenshots,
        frame_stats=ns.frame_stats,
        think=ns.think,
        join=ns.join,
        code=code,
        create=ns.create,
        rounds=ns.rounds,
        bot=ns.bot,
        no_watching=ns.no_watching,
        clock=ns.clock,
        watch=ns.watch,
    )
