"""Saving a game under a name (from the pause menu) and loading one (from the main menu).
A file that cannot be loaded is reported and left as it is."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UIButton, UITextEntryLine

from mg.context import Context
from mg.engine import Game
from mg.scenes.modal import ModalScene
from mg.scenes.theme import make_manager
from mg.session import Session, default_name, list_saves, read, save_named
from mg.sprites import palette as pal

MAX_LISTED = 8


class _Dialog(ModalScene):
    def __init__(self, ctx: Context, title: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = ""
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx)
        self.buttons = {}
        self.box = pygame.Rect(0, 0, ctx.px(760), ctx.px(640))
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.build_widgets()

    def build_widgets(self) -> None:
        """Subclasses add their buttons."""

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        surface.blit(ctx.text.render(self.title, ctx.px(44), pal.TEXT, bold=True),
                     (self.box.x + ctx.px(30), self.box.y + ctx.px(22)))
        if self.message:
            label = ctx.text.render(self.message, ctx.px(24), (255, 170, 140))
            surface.blit(label, (self.box.x + ctx.px(30), self.box.bottom - ctx.px(130)))
        self.draw_widgets(surface)


class SaveScene(_Dialog):
    """Save the game in progress under a name."""

    name = "save"
    confirm = "save"  # Enter saves

    def __init__(self, ctx: Context, game: Game) -> None:
        self.game = game
        super().__init__(ctx, "Save the game")

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        self.box.h = ctx.px(360)
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.entry = UITextEntryLine(pygame.Rect(b.x + ctx.px(30), b.y + ctx.px(100),
                                                 b.w - ctx.px(60), ctx.px(56)), self.ui,
                                     object_id="#save-name")
        self.entry.set_text_length_limit(40)
        self.entry.set_text(default_name())
        half = (b.w - ctx.px(80)) // 2
        y = b.bottom - ctx.px(86)
        self.buttons["save"] = UIButton(pygame.Rect(b.x + ctx.px(30), y, half, ctx.px(60)),
                                        "Save", self.ui, object_id="#save")
        self.buttons["cancel"] = UIButton(pygame.Rect(b.x + ctx.px(50) + half, y, half,
                                                      ctx.px(60)), "Cancel", self.ui,
                                          object_id="#cancel")

    def typing(self) -> bool:
        return bool(self.entry.is_focused)

    def press(self, key: str) -> None:
        if key == "cancel":
            self.close()
        elif key == "save":
            seats = [s for c in self.game.players for s in self.ctx.seats if s.colour == c]
            problem = save_named(Session(self.game, seats, self.ctx.log,
                                         list(self.ctx.log_marks)), self.entry.get_text())
            if problem:
                self.message = problem
            else:
                self.ctx.notice = f"Saved as “{self.entry.get_text().strip()}”."
                self.close()


class LoadScene(_Dialog):
    """Pick a saved game; a broken one is reported and left untouched."""

    name = "load"

    def __init__(self, ctx: Context) -> None:
        self.files: list[Path] = list_saves()[:MAX_LISTED]
        super().__init__(ctx, "Load a game")

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        y = b.y + ctx.px(90)
        for k, path in enumerate(self.files):
            self.buttons[f"file-{k}"] = UIButton(
                pygame.Rect(b.x + ctx.px(30), y, b.w - ctx.px(60), ctx.px(48)),
                path.stem, self.ui, object_id=f"#file-{k}")
            y += ctx.px(54)
        if not self.files:
            self.message = "No saved games yet (save one from the pause menu)."
        self.buttons["cancel"] = UIButton(
            pygame.Rect(b.right - ctx.px(230), b.bottom - ctx.px(80), ctx.px(200), ctx.px(56)),
            "Cancel", self.ui, object_id="#cancel")

    def press(self, key: str) -> None:
        if key == "cancel":
            self.close()
            return
        path = self.files[int(key.split("-")[1])]
        try:
            session = read(path)
        except ValueError as exc:
            self.message = f"{path.name}: {exc}"[:90]
            return
        resume(self.ctx, session, self.stack)


def resume(ctx: Context, session: Session, stack: object) -> None:
    """Carry on with a loaded session, exactly where it stopped."""
    from mg.scenes.resume import scene_for

    ctx.seats = session.seats + [s for s in ctx.seats
                                 if s.colour not in {x.colour for x in session.seats}]
    ctx.log = list(session.log)
    ctx.log_marks = list(session.marks)
    ctx.autosave(session.game)
    stack.reset(scene_for(ctx, session.game))  # type: ignore[attr-defined]
