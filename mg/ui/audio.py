"""Sound (assets/sounds, made by tools/make_assets.py, shipped as package data): the
effects and which of them an action's outcome makes; the music (a loop for the menu, another
for the board, streamed) and the sea's ambience on the board (a loop on a channel of its
own), each at its own volume, all silenced by mute (M). Without an audio device the game runs
silently: every call here is then a no-op."""

from __future__ import annotations

import io
import logging
import os
import threading
from collections.abc import Callable, Sequence
from importlib.resources.abc import Traversable

import pygame

from mg.engine import (
    CitiesMerged,
    CityExtended,
    CityFounded,
    Effect,
    MarketBuilt,
    MarketSold,
    OracleTurned,
    RoadLaid,
)
from mg.match import Outcome
from mg.sprites.paint.art import ASSETS
from mg.store.settings import Settings

logger = logging.getLogger(__name__)

SOUND_NAMES = ("place", "found", "market", "coin", "oracle", "refuse", "turn", "tick", "fanfare")
SOUNDSCAPES = {"menu": ("music_menu", False), "board": ("music_board", True)}  # music, sea?
AMBIENCE = "sea"
FADE_MS = 1500  # music and sea fade in (the sea fades out too)


#: An Ogg file: its name, when it is a file SDL can open itself, else its bytes.
Source = str | bytes


def source(path: Traversable) -> Source:
    """`path` as SDL is best given it: a file's name (SDL then reads it on its own threads
    without Python), or the bytes of one packed in an archive; OSError if it is missing."""
    if isinstance(path, os.PathLike):
        name = os.fspath(path)
        if not os.path.isfile(name):
            raise FileNotFoundError(name)
        return str(name)
    return path.read_bytes()


def readable(ogg: Source) -> str | io.BytesIO:
    """What pygame opens for `ogg`."""
    return ogg if isinstance(ogg, str) else io.BytesIO(ogg)


def wav(path: Traversable) -> Callable[[], pygame.mixer.Sound]:
    """What decodes the effect at `path`."""

    def decode() -> pygame.mixer.Sound:
        with path.open("rb") as file:
            return pygame.mixer.Sound(file=file)

    return decode


def outcome_sounds(outcome: Outcome) -> tuple[str, ...]:
    """What an action's outcome sounds like: a refusal's buzz, an undo's silence, else what
    the action changed (its effects)."""
    if not outcome.applied:
        return ("refuse",)
    return sounds_for(outcome.effects)


def sounds_for(effects: Sequence[Effect]) -> tuple[str, ...]:
    """What an action's effects sound like, in order, each once: a tile laid, a city
    founded (its free market, R31), a market built or sold, an oracle turning (R35);
    taking away is silent."""
    sounds: list[str] = []
    city = any(isinstance(e, CityFounded | CityExtended | CitiesMerged) for e in effects)
    for effect in effects:
        if isinstance(effect, RoadLaid):
            sounds.append("place")
        elif isinstance(effect, MarketBuilt):
            sounds.append("found" if city else "market")
        elif isinstance(effect, MarketSold):
            sounds.append("coin")
        elif isinstance(effect, OracleTurned):
            sounds.append("oracle")
    if city and "found" not in sounds:
        sounds.insert(0, "place")
    return tuple(dict.fromkeys(sounds))


class SoundBank:
    """The sounds decoded from the assets, kept for a mixer of one format: the game decodes
    each once; an App made after another in one process (the scene tests make hundreds) is
    handed the same bank, like the other renderings, and decodes nothing again."""

    def __init__(self) -> None:
        self.decoded: dict[tuple[str, object], pygame.mixer.Sound] = {}
        self.lock = threading.Lock()  # the sea is decoded on a thread of its own
        self.decodes = 0  # how many sounds were decoded (tests count work)

    def get(self, name: str) -> pygame.mixer.Sound | None:
        """Sound `name` if decoded for the mixer as it is now."""
        with self.lock:
            return self.decoded.get((name, pygame.mixer.get_init()))

    def sound(self, name: str, decode: Callable[[], pygame.mixer.Sound]) -> pygame.mixer.Sound:
        """Sound `name` for the mixer as it is now, decoded by `decode` the first time."""
        key = (name, pygame.mixer.get_init())
        with self.lock:
            kept = self.decoded.get(key)
        if kept is None:
            kept = decode()  # pygame.error passes on to the caller
            with self.lock:
                self.decoded[key] = kept
                self.decodes += 1
        return kept


