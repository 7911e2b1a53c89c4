"""Sound effects (assets/sounds, made by tools/make_assets.py, shipped as package data).
Without an audio device the game runs silently: every call here is then a no-op."""

from __future__ import annotations

import sys
from importlib.resources.abc import Traversable

import pygame

from mg.store.settings import Settings
from mg.ui.draw.art import ASSETS

SOUND_NAMES = ("place", "found", "market", "coin", "oracle", "refuse", "turn", "tick", "fanfare")


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
            print(f"note: no sound ({exc}); the game runs silently", file=sys.stderr)
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
