"""Saving the game in progress under a name (from the pause menu); the name offered, from
the time and in the player's language."""

from __future__ import annotations

from datetime import datetime

import pygame
from pygame_gui.elements import UITextEntryLine

from mg.engine import Problem
from mg.match import Match
from mg.scenes.context import Context
from mg.scenes.dialog import Dialog
from mg.scenes.manager import button_h
from mg.scenes.navigator import Question
from mg.store.session import clean_name, free_name, save_exists, save_named
from mg.text.i18n import problem_text, t
from mg.ui.notice import Said
from mg.ui.theme.button import Button


class SaveScene(Dialog):
    """Save the game in progress under a name."""

    name = "save"
    confirm = "save"  # Enter saves

    def __init__(self, ctx: Context, match: Match) -> None:
        self.match = match
        super().__init__(ctx, t("save.title"))

    def build_widgets(self) -> None:
        ctx, b = self.ctx, self.box
        self.box.h = ctx.px(360)
        self.box.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.entry = UITextEntryLine(
            pygame.Rect(b.x + ctx.px(30), b.y + ctx.px(100), b.w - ctx.px(60), ctx.px(56)),
            self.ui,
            object_id="#save-name",
        )
        self.entry.set_text_length_limit(40)
        self.entry.set_text(default_name())
        half = (b.w - ctx.px(80)) // 2
        y = b.bottom - ctx.px(86)
        self.buttons["save"] = Button(
            pygame.Rect(b.x + ctx.px(30), y, half, button_h(ctx, 60)),
            t("save.save"),
            self.ui,
            object_id="#save",
        )
        self.buttons["cancel"] = Button(
            pygame.Rect(b.x + ctx.px(50) + half, y, half, button_h(ctx, 60)),
            t("save.cancel"),
            self.ui,
            object_id="#cancel",
        )

    def typing(self) -> bool:
        return bool(self.entry.is_focused)

    def press(self, key: str) -> None:
        if key == "cancel":
            self.close()
        elif key == "save":
            name = self.entry.get_text().strip()
            if save_exists(name):  # another save would vanish: ask first
                self.nav.confirm(
                    overwrite_question(name),
                    lambda choice, _: self.save(name) if choice == "replace" else None,
                )
                return
            problem = self.save(name)
            if problem:
                self.message = problem_text(problem)

    def save(self, name: str) -> Problem | None:
        """Save under `name` and close; the reason when it cannot be."""
        problem = save_named(self.match.session(), name)
        if problem is not None:
            return problem
        self.ctx.tell(Said.of("save.saved_as", name=name))
        self.close()
        return None


def default_name(now: datetime | None = None) -> str:
    """A name no save has yet, from the time, in the player's language: "Game 2026-03-14
    09-05", then "… 2", "… 3", … while one is taken (two saves in a minute keep both)."""
    return free_name(stamped_name(now or datetime.now()))


def stamped_name(when: datetime) -> str:
    """ "Game 2026-03-14 09-05" in the player's language (in English if a translation uses
    characters a save's name may not have)."""
    worded = t("save.default_name", date=when.strftime("%Y-%m-%d"), time=when.strftime("%H-%M"))
    return worded if clean_name(worded) == worded else when.strftime("Game %Y-%m-%d %H-%M")


def overwrite_question(name: str) -> Question:
    """ "A save named “Mine” already exists": replace it, or cancel (Enter and Esc)."""
    return Question(
        t("save.exists_title"),
        t("save.exists", name=name),
        (("replace", t("save.replace")), ("cancel", t("save.cancel"))),
        safe="cancel",
        cancel="cancel",
    )
