"""eSpeak NG says a phrase of the game, in Italian, into a WAV file, and the file holds a
voice (not silence): the one check of reading aloud that needs the real program, run where
it is installed (`python tools/speech_file.py`; exit 1 when the file is silent, 2 when
eSpeak NG is missing)."""

from __future__ import annotations

import array
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

from mg.text.i18n import catalogue
from mg.ui.speech import speech_command


def main() -> int:
    if shutil.which("espeak-ng") is None:
        print("eSpeak NG is not installed")
        return 2
    words = catalogue("it")["speech.may_go"]
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "said.wav"
        command = speech_command("espeak-ng", words, "it")
        subprocess.run([*command[:-2], "-w", str(out), *command[-2:]], check=True, timeout=60)
        with wave.open(str(out)) as sound:
            frames = sound.readframes(sound.getnframes())
            seconds = sound.getnframes() / sound.getframerate()
            width = sound.getsampwidth()
    peak = max((abs(s) for s in array.array("h", frames)), default=0) if width == 2 else 0
    print(f"{words!r}: {seconds:.2f} s, peak {peak} of 32767")
    return 0 if seconds > 0.25 and peak > 1000 else 1


if __name__ == "__main__":
    sys.exit(main())
