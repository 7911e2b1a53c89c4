"""Map files → Board: spaces, villages, names and neighbour tables (R7; the format is in
the README, "Map files")."""

from __future__ import annotations

import os
import stat
from importlib import resources
from pathlib import Path

from .hexgrid import DIRECTIONS, Space, axial_to_offset, offset_to_axial
from .problem import Problem

LAND, VILLAGE, GREEN = 0, 1, 2
_TERRAIN = {LAND: "land", VILLAGE: "village", GREEN: "green"}
_TOKENS = {".": LAND, "v": VILLAGE, "g": GREEN, "o": VILLAGE}
# What a map may hold: as much as the game plays smoothly, on screen and off (a 40 x 40 map
# of 200 villages ends actions in ~15 ms and draws a frame in ~3 ms, tools/map_stall.py; a
# 200 x 200 one of 5,715 villages stalled every End actions and every market-phase frame),
# and still large enough that a hex can be seen and clicked (the standard map: 16 x 25, 42).
MAX_ROWS = 40
MAX_COLS = 40
MAX_VILLAGES = 200
_MAX_NAME = 40
MAX_MAP_BYTES = 1_000_000


class Board:
    """The static hex map. Spaces are indexed 0..n-1 in (r, q) order."""

    __slots__ = (
        "spaces",
        "index",
        "kind",
        "nbr",
        "names",
        "initial_oracles",
        "villages",
        "cache",
        "_text",
    )

    def __init__(
        self,
        kinds: dict[Space, int],
        names: dict[Space, str],
        initial_oracles: set[Space],
    ) -> None:
        self.spaces: tuple[Space, ...] = tuple(sorted(kinds, key=lambda s: (s[1], s[0])))
        self.index: dict[Space, int] = {s: i for i, s in enumerate(self.spaces)}
        self.kind: tuple[int, ...] = tuple(kinds[s] for s in self.spaces)
        self.nbr: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index.get((q + dq, r + dr), -1) for dq, dr in DIRECTIONS)
            for q, r in self.spaces
        )
        self.names: dict[int, str] = {self.index[s]: n for s, n in names.items()}
        self.initial_oracles: frozenset[int] = frozenset(self.index[s] for s in initial_oracles)
        self.villages: tuple[int, ...] = tuple(i for i, k in enumerate(self.kind) if k != LAND)
        #: Derived per-board tables other modules build once (e.g. cached actions).
        self.cache: dict[str, object] = {}
        self._text: str | None = None

    # -- construction ---------------------------------------------------------------
    @classmethod
    def from_text(cls, text: str) -> Board:
        """Parse a map file; a malformed one raises ValueError naming the line.
        Boards never change, so the same text gives the same Board object."""
        if not isinstance(text, str):
            raise Problem("map_not_text", "a map must be text")
        if _STANDARD is not None and text == _STANDARD._text:
            return _STANDARD
        board = _PARSED.get(text)
        if board is None:
            board = cls._parse(text)
            if len(_PARSED) >= _PARSED_KEEP:
                _PARSED.pop(next(iter(_PARSED)))
            _PARSED[text] = board
        return board

    @classmethod
    def _parse(cls, text: str) -> Board:
        kinds: dict[Space, int] = {}
        names: dict[Space, str] = {}
        oracles: set[Space] = set()
        row = 0
        in_names = False
        for lineno, line in enumerate(text.splitlines(), start=1):
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("@"):
                in_names = True
                space, name = _parse_name(stripped, lineno, kinds)
                if space in names:
                    raise Problem(
                        "map_named_twice",
                        "map line {line}: the village at {space} is named twice",
                        line=lineno,
                        space=str(space),
                    )
                names[space] = name
                continue
            if in_names:
                raise Problem(
                    "map_row_after_names",
                    "map line {line}: a grid row after the '@' name lines",
                    line=lineno,
                )
            _parse_row(stripped, row, lineno, kinds, oracles)
            row += 1
        if row == 0:
            raise Problem("map_no_rows", "map: no grid rows")
        villages = sum(k != LAND for k in kinds.values())
        if not villages:
            raise Problem("map_no_village", "map: no village on the map")
        if villages > MAX_VILLAGES:
            raise Problem(
                "map_villages",
                "map: {count} villages, more than the {most} a map may hold",
                count=villages,
                most=MAX_VILLAGES,
            )
        board = cls(kinds, names, oracles)
        board._text = text
        return board

    @classmethod
    def from_file(cls, path: str | Path) -> Board:
        """Read and parse a map file: a regular file of at most MAX_MAP_BYTES (a FIFO or a
        device is refused at once, never waited on or read without end)."""
        try:
            text = _read_regular(Path(path)).decode("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise Problem(
                "map_unreadable",
                "map file {path}: cannot be read ({why})",
                path=str(path),
                why=str(exc),
            ) from None
        return cls.from_text(text)

    @classmethod
    def standard(cls) -> Board:
        """The standard map of southern Italy."""
        global _STANDARD
        if _STANDARD is None:
            text = resources.files("mg.engine").joinpath("maps/standard.txt").read_text("utf-8")
            _STANDARD = cls.from_text(text)
        return _STANDARD

    # -- queries --------------------------------------------------------------------
    def terrain(self, space: Space) -> str | None:
        """R7: "land", "village" (interior) or "green" (a green-bordered village); what the
        map shows there forever, whatever stands on it; None off the board."""
        i = self.index.get(space)
        return None if i is None else _TERRAIN[self.kind[i]]

    def name(self, space: Space) -> str | None:
        """The place name of a village space, if the map names it."""
        i = self.index.get(space)
        return None if i is None else self.names.get(i)

    def to_text(self) -> str:
        """The map file text (the original text when parsed from one)."""
        if self._text is None:
            self._text = _render(self)
        return self._text

    def signature(self) -> tuple[object, ...]:
        """Everything that makes two boards the same."""
        return (self.spaces, self.kind, tuple(sorted(self.names.items())), self.initial_oracles)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.signature() == other.signature()

    def __hash__(self) -> int:
        return hash(self.signature())


