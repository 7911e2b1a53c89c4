"""Saving a game under a name (from the pause menu) and loading one (from the main menu).
A file that cannot be loaded is reported and left as it is."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UITextEntryLine

from mg.context import Context
from mg.engine import Game
from mg.save_list import SaveSummary, summarise
from mg.scenes.modal import ModalScene
from mg.scenes.theme import make_manager
from mg.seats import complete
from mg.session import Session, default_name, list_saves, read, save_named
from mg.sprites import palette as pal
from mg.storage import printable

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
            seats = self.ctx.playing_seats(self.game)
            problem = save_named(Session(self.game, seats, self.ctx.log,
                                         list(self.ctx.log_marks)), self.entry.get_text())
            if problem:
                self.message = problem
            else:
                self.ctx.notice = f"Saved as “{self.entry.get_text().strip()}”."
                self.close()


class LoadScene(_Dialog):
    """Pick a saved game (its date, players and progress shown); delete one with a second,
    confirming click. A broken one is reported and left untouched."""

    name = "load"

    def __init__(self, ctx: Context) -> None:
        self.rows: list[SaveSummary] = []
        self.confirming: int | None = None  # the row whose Delete was clicked once
        self._list()
        super().__init__(ctx, "Load a game")

    def _list(self) -> None:
        self.rows = [summarise(path) for path in list_saves()[:MAX_LISTED]]

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        self.box.h = ctx.px(880)
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        y, del_w = b.y + ctx.px(90), ctx.px(150)
        for k, row in enumerate(self.rows):
            self.buttons[f"file-{k}"] = UIButton(
                pygame.Rect(b.x + ctx.px(30), y, b.w - ctx.px(70) - del_w, ctx.px(46)),
                row.name, self.ui, object_id=f"#file-{k}")
            self.buttons[f"delete-{k}"] = UIButton(
                pygame.Rect(b.right - ctx.px(30) - del_w, y, del_w, ctx.px(46)),
                "Confirm" if self.confirming == k else "Delete", self.ui,
                object_id=f"#delete-{k}")
            y += ctx.px(80)
        if not self.rows:
            self.message = "No saved games yet (save one from the pause menu)."
        self.buttons["cancel"] = UIButton(
            pygame.Rect(b.right - ctx.px(230), b.bottom - ctx.px(80), ctx.px(200), ctx.px(56)),
            "Cancel", self.ui, object_id="#cancel")

    def press(self, key: str) -> None:
        if key.startswith("delete-"):
            self._delete(int(key.split("-")[1]))
            return
        self._confirm_none()
        if key == "cancel":
            self.close()
            return
        path = self.rows[int(key.split("-")[1])].path
        try:
            session = read(path)
        except ValueError as exc:
            self.message = printable(f"{path.name}: {exc}")[:90]
            return
        problem = resume(self.ctx, session, self.stack)
        if problem:
            self.message = printable(f"{path.name}: {problem}")[:90]

    def _delete(self, k: int) -> None:
        """The first click asks, the second deletes."""
        row = self.rows[k]
        if self.confirming != k:
            self.confirming = k
            self.message = f"Click Confirm to delete “{row.name}” for good."[:90]
        else:
            try:
                row.path.unlink(missing_ok=True)
                self.message = f"Deleted “{row.name}”."[:90]
            except OSError as exc:
                self.message = f"Could not delete {row.path.name} ({exc.strerror})"[:90]
            self.confirming = None
            self._list()
        self._build()

    def _confirm_none(self) -> None:
        if self.confirming is not None:
            self.confirming, self.message = None, ""
            self._build()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        ctx = self.ctx
        for k, row in enumerate(self.rows):
            rect = self.buttons[f"file-{k}"].rect
            colour = (255, 170, 140) if row.problem else pal.TEXT_DIM
            text, width = row.details(), self.box.right - rect.x - ctx.px(36)
            line = ctx.text.render(text, ctx.px(22), colour)
            while line.get_width() > width and len(text) > 10:  # too long: cut it short
                text = text[: len(text) * width // line.get_width() - 1].rstrip() + "…"
                line = ctx.text.render(text, ctx.px(22), colour)
            surface.blit(line, (rect.x + ctx.px(6), rect.bottom + ctx.px(4)))


def resume(ctx: Context, session: Session, stack: object) -> str | None:
    """Carry on with a loaded session, exactly where it stopped. It replaces the autosave
    only once it has been validated (reading it) and shown to work (its screen built and
    drawn off-screen); otherwise nothing changes and the reason is returned."""
    from mg.scenes.resume import scene_for

    before = (ctx.seats, ctx.log, ctx.log_marks)
    ctx.seats = complete(session.seats)
    ctx.log, ctx.log_marks = list(session.log), list(session.marks)
    try:
        scene = scene_for(ctx, session.game)
        scene.draw(pygame.Surface(ctx.size))
    except Exception as exc:  # a save that cannot be shown is refused, not adopted
        ctx.seats, ctx.log, ctx.log_marks = before
        return f"this game cannot be shown ({type(exc).__name__}: {exc})"
    ctx.begin_game(session.game, session.seats, session.log, session.marks)
    stack.reset(scene)  # type: ignore[attr-defined]
    return None
