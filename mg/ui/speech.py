"""Reading aloud (Settings → Read aloud): whose turn it is, what the players before did,
refusals and hints, and the board cursor's space, spoken through the system's speech —
speech-dispatcher (`spd-say`) or eSpeak NG (`espeak-ng`), whichever is installed — in the
game's language. Where neither is, nothing is spoken and Settings says so plainly. The
words come already worded (in the language shown); a new phrase cuts the one before it
short, so the voice keeps up with the player."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from typing import Protocol

from mg.ui.quiet_process import start_quietly

PROGRAMS = ("spd-say", "espeak-ng")  # the first found speaks
MAX_CHARS = 400  # a phrase longer than this is cut (no one listens to a page)


class Speaker(Protocol):
    """Something that says words aloud in a language (a fake one in tests)."""

    @property
    def available(self) -> bool: ...

    def say(self, text: str, language: str) -> None: ...


def speech_command(program: str, text: str, language: str) -> list[str]:
    """The command that says `text` in `language` with `program` (never through a shell:
    the words are one argument)."""
    name = program.rsplit("/", 1)[-1]
    if name == "spd-say":
        return [program, "--cancel", "-l", language, "--", text]
    return [program, "-v", language, "--", text]


class SystemSpeech:
    """The system's speech program, run once a phrase, the phrase before cut short."""

    def __init__(self, which: Callable[[str], str | None] = shutil.which) -> None:
        self.program = next((p for p in map(which, PROGRAMS) if p), None)
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def available(self) -> bool:
        return self.program is not None

    def say(self, text: str, language: str) -> None:
        if self.program is None:
            return
        self.stop()
        self.process = start_quietly(
            speech_command(self.program, text[:MAX_CHARS], language), "speech"
        )
        if self.process is None:  # removed since, or not runnable: quiet from now on
            self.program = None

    def stop(self) -> None:
        """The phrase being said, cut short (its process reaped)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=1)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None


class Voice:
    """What the game reads aloud, when the player asked for it: the phrases of one frame
    together, in the order they came (the last turn, then whose turn it is), the same
    words not twice in a row."""

    def __init__(
        self, on: Callable[[], bool], language: Callable[[], str], speaker: Speaker
    ) -> None:
        self.on, self.language, self.speaker = on, language, speaker
        self.pending: list[str] = []
        self.last = ""

    @property
    def available(self) -> bool:
        return self.speaker.available

    def say(self, text: str) -> None:
        """Say `text` (worded in the language shown) at the frame's end, if reading aloud
        is on."""
        text = " ".join(text.split())
        if text and self.on() and text not in self.pending:
            self.pending.append(text)

    def flush(self) -> None:
        """The frame's phrases, said (once a frame, by the loop)."""
        if not self.pending:
            return
        text = " ".join(p if p.endswith((".", "!", "?", ":")) else p + "." for p in self.pending)
        self.pending = []
        if text != self.last:
            self.last = text
            self.speaker.say(text, self.language())
