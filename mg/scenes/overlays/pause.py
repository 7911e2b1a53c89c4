"""The pause menu (Esc during a game): resume, save, load, settings, main menu, quit, always
in these places (what cannot be used now is disabled in its place). At the end of a game
there is nothing to resume: its menu, titled "Game over", offers Show board (or Show
scores) in place of Resume. Leaving a network game others are connected to is asked first
(`nav.leave`)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from mg.scenes.context import Context
from mg.scenes.manager import make_manager
from mg.scenes.modal import ModalScene
from mg.scenes.navigator import BoardToggle
from mg.scenes.pause_layout import (
    TITLE_PX,
    notice_centre,
    pause_box,
    pause_buttons,
    pause_disabled,
    title_centre,
)
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.ui.notice import notice_text
from mg.ui.theme.button import Button


class PauseScene(ModalScene):
    """Esc during a game: resume, save, load, settings, back to the main menu, or quit."""

    name = "pause"
    confirm: str | None = "resume"

    def __init__(self, ctx: Context, board: BoardToggle | None = None) -> None:
        super().__init__(ctx)
        self.board = board  # a finished game's: Show board / Show scores
        if board is not None:
            self.confirm = None  # nothing to resume: Enter presses nothing, Esc closes
        self.overlaid = False  # an overlay (e.g. Settings) went over it: build again after
        self._build()

    def _build(self) -> None:
        self.ui = make_manager(self.ctx)
        self.buttons: dict[str, UIButton] = {}
        disabled = pause_disabled(self.ctx)
        for key, text, rect in pause_buttons(self.ctx, self.board):
            self.buttons[key] = Button(rect, text, self.ui, object_id=f"#{key}")
            if key in disabled:
                self.buttons[key].disable()

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def enter(self) -> None:
        if self.overlaid:  # back from an overlay: the settings (e.g. colours) may have changed
            self.overlaid = False
            self._build()

    def covered(self) -> None:
        self.overlaid = True

    def close(self) -> None:
        """Back to the game: what the menu said (e.g. "Saved as …") belonged to its moment
        and is not said again later (in the next pause menu, the main menu)."""
        self.ctx.tell(None)
        super().close()

    def press(self, key: str) -> None:
        assert self.stack is not None
        if key == "resume":
            self.close()
        elif key == "board" and self.board is not None:
            self.close()
            self.board.toggle()
        elif key == "load":
            self.nav.load()
        elif key == "save":
            self.nav.save()
        elif key == "settings":
            self.nav.settings()
        elif key == "menu":
            self.nav.leave(self.nav.menu)
        elif key == "quit":
            self.nav.leave(self.quit)

    @staticmethod
    def code_words(code: str) -> str:
        """The network game's join code as the pause menu says it."""
        return t("pause.join_code", code=code)

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        box = pause_box(ctx, [pygame.Rect(b.rect) for b in self.buttons.values()])
        self.draw_frame(surface, box)
        title = t("pause.title") if self.board is None else t("pause.game_over")
        label = ctx.text.render(title, ctx.px(TITLE_PX), pal.TEXT, bold=True)
        surface.blit(label, label.get_rect(center=title_centre(ctx)))
        code = ctx.nav.join_code if ctx.nav is not None else None
        if ctx.notice is not None:
            note = ctx.text.render(notice_text(ctx.notice), ctx.px(26), pal.GOOD)
            surface.blit(note, note.get_rect(center=notice_centre(ctx)))
        elif code is not None:  # whoever left, or a friend, joins with it (a game hosted again)
            note = ctx.text.render(self.code_words(code), ctx.px(26), pal.TEXT)
            surface.blit(note, note.get_rect(center=notice_centre(ctx)))
        self.draw_widgets(surface)
