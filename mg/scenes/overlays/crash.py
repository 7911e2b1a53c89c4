"""The error screen the crash guard shows instead of crashing to the desktop: "Something
went wrong. Your game is saved." with Continue (the last autosave), Main menu, Quit and
Copy details (the traceback, kept in a crash log in the user data directory)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from mg.scenes.base import Scene
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager, pressed_key
from mg.sprites.paint import palette as pal
from mg.store.crash_log import report, write_crash_log
from mg.store.session import autosave_path, load_autosave
from mg.store.storage import printable
from mg.text.i18n import problem_text, t
from mg.ui.notice import notice_text
from mg.ui.theme.button import Button

BUTTONS = ("continue", "menu", "details", "quit")  # their words: "crash.<key>"


class CrashScene(Scene):
    name = "crash"
    last_resort = True

    def __init__(self, ctx: Context, summary: str, details: str, log: Path | None) -> None:
        super().__init__(ctx)
        self.summary = printable(summary)[:120]
        self.details = details
        self.log = log
        self.saved = os.path.isfile(autosave_path())  # never raises, as Path.is_file can
        self.message = t("crash.details_in", path=str(log)) if log else ""
        self.buttons: dict[str, UIButton] = {}
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.box = pygame.Rect(0, 0, min(ctx.size[0] - ctx.px(40), ctx.px(1100)), ctx.px(400))
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        gap, bh = ctx.px(16), button_h(ctx, 60)
        bw = (self.box.w - ctx.px(60) - 3 * gap) // 4
        y = self.box.bottom - ctx.px(30) - bh
        self.buttons = {}
        for k, key in enumerate(BUTTONS):
            rect = pygame.Rect(self.box.x + ctx.px(30) + k * (bw + gap), y, bw, bh)
            self.buttons[key] = Button(
                rect, t(f"crash.{key}"), self.ui, object_id=pygame_gui.core.ObjectID(f"#{key}")
            )
        if not self.saved:
            self.buttons["continue"].disable()

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def widgets(self) -> pygame_gui.UIManager | None:
        """Its buttons (and text fields) take Tab (mg/scenes/focus.py)."""
        return self.ui

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        return bool(self.ui.process_events(event))

    def press(self, key: str) -> None:
        """What a button of the error screen does."""
        assert self.stack is not None
        if key == "continue":
            self._continue()
        elif key == "menu":
            self.nav.menu()
        elif key == "quit":
            self.ctx.quit_requested = True
        elif key == "details":
            self._copy_details()

    def _continue(self) -> None:
        session, unusable = load_autosave()
        if session is None:
            words = t("crash.nothing_saved") if unusable is None else problem_text(unusable)
            self.message = printable(words)[:120]
            return
        problem = self.nav.resume(session)
        if problem is not None:
            self.message = printable(notice_text(problem))[:120]

    def _copy_details(self) -> None:
        if self.log is None or not os.path.isfile(self.log):
            self.log = write_crash_log(self.details)
        copied = False
        try:
            pygame.scrap.put_text(report(self.details))
            copied = True
        except (pygame.error, AttributeError):
            pass  # no clipboard (e.g. headless): the crash log is enough
        key = "copied" if copied else "not_copied"
        self.message = (
            t(f"crash.{key}_logged", path=str(self.log)) if self.log else t(f"crash.{key}_unlogged")
        )

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, box = self.ctx, self.box
        surface.fill((24, 26, 32))
        pygame.draw.rect(surface, pal.PANEL, box, border_radius=ctx.px(14))
        pygame.draw.rect(surface, (230, 150, 120), box, 2, border_radius=ctx.px(14))
        title = t("crash.title_saved") if self.saved else t("crash.title_unsaved")
        x, y = box.x + ctx.px(30), box.y + ctx.px(28)
        surface.blit(ctx.text.render(title, ctx.px(46), pal.TEXT, bold=True), (x, y))
        lines = [
            (t("crash.continue_hint") if self.saved else t("crash.menu_hint"), pal.TEXT),
            (self.summary, pal.TEXT_DIM),
            (self.message[:130], pal.BAD),
        ]
        y += ctx.px(80)
        for text, colour in lines:
            if text:
                surface.blit(ctx.text.render(text, max(17, ctx.px(27)), colour), (x, y))
            y += ctx.px(44)
        self.ui.draw_ui(surface)
