"""Settings over the menu or the pause menu: animation speed, volume, sound on or off, bot
moves, colours, hints (saved between runs)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from mg.context import Context
from mg.scenes.modal import ModalScene
from mg.scenes.theme import make_manager
from mg.settings import SPEED_NAMES
from mg.sprites import palette as pal


def hints_label(on: bool) -> str:
    """The hints button says whether the play scene offers hints."""
    return "Hints: on" if on else "Hints: off"


def sound_label(muted: bool) -> str:
    """The sound button says the sound's state, not what a click would do."""
    return "Sound: off (M)" if muted else "Sound: on (M)"


def bots_label(animated: bool) -> str:
    return "Bot moves: animated" if animated else "Bot moves: at once"


def palette_label(palette: str) -> str:
    return "Colours: classic" if palette == "classic" else "Colours: high contrast"


class SettingsScene(ModalScene):
    name = "settings"
    close_keys = ()

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        w, h = ctx.size
        self.box = pygame.Rect(0, 0, ctx.px(760), ctx.px(610))
        self.box.center = (w // 2, h // 2)
        bw, bh, gap = ctx.px(160), ctx.px(56), ctx.px(12)
        x0 = self.box.x + ctx.px(30)
        self.buttons = {}
        y = self.box.y + ctx.px(120)
        for k, speed in enumerate(SPEED_NAMES):
            rect = pygame.Rect(x0 + k * (bw + gap), y, bw, bh)
            self.buttons[f"speed-{speed}"] = UIButton(rect, speed.capitalize(), self.ui,
                                                      object_id=f"#speed-{speed}")
        y += bh + ctx.px(70)
        self.buttons["volume-"] = UIButton(pygame.Rect(x0, y, bh, bh), "-", self.ui,
                                           object_id="#volume-minus")
        self.buttons["volume+"] = UIButton(pygame.Rect(x0 + bh + ctx.px(150), y, bh, bh), "+",
                                           self.ui, object_id="#volume-plus")
        self.buttons["mute"] = UIButton(pygame.Rect(x0 + 2 * bh + ctx.px(190), y, bw * 2, bh),
                                        sound_label(ctx.settings.muted), self.ui,
                                        object_id="#mute")
        self.volume_at = (x0 + bh + ctx.px(75), y + bh // 2)
        y += bh + ctx.px(30)
        self.buttons["bots"] = UIButton(
            pygame.Rect(x0, y, ctx.px(330), bh), bots_label(ctx.settings.bot_animations),
            self.ui, object_id="#bots")
        self.buttons["palette"] = UIButton(
            pygame.Rect(x0 + ctx.px(350), y, ctx.px(330), bh),
            palette_label(ctx.settings.palette), self.ui, object_id="#palette")
        self.buttons["hints"] = UIButton(pygame.Rect(x0, y + bh + ctx.px(20), ctx.px(330), bh),
                                         hints_label(ctx.settings.hints), self.ui,
                                         object_id="#hints")
        self.buttons["done"] = UIButton(
            pygame.Rect(self.box.right - ctx.px(30) - bw, self.box.bottom - ctx.px(30) - bh,
                        bw, bh), "Done", self.ui, object_id="#done")
        self._show_choices()

    def _show_choices(self) -> None:
        """The buttons show the settings as they now are (changed in place, not rebuilt)."""
        s = self.ctx.settings
        for speed in SPEED_NAMES:
            button = self.buttons[f"speed-{speed}"]
            button.select() if s.speed == speed else button.unselect()
        self.buttons["mute"].set_text(sound_label(s.muted))
        self.buttons["bots"].set_text(bots_label(s.bot_animations))
        self.buttons["palette"].set_text(palette_label(s.palette))
        self.buttons["hints"].set_text(hints_label(s.hints))

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def on_key(self, key: int) -> bool:
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("done")  # saves the settings on the way out
            return True
        return False

    def press(self, key: str) -> None:
        s = self.ctx.settings
        if key.startswith("speed-"):
            s.speed = key.split("-", 1)[1]
        elif key == "volume-":
            s.volume = round(max(0.0, s.volume - 0.1), 2)
        elif key == "volume+":
            s.volume = round(min(1.0, s.volume + 0.1), 2)
        elif key == "mute":
            s.muted = not s.muted
        elif key == "bots":
            s.bot_animations = not s.bot_animations
        elif key == "hints":
            s.hints = not s.hints
        elif key == "palette":
            s.palette = "contrast" if s.palette == "classic" else "classic"
            self.ctx.palette.use(s.palette)
        elif key == "done":
            self.ctx.save_settings()
            self.close()
            return
        self.ctx.sound("tick")
        self.ctx.save_settings()
        self._show_choices()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        x = self.box.x + ctx.px(30)
        surface.blit(ctx.text.render("Settings", ctx.px(48), pal.TEXT, bold=True),
                     (x, self.box.y + ctx.px(24)))
        surface.blit(ctx.text.render("Animation speed", ctx.px(28), pal.TEXT_DIM),
                     (x, self.box.y + ctx.px(88)))
        surface.blit(ctx.text.render("Volume", ctx.px(28), pal.TEXT_DIM),
                     (x, self.box.y + ctx.px(214)))
        y = self.buttons["palette"].rect.bottom + ctx.px(14)
        for k, colour in enumerate(ctx.palette.player):  # a preview of the four players
            cx = self.buttons["palette"].rect.x + ctx.px(40) + k * ctx.px(70)
            ctx.palette.draw_emblem(surface, colour, (cx, y + ctx.px(20)), ctx.px(18))
        level = "muted" if ctx.settings.muted else f"{round(ctx.settings.volume * 100)}%"
        label = ctx.text.render(level, ctx.px(34), pal.TEXT, bold=True)
        surface.blit(label, label.get_rect(center=self.volume_at))
        if ctx.audio is not None and not ctx.audio.available:
            surface.blit(ctx.text.render("No audio device: the game is silent.", ctx.px(24),
                                         (255, 190, 150)),
                         (x, self.box.bottom - ctx.px(70)))
        self.draw_widgets(surface)
