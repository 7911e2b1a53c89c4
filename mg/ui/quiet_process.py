"""A program of the system run beside the game (speech, the desktop's notifications):
started without a shell, its input closed and its output dropped, never waited for."""

from __future__ import annotations

import logging
import subprocess

logger = logging.getLogger(__name__)


def start_quietly(command: list[str], what: str) -> subprocess.Popen[bytes] | None:
    """`command` started (the words its arguments, never read by a shell); None, and a
    warning naming `what`, when it cannot be run (removed since, or not runnable)."""
    try:
        return subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
    except OSError as exc:
        logger.warning("%s stopped: %s", what, exc)
        return None
