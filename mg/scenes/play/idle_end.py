"""Ending one's actions having done nothing: a human who has placed no
tile and drawn none this turn is asked once first, unless they said not to ask again (a
setting). Enter and Esc go back: the question is there to catch a hasty key (E, E ends the
turn for good), so a second hasty key must not finish what the first began; ending on
purpose takes one deliberate click, and "Don't ask again" spares a player who often passes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mg.engine import EndActions, Game, Phase
from mg.scenes.navigator import Navigator, Question
from mg.store.settings import Settings
from mg.text.i18n import t


@dataclass
class IdleEnd:
    """End actions for the play scene, asking first when nothing was done: given what it
    reads (the game, the settings, whether a bot acts, whether this table asks at all) and
    what it may do (ask through the navigator, change a setting, apply an action)."""

    game: Callable[[], Game]
    settings: Callable[[], Settings]
    bot_acts: Callable[[], bool]
    ask_here: bool  # False in a lesson: the lesson says what to do
    nav: Callable[[], Navigator]
    change: Callable[..., object]  # the settings store's change(**values)
    apply: Callable[[EndActions], object]

    def end_actions(self) -> None:
        """End the actions; first ask a human who has done nothing this turn."""
        if self.asks():
            self.nav().confirm(idle_end_question(), self.answer)
        else:
            self.apply(EndActions())

    def asks(self) -> bool:
        """Whether to ask: a human (not a bot, not a lesson) who wants the question, whose
        turn holds no action yet (the engine's record of this turn), and who may end now."""
        game = self.game()
        return (
            self.ask_here
            and self.settings().ask_idle_end
            and not self.bot_acts()
            and game.phase == Phase.ACTIONS
            and not game.turn_actions
            and game.refusal(EndActions()) is None
        )

    def answer(self, key: str, ticked: bool) -> None:
        """ "Don't ask again" is kept (whichever the answer); End actions ends them."""
        if ticked:
            self.change(ask_idle_end=False)
        if key == "end":
            self.apply(EndActions())
        return None


def idle_end_question() -> Question:
    return Question(
        t("idle_end.title"),
        t("idle_end.message"),
        (("end", t("idle_end.end")), ("back", t("idle_end.back"))),
        safe="back",
        cancel="back",
        option=t("idle_end.dont_ask"),
    )
