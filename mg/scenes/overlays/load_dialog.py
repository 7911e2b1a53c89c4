"""Loading a saved game: each listed with its date, players and progress; a broken one is
reported and left as it is; delete with a second, confirming click."""

from __future__ import annotations

import pygame

from mg.engine import Problem
from mg.scenes.context import Context
from mg.scenes.dialog import Dialog
from mg.scenes.manager import button_h
from mg.scenes.overlays.save_rows import row_details, row_title
from mg.sprites.paint import palette as pal
from mg.store.kept_games import saves_and_replaced
from mg.store.save_list import SaveSummary, summarise
from mg.store.session import read, saves_unreadable
from mg.store.storage import printable, shown_name
from mg.text.i18n import problem_text, t
from mg.ui.notice import Notice, notice_text
from mg.ui.theme.button import Button

MAX_LISTED = 8


class LoadScene(Dialog):
    """Pick a saved game (its date, players and progress shown); delete one with a second,
    confirming click. A broken one is reported and left untouched."""

    name = "load"

    def __init__(self, ctx: Context) -> None:
        self.rows: list[SaveSummary] = []
        self.confirming: int | None = None  # the row whose Delete was clicked once
        self._list()
        super().__init__(ctx, t("load.title"))

    def _list(self) -> None:
        self.rows = [summarise(path) for path in saves_and_replaced()[:MAX_LISTED]]
        self.refused: Notice | None = None  # why the last file chosen was not loaded (data)

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        self.box.h = ctx.px(880)
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        y, del_w = b.y + ctx.px(90), ctx.px(150)
        for k, row in enumerate(self.rows):
            self.buttons[f"file-{k}"] = Button(
                pygame.Rect(b.x + ctx.px(30), y, b.w - ctx.px(70) - del_w, ctx.px(46)),
                row_title(row),
                self.ui,
                object_id=f"#file-{k}",
            )
            self.buttons[f"delete-{k}"] = Button(
                pygame.Rect(b.right - ctx.px(30) - del_w, y, del_w, ctx.px(46)),
                t("load.confirm") if self.confirming == k else t("load.delete"),
                self.ui,
                object_id=f"#delete-{k}",
            )
            y += ctx.px(80)
        if not self.rows:  # none saved, or their folder cannot be read: say which
            unreadable = saves_unreadable()
            self.message = t("load.none") if unreadable is None else problem_text(unreadable)
        self.buttons["cancel"] = Button(
            pygame.Rect(
                b.right - ctx.px(230),
                b.bottom - ctx.px(24) - button_h(ctx),
                ctx.px(200),
                button_h(ctx),
            ),
            t("load.cancel"),
            self.ui,
            object_id="#cancel",
        )

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
            self.refused = exc if isinstance(exc, Problem) else None
            self.message = printable(f"{shown_name(path.name)}: {problem_text(exc)}")[:90]
            return
        problem = self.nav.resume(session)
        self.refused = problem
        if problem:
            self.message = printable(f"{shown_name(path.name)}: {notice_text(problem)}")[:90]

    def _delete(self, k: int) -> None:
        """The first click asks, the second deletes."""
        row = self.rows[k]
        if self.confirming != k:
            self.confirming = k
            self.message = t("load.ask_delete", name=row.name)[:90]
        else:
            try:
                row.path.unlink(missing_ok=True)
                self.message = t("load.deleted", name=row.name)[:90]
            except OSError as exc:
                self.message = t(
                    "load.not_deleted", name=shown_name(row.path.name), why=exc.strerror or ""
                )[:90]
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
            colour = pal.BAD if row.problem else pal.TEXT_DIM
            text, width = row_details(row), self.box.right - rect.x - ctx.px(36)
            line = ctx.text.render(text, ctx.px(22), colour)
            while line.get_width() > width and len(text) > 10:  # too long: cut it short
                text = text[: len(text) * width // line.get_width() - 1].rstrip() + "…"
                line = ctx.text.render(text, ctx.px(22), colour)
            surface.blit(line, (rect.x + ctx.px(6), rect.bottom + ctx.px(4)))
