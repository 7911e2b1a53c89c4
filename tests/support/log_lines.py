"""What the game logged to the terminal, as data: the level and the module of each line
(`mg.__main__.LOG_FORMAT`: "WARNING mg.ui.audio: …"), for tests of a game started in another
process. The message itself is English for whoever reads the terminal; tests ask who said
what kind of thing, and look for data in it (a file's name), not for its words."""

from __future__ import annotations

import logging

LEVELS = frozenset(logging.getLevelNamesMapping())


def logged(stderr: str) -> set[tuple[str, str]]:
    """(level, logger) of every log line in `stderr`."""
    found = set()
    for line in stderr.splitlines():
        level, _, rest = line.partition(" ")
        name, colon, _ = rest.partition(": ")
        if level in LEVELS and colon and name.startswith("mg") and " " not in name:
            found.add((level, name))
    return found


def loggers(stderr: str) -> set[str]:
    """The modules of the game that logged a line in `stderr`."""
    return {name for _, name in logged(stderr)}
