"""The last lesson's end: the real final scoring (R37, R38) of the lesson's game, with
Back (the lesson before) in place of Play again, and Menu; the lesson's closing words in the
status line. Like the lesson itself, it is never autosaved."""

from __future__ import annotations

import pygame

from mg.match import Match
from mg.text.i18n import t
from mg.text.lessons import Course
from mg.ui.context import Context
from mg.ui.scenes.scoring.scene import ScoringScene


class LessonScoringScene(ScoringScene):
    def __init__(self, ctx: Context, match: Match, course: Course, index: int) -> None:
        self.course, self.index = course, index
        super().__init__(ctx, match)
        lesson = course.lessons[index]
        self.say(t("lessons.scoring_heading", k=index + 1, n=len(course.lessons),
                   done=lesson.done), rule=lesson.rules[0] if lesson.rules else None)

    def build_ui(self) -> None:
        """The scoring's buttons, Back standing where Play again stands in a real game."""
        super().build_ui()
        again = self.buttons.pop("again")
        self.add_button("back", t("lessons.back"), again.rect.copy())
        again.kill()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The closing line's rule chip opens its rule, even while the scoring plays (where
        another click on the board skips to the end)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.opens_rule(event.pos):
            return True
        return super().handle_event(event)

    def press(self, key: str) -> None:
        if key == "back":
            self.nav.lesson(self.index - 1 if self.index > 0 else 0)
        else:
            super().press(key)
