"""Sound effects (assets/sounds, made by tools/make_assets.py, shipped as package data), and
which of them an action's outcome makes. Without an audio device the game runs silently:
every call here is then a no-op."""

from __future__ import annotations

import logging
from importlib.resources.abc import Traversable

import pygame

from mg.match import Outcome, Snapshot
from mg.store.settings import Settings
from mg.ui.draw.art import ASSETS

logger = logging.getLogger(__name__)

SOUND_NAMES = ("place", "found", "market", "coin", "oracle", "refuse", "turn", "tick", "fanfare")


def outcome_sounds(outcome: Outcome) -> tuple[str, ...]:
    """What an action's outcome sounds like: a refusal's buzz, an undo's silence, else what
    changed on the board."""
    if not outcome.applied:
        return ("refuse",)
    if outcome.undone or outcome.before is None or outcome.after is None:
        return ()
    return sounds_for(outcome.before, outcome.after)


def sounds_for(before: Snapshot, after: Snapshot) -> tuple[str, ...]:
    """What the step from `before` to `after` sounds like, in order, each once: a tile
    laid, a city founded, a market built or sold (taking away is silent)."""
    sounds: list[str] = []
    if any(space not in before.roads for space in after.roads):
        sounds.append("place")
    founded = any(space not in before.cities for space in after.cities)
    for key, how in after.markets.items():
        was = before.markets.get(key)
        if was is None and how == "unsold":
            sounds.append("found" if founded else "market")
        elif was == "unsold" and how == "sold":
            sounds.append("coin")
    if founded and "found" not in sounds:
        sounds.append("place")
    return tuple(dict.fromkeys(sounds))


class Audio:
    def __init__(self, settings: Settings, root: Traversable = ASSETS) -> None:
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in SOUND_NAMES:
                with (root / "sounds" / f"{name}.wav").open("rb") as file:
                    self.sounds[name] = pygame.mixer.Sound(file=file)
            self.available = True
        except (pygame.error, FileNotFoundError, OSError) as exc:
            logger.info("no sound (%s); the game runs silently", exc)
            self.sounds = {}

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.settings.muted or self.settings.volume <= 0:
            return
        try:
            sound.set_volume(self.settings.volume)
            sound.play()
        except pygame.error:
            pass

    def toggle_mute(self) -> bool:
        self.settings.muted = not self.settings.muted
        return self.settings.muted
