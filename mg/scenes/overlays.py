"""Transparent scenes drawn over the board: the hot-seat turn banner and the pause menu."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from mg.context import Context
from mg.scenes.base import Scene
from mg.scenes.modal import ModalScene
from mg.scenes.theme import make_manager
from mg.sprites import palette as pal
from mg.sprites.tween import out_cubic

BANNER_SECONDS = 1.2


class BannerScene(Scene):
    """"Brown's turn": a band across the board; leaves on its own or at a click or key (the
    key then goes on to the scene below, so a quick player loses nothing)."""

    opaque = False
    name = "banner"

    def __init__(self, ctx: Context, text: str, colour: str | None = None) -> None:
        super().__init__(ctx)
        self.text, self.colour = text, colour
        self.age = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.stack is not None:
            stack = self.stack
            self.close()  # a key is never swallowed: the scene below gets it too
            return stack.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def update(self, dt: float) -> None:
        self.age += dt
        if self.age >= max(0.5, self.ctx.duration(BANNER_SECONDS)):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        w, h = ctx.size
        slide_time = self.ctx.duration(0.25)
        slide = 1.0 if slide_time <= 0 else out_cubic(min(1.0, self.age / slide_time))
        band_h = ctx.px(150)
        y = int(h / 2 - band_h / 2)
        band = pygame.Surface((w, band_h), pygame.SRCALPHA)
        band.fill((16, 18, 24, 215))
        surface.blit(band, (0, y))
        label = ctx.text.render(self.text, ctx.px(84), pal.TEXT, bold=True)
        cx = int(-w / 2 + slide * w)
        rect = label.get_rect(center=(cx, h // 2))
        surface.blit(label, rect)
        if self.colour:
            ctx.palette.draw_emblem(surface, self.colour, (rect.x - ctx.px(60), h // 2),
                                    ctx.px(36))
            pygame.draw.rect(surface, ctx.palette.player[self.colour], (0, y, w, ctx.px(8)))
            pygame.draw.rect(surface, ctx.palette.player[self.colour], (0, y + band_h - ctx.px(8),
                                                                 w, ctx.px(8)))


class PauseScene(ModalScene):
    """Esc during a game: resume, save, load, settings, back to the main menu, or quit."""

    name = "pause"
    confirm = "resume"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx)
        w, h = ctx.size
        bw, bh, gap = ctx.px(420), ctx.px(64), ctx.px(16)
        y = h // 2 - ctx.px(20)
        self.buttons: dict[str, UIButton] = {}
        choices = [("resume", "Resume"), ("save", "Save game…"), ("load", "Load game…"),
                   ("settings", "Settings"), ("menu", "Main menu"), ("quit", "Quit")]
        if self._game() is None:
            choices.pop(1)
        for k, (key, text) in enumerate(choices):
            rect = pygame.Rect((w - bw) // 2, y + k * (bh + gap), bw, bh)
            self.buttons[key] = UIButton(rect, text, self.ui, object_id=f"#{key}")

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def enter(self) -> None:
        self._build()  # now on the stack: it can see the game under it

    def _game(self) -> object | None:
        """The game under the pause menu, if any."""
        if self.stack is None:
            return None
        return next((getattr(sc, "game", None) for sc in reversed(self.stack.scenes)
                     if getattr(sc, "game", None) is not None), None)

    def press(self, key: str) -> None:
        assert self.stack is not None
        if key == "resume":
            self.stack.pop()
        elif key == "load":
            from mg.scenes.saves import LoadScene

            self.stack.push(LoadScene(self.ctx))
        elif key == "save":
            from mg.scenes.saves import SaveScene

            game = self._game()
            if game is not None:
                self.stack.push(SaveScene(self.ctx, game))  # type: ignore[arg-type]
        elif key == "settings":
            from mg.scenes.settings_scene import SettingsScene

            self.stack.push(SettingsScene(self.ctx))
        elif key == "menu":
            from mg.scenes.menu import MenuScene

            self.stack.reset(MenuScene(self.ctx))
        elif key == "quit":
            self.ctx.quit_requested = True

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface)
        label = ctx.text.render("Paused", ctx.px(90), pal.TEXT, bold=True)
        surface.blit(label, label.get_rect(center=(ctx.size[0] // 2, ctx.size[1] // 2
                                                   - ctx.px(130))))
        if ctx.notice:
            note = ctx.text.render(ctx.notice, ctx.px(26), (200, 230, 190))
            surface.blit(note, note.get_rect(center=(ctx.size[0] // 2, ctx.size[1] // 2
                                                     - ctx.px(70))))
        self.draw_widgets(surface)
