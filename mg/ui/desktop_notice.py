"""The desktop's notification ("Magna Grecia: your turn") when a network game's turn comes
to this machine while the window is behind others — where the system offers one: on Linux
and the BSDs `notify-send` (libnotify), on macOS `osascript`, whichever is found; elsewhere
nothing is shown and Settings says so plainly. The program runs without a shell (the words
are arguments), never waited for (the frame goes on), and is stopped if it has not ended
within LIMIT seconds. The words come as data (`Said`) and are worded here, in the language
shown then."""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Protocol

from mg.ui.notice import Said, notice_text
from mg.ui.quiet_process import start_quietly

logger = logging.getLogger(__name__)

LIMIT = 10.0  # seconds a notification's program may run before it is stopped
SHOWN_FOR = 10_000  # milliseconds the desktop shows it (where it lets us say)
MAX_CHARS = 200  # a longer text is cut (a notification is a line or two)
APP = "Magna Grecia"
OSASCRIPT = (  # the texts are the script's arguments, never part of its source
    "on run argv\ndisplay notification (item 2 of argv) with title (item 1 of argv)\nend run"
)


class Notifier(Protocol):
    """Something that shows the desktop a notification (a recording one in tests)."""

    @property
    def available(self) -> bool: ...

    def notify(self, title: Said, body: Said) -> None: ...


def notify_command(program: str, title: str, body: str) -> list[str]:
    """The command that shows `title` and `body` with `program` (never through a shell:
    each text is one argument, never read as options or script)."""
    if program.rsplit("/", 1)[-1] == "osascript":
        return [program, "-e", OSASCRIPT, title, body]
    return [program, f"--app-name={APP}", f"--expire-time={SHOWN_FOR}", "--", title, body]


def program_for(platform: str) -> str:
    """The notification program the system `platform` (sys.platform) may offer."""
    return "osascript" if platform == "darwin" else "notify-send"


class DesktopNotifier:
    """The system's notification program, run once a notification; none found: nothing is
    shown (`available` False)."""

    def __init__(
        self, which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform
    ) -> None:
        self.program = None if platform == "win32" else which(program_for(platform))
        self.process: subprocess.Popen[bytes] | None = None  # the last one shown

    @property
    def available(self) -> bool:
        return self.program is not None

    def notify(self, title: Said, body: Said) -> None:
        if self.program is None:
            return
        words = (notice_text(title)[:MAX_CHARS], notice_text(body)[:MAX_CHARS])
        process = start_quietly(notify_command(self.program, *words), "desktop notifications")
        if process is None:  # removed since, or not runnable: none from now on
            self.program = None
            return
        self.process = process
        bounded = threading.Timer(LIMIT, lambda: ended(process))
        bounded.daemon = True
        bounded.start()


def ended(process: subprocess.Popen[bytes]) -> None:
    """`process` stopped if it still runs, and reaped (on the timer's thread)."""
    if process.poll() is None:
        process.kill()
    try:
        process.wait(timeout=1)
    except subprocess.TimeoutExpired:
        logger.warning("a notification's program did not stop")