_STANDARD: Board | None = None
_PARSED: dict[str, Board] = {}
_PARSED_KEEP = 16


def _read_regular(path: Path) -> bytes:
    """The bytes of a regular file, at most MAX_MAP_BYTES; OSError for anything else."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        data = bytearray()  # grown in place: no quadratic copying of a growing bytes
        while len(data) <= MAX_MAP_BYTES:
            chunk = os.read(fd, MAX_MAP_BYTES + 1 - len(data))
            if not chunk:
                return bytes(data)
            data += chunk
        raise OSError(f"{path.name} is larger than {MAX_MAP_BYTES:,} bytes")
    finally:
        os.close(fd)


def _parse_row(
    line: str, row: int, lineno: int, kinds: dict[Space, int], oracles: set[Space]
) -> None:
    if row >= MAX_ROWS:
        raise Problem(
            "map_rows", "map line {line}: more than {most} rows", line=lineno, most=MAX_ROWS
        )
    tokens = line.split()
    if len(tokens) > MAX_COLS:
        raise Problem(
            "map_columns", "map line {line}: more than {most} columns", line=lineno, most=MAX_COLS
        )
    for col, token in enumerate(tokens):
        if token == "~":
            continue
        if token not in _TOKENS:
            raise Problem(
                "map_token",
                "map line {line}: unknown token {token} (use ~ . v g o)",
                line=lineno,
                token=f"{token!r:.20}",
            )
        space = offset_to_axial(col, row)
        kinds[space] = _TOKENS[token]
        if token == "o":
            oracles.add(space)


def _parse_name(line: str, lineno: int, kinds: dict[Space, int]) -> tuple[Space, str]:
    parts = line[1:].split(None, 2)
    if len(parts) < 3 or not parts[0].isdigit() or not parts[1].isdigit():
        raise Problem("map_name_line", "map line {line}: expected '@ col row Name'", line=lineno)
    if len(parts[0]) > 3 or len(parts[1]) > 3 or not (parts[0] + parts[1]).isascii():
        raise Problem(
            "map_name_numbers", "map line {line}: column and row must be small numbers", line=lineno
        )
    name = parts[2].strip()
    if len(name) > _MAX_NAME or not name.isprintable():
        raise Problem(
            "map_name_long",
            "map line {line}: a village name must be at most {most} printable characters",
            line=lineno,
            most=_MAX_NAME,
        )
    space = offset_to_axial(int(parts[0]), int(parts[1]))
    if kinds.get(space, LAND) == LAND:
        raise Problem(
            "map_not_village",
            "map line {line}: column {col} row {row} is not a village",
            line=lineno,
            col=parts[0],
            row=parts[1],
        )
    return space, name


def _render(board: Board) -> str:
    cells = {axial_to_offset(s): i for i, s in enumerate(board.spaces)}
    rows = max(r for _, r in cells) + 1
    lines = []
    for r in range(rows):
        cols = [c for c, rr in cells if rr == r]
        width = max(cols) + 1 if cols else 0
        tokens = []
        for c in range(width):
            i = cells.get((c, r))
            if i is None:
                tokens.append("~")
            elif i in board.initial_oracles:
                tokens.append("o")
            else:
                tokens.append(".vg"[board.kind[i]])
        lines.append(("  " if r & 1 else "") + (" ".join(tokens) or "~"))
    for i, name in sorted(board.names.items()):
        col, row = axial_to_offset(board.spaces[i])
        lines.append(f"@ {col} {row} {name}")
    return "\n".join(lines) + "\n"
