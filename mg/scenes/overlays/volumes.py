"""The Settings screen's three volume sliders — music, the sea's ambience, effects — each a
row of its name, a − button, a bar to click or drag, a + button and its level."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mg.sprites.paint import palette as pal
from mg.store.settings import Settings

STEP = 0.1  # what − and + change
SNAP = 0.05  # a click or drag on the bar lands on a multiple of this
# (button key, the Settings field, the catalogue key of its name); the effects keep the
# buttons' old keys, "volume-" and "volume+", and the settings' old field, `volume`
CHANNELS = (
    ("music", "music_volume", "settings.music"),
    ("ambience", "ambience_volume", "settings.ambience"),
    ("volume", "volume", "settings.effects"),
)


def level(settings: Settings, key: str) -> float:
    """The volume (0..1) of the channel whose buttons are `key`- and `key`+."""
    field = next(f for k, f, _ in CHANNELS if k == key)
    value: float = getattr(settings, field)
    return value


def set_level(settings: Settings, key: str, value: float) -> None:
    field = next(f for k, f, _ in CHANNELS if k == key)
    setattr(settings, field, round(min(1.0, max(0.0, value)), 2))


def step(settings: Settings, button: str) -> bool:
    """A − or + button (e.g. "music+") moves its channel by STEP; False for other keys."""
    key, sign = button[:-1], button[-1:]
    if sign not in "+-" or key not in {k for k, _, _ in CHANNELS}:
        return False
    set_level(settings, key, level(settings, key) + (STEP if sign == "+" else -STEP))
    return True


@dataclass(frozen=True)
class VolumeRow:
    """Where one channel's row lies: its name's left middle, the two buttons, the bar and
    the level's centre."""

    key: str
    words: str  # the catalogue key of its name
    name_at: tuple[int, int]
    minus: pygame.Rect
    bar: pygame.Rect
    plus: pygame.Rect
    level_at: tuple[int, int]

    def value_at(self, x: int) -> float:
        """The level a click or drag at `x` on the bar sets."""
        share = (x - self.bar.x) / max(1, self.bar.w)
        return round(min(1.0, max(0.0, share)) / SNAP) * SNAP


def volume_rows(x0: int, y: int, size: int, gap: int, px: int) -> list[VolumeRow]:
    """The three rows from (x0, y) down: buttons `size` square, rows `gap` apart; `px` is
    the length of 10 design pixels at the window's scale."""
    rows = []
    for k, (key, _, words) in enumerate(CHANNELS):
        top = y + k * (size + gap)
        minus = pygame.Rect(x0 + 15 * px, top, size, size)
        bar = pygame.Rect(minus.right + 2 * px, top, 18 * px, size)  # what a click hits
        plus = pygame.Rect(bar.right + 2 * px, top, size, size)
        rows.append(
            VolumeRow(
                key,
                words,
                (x0, top + size // 2),
                minus,
                bar,
                plus,
                (plus.right + 5 * px, top + size // 2),
            )
        )
    return rows


def draw_bar(surface: pygame.Surface, row: VolumeRow, value: float, muted: bool) -> None:
    """The bar: a groove, filled up to the level, with a knob at the level (grey when
    muted)."""
    thick = max(4, row.bar.h // 6)
    groove = pygame.Rect(row.bar.x, row.bar.centery - thick // 2, row.bar.w, thick)
    pygame.draw.rect(surface, pal.PANEL_LIGHT, groove, border_radius=thick // 2)
    filled = groove.copy()
    filled.w = round(groove.w * value)
    colour = pal.TEXT_DIM if muted else pal.ACCENT
    if filled.w:
        pygame.draw.rect(surface, colour, filled, border_radius=thick // 2)
    knob, radius = (groove.x + filled.w, groove.centery), round(thick * 1.6)
    pygame.draw.circle(surface, colour, knob, radius)
    pygame.draw.circle(surface, pal.PANEL, knob, radius, max(1, thick // 3))