class Audio:
    """The game's sound: effects on demand, the music and the sea as the scenes ask
    (`follow`), at the settings' volumes."""

    def __init__(
        self, settings: Settings, root: Traversable = ASSETS, bank: SoundBank | None = None
    ) -> None:
        self.settings = settings
        self.bank = bank or SoundBank()  # the decoded sounds (shared with an earlier App's)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.music: dict[str, Source] = {}  # the loops' Ogg files, streamed
        self.sea: pygame.mixer.Sound | None = None
        self.sea_channel: pygame.mixer.Channel | None = None
        self.loader: threading.Thread | None = None  # decodes the sea off the main thread
        self.sea_ogg: Source | None = None  # the sea's Ogg file, until decoded
        self._sea_on = False
        self.available = False
        self.soundscape = ""  # what plays now: "", "menu" or "board"
        self.playing = ""  # the music track streaming now
        self._levels: tuple[float, float, bool] | None = None  # music and sea as last set
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in SOUND_NAMES:
                self.sounds[name] = self.bank.sound(name, wav(root / "sounds" / f"{name}.wav"))
            self.available = True
        except (pygame.error, FileNotFoundError, OSError) as exc:
            logger.info("no sound (%s); the game runs silently", exc)
            self.sounds = {}
            return
        self._load_loops(root)

    def _load_loops(self, root: Traversable) -> None:
        """The music and the sea; a missing or broken one is left out (the rest plays)."""
        for track, _ in SOUNDSCAPES.values():
            try:
                self.music[track] = source(root / "sounds" / f"{track}.ogg")
            except OSError as exc:
                logger.info("no music %s (%s)", track, exc)
        try:
            sea = source(root / "sounds" / f"{AMBIENCE}.ogg")
            pygame.mixer.set_reserved(1)  # channel 0 is the sea's: effects never take it
            self.sea_channel = pygame.mixer.Channel(0)
        except (pygame.error, OSError) as exc:
            logger.info("no sea ambience (%s)", exc)
            return
        self.sea_ogg = sea  # decoded when the board first wants the sea (_sea_follows)
        self.sea = self.bank.get(AMBIENCE)  # unless an earlier App decoded it already

    def _start_decoding_sea(self) -> None:
        """Decoding 32 s of Ogg takes a moment (~50 ms of CPU): off the main thread, and
        only once a screen wants the sea, so the menu never pays for it; the sea plays from
        when it is ready. Only from a file: SDL then reads it without Python. Read through a
        Python object, the decoding thread would need the interpreter's lock while it holds
        the mixer's, and the main thread's next mixer call (a volume, a pause) waits for the
        mixer holding the interpreter: both wait for ever (seen in the tests). An Ogg file
        packed in an archive is decoded here, at once."""
        if self.loader is not None or self.sea_ogg is None:
            return
        if not isinstance(self.sea_ogg, str):
            self._decode_sea(self.sea_ogg)
            return
        self.loader = threading.Thread(
            target=self._decode_sea, args=(self.sea_ogg,), daemon=True, name="sea-decoder"
        )
        self.loader.start()

    def close(self) -> None:
        """Before the mixer closes (the game ends): let the sea's decoding finish first."""
        if self.loader is not None:
            self.loader.join(timeout=10)

    def _decode_sea(self, ogg: Source) -> None:
        try:
            self.sea = self.bank.sound(AMBIENCE, lambda: pygame.mixer.Sound(file=readable(ogg)))
        except pygame.error as exc:  # broken, or the mixer closed meanwhile
            logger.info("no sea ambience (%s)", exc)

    def play(self, name: str) -> None:
        """An effect, at the effects' volume (none when muted)."""
        sound = self.sounds.get(name)
        if sound is None or self.settings.muted or self.settings.volume <= 0:
            return
        try:
            sound.set_volume(self.settings.volume)
            sound.play()
        except pygame.error:
            pass

    def toggle_mute(self) -> bool:
        """M: everything off, or on again (the music and the sea follow on the next frame)."""
        self.settings.muted = not self.settings.muted
        return self.settings.muted

    def levels(self) -> tuple[float, float, bool]:
        """The music's and the sea's volumes as the settings have them, and whether muted."""
        s = self.settings
        return (s.music_volume, s.ambience_volume, s.muted)

    def follow(self, soundscape: str) -> None:
        """Each frame: play what the screen shown asks for ("menu", "board"; "" goes on with
        what plays) at the settings' volumes; only a change does anything."""
        if not self.available:
            return
        try:
            if soundscape and soundscape != self.soundscape:
                self.soundscape = soundscape
                self._change_music()
                self._levels = None
            self._sea_follows()
            if self.levels() != self._levels:
                self._levels = self.levels()
                self._set_levels()
        except pygame.error as exc:  # the device went away: go on silently
            logger.info("sound stopped (%s)", exc)
            self.available = False

    def _change_music(self) -> None:
        track, _ = SOUNDSCAPES.get(self.soundscape, ("", False))
        if track != self.playing:
            self.playing = track
            pygame.mixer.music.stop()
            ogg = self.music.get(track)
            if ogg is not None:  # streamed by the audio thread: from a file, without Python
                pygame.mixer.music.load(readable(ogg), "ogg")
                pygame.mixer.music.play(loops=-1, fade_ms=FADE_MS)

    def _sea_follows(self) -> None:
        """The sea rises on the board (once decoded) and fades away elsewhere."""
        wanted = SOUNDSCAPES.get(self.soundscape, ("", False))[1]
        if wanted and self.sea is None:
            self._start_decoding_sea()
        if self.sea_channel is None or self.sea is None or wanted == self._sea_on:
            return
        self._sea_on = wanted
        if wanted:
            self.sea_channel.play(self.sea, loops=-1, fade_ms=FADE_MS)
            self._levels = None  # its volume, or paused while muted
        else:
            self.sea_channel.fadeout(FADE_MS // 2)

    def _set_levels(self) -> None:
        """Mute pauses the music and the sea (nothing is decoded meanwhile)."""
        music, sea, muted = self.levels()
        pygame.mixer.music.set_volume(music)
        if muted or music <= 0:
            pygame.mixer.music.pause()
        else:
            pygame.mixer.music.unpause()
        if self.sea_channel is not None:
            self.sea_channel.set_volume(sea)
            if muted or sea <= 0:
                self.sea_channel.pause()
            else:
                self.sea_channel.unpause()
