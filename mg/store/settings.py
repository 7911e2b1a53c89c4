"""Player settings (animation speed, the effects', music's and sea's volumes, mute, bot
moves, colours, hints, language, the question before ending one's actions with nothing
done, the text's size, calmer motion, reading aloud), kept between runs as JSON in the
user's config directory. A broken file falls back to the defaults with a warning (a
`Problem`), never a crash; an unknown language falls back to English with a warning."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from mg.engine import Problem
from mg.store.storage import parse_json, read_text, system_says, why_not_saved, write_atomic
from mg.text.i18n import LANGUAGES, system_language

SPEED_NAMES = ("slow", "normal", "fast", "instant")
PALETTE_NAMES = ("classic", "contrast")
TEXT_SIZES = (100, 125, 150)  # per cent of the words' size as designed
MAX_BYTES = 64_000  # a settings file is a few hundred bytes
MAX_LESSONS = 100  # lessons remembered as done, each by a short id


@dataclass
class Settings:
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    bot_animations: bool = True
    palette: str = "classic"  # or "contrast" (colour-blind friendly)
    hints: bool = True  # the play scene's Hint button (off for competitive games)
    lessons_done: list[str] = field(default_factory=list)  # "Learn to play" progress
    language: str = field(default_factory=system_language)  # en, it, fr or de
    ask_idle_end: bool = True  # ask before ending one's actions having done nothing
    music_volume: float = 0.5  # (`volume` is the effects'; files from before: these)
    ambience_volume: float = 0.5  # the sea on the board
    text_size: int = 100  # per cent (TEXT_SIZES)
    reduce_motion: bool = False  # no glides, no idle motion, animations as short fades
    read_aloud: bool = False  # turns, moves, refusals, hints and the cursor, spoken


def config_dir() -> Path:
    """Where settings live; MG_CONFIG_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("MG_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir("magna-grecia"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, Problem | None]:
    """The saved settings and a warning, or the defaults (and why) when unreadable."""
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = parse_json(read_text(path, MAX_BYTES))
        settings = _from_data(data)
    except (ValueError, OSError, MemoryError, RecursionError) as exc:
        return Settings(), Problem(
            "settings_broken",
            "settings file {path} is broken ({problem}); using the defaults",
            path=str(path),
            problem=system_says(exc),
        )  # noqa: E501
    language = data.get("language", settings.language)
    if language not in LANGUAGES:
        settings.language = "en"
        shown = str(language)[:20]
        return settings, Problem(
            "settings_language",
            "settings file {path}: unknown language {language}; using English",
            path=str(path),
            language=repr(shown),
        )  # noqa: E501
    settings.language = language
    return settings, None


def _from_data(data: Any) -> Settings:
    """Settings from parsed JSON; ValueError when anything is out of range."""
    if not isinstance(data, dict):
        raise Problem("not_an_object", "not an object")
    speed = data.get("speed", "normal")
    volume = data.get("volume", 0.7)
    muted = data.get("muted", False)
    bot_animations = data.get("bot_animations", True)
    palette = data.get("palette", "classic")
    hints = data.get("hints", True)
    done = data.get("lessons_done", [])
    ask_idle_end = data.get("ask_idle_end", True)  # (files from before it: ask)
    music, ambience = data.get("music_volume", 0.5), data.get("ambience_volume", 0.5)
    text_size = data.get("text_size", 100)  # (files from before these: as designed)
    reduce_motion, read_aloud = data.get("reduce_motion", False), data.get("read_aloud", False)
    if (
        speed not in SPEED_NAMES
        or not isinstance(muted, bool)
        or isinstance(volume, bool)
        or not all(a_level(v) for v in (volume, music, ambience))
        or not isinstance(bot_animations, bool)
        or palette not in PALETTE_NAMES
        or not isinstance(hints, bool)
        or not valid_lessons(done)
        or not isinstance(ask_idle_end, bool)
        or isinstance(text_size, bool)
        or text_size not in TEXT_SIZES
        or not isinstance(reduce_motion, bool)
        or not isinstance(read_aloud, bool)
    ):
        raise Problem("out_of_range", "a value is out of range")
    return Settings(
        speed,
        float(volume),
        muted,
        bot_animations,
        palette,
        hints,
        list(done),
        ask_idle_end=ask_idle_end,
        music_volume=float(music),
        ambience_volume=float(ambience),
        text_size=int(text_size),
        reduce_motion=reduce_motion,
        read_aloud=read_aloud,
    )


def a_level(value: Any) -> bool:
    """A volume: a number from 0 to 1 (not a bool)."""
    return not isinstance(value, bool) and isinstance(value, int | float) and 0 <= value <= 1


def valid_lessons(done: Any) -> bool:
    """A short list of short lesson ids."""
    return (
        isinstance(done, list)
        and len(done) <= MAX_LESSONS
        and all(isinstance(key, str) and 0 < len(key) <= 40 and key.isprintable() for key in done)
    )


def save_settings(settings: Settings, path: Path | None = None) -> Problem | None:
    """Write atomically (the saves' writer: no temporary file is left); the Problem on
    failure."""
    path = path or settings_path()
    try:
        write_atomic(path, json.dumps(asdict(settings), indent=2))
        return None
    except OSError as exc:
        return Problem(
            "settings_not_saved", "could not save settings: {why}", why=why_not_saved(exc)
        )
