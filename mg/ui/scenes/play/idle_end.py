"""Ending one's actions having done nothing (issue 20, point 2): a human who has placed no
tile and drawn none this turn is asked once first, unless they said not to ask again (a
setting). Enter and Esc go back: the question is there to catch a hasty key (E, E ends the
turn for good), so a second hasty key must not finish what the first began; ending on
purpose takes one deliberate click, and "Don't ask again" spares a player who often passes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mg.engine import EndActions, Phase
from mg.text.i18n import t
from mg.ui.scenes.navigator import Question

if TYPE_CHECKING:
    from mg.ui.scenes.play.scene import PlayScene


def end_actions(scene: PlayScene) -> None:
    """End the actions; first ask a human who has done nothing this turn."""
    if asks(scene):
        scene.nav.confirm(idle_end_question(), lambda key, ticked: answer(scene, key, ticked))
    else:
        scene.apply(EndActions())


def asks(scene: PlayScene) -> bool:
    """Whether to ask: a human (not a bot, not a lesson) who wants the question, whose turn
    holds no action yet (the engine's record of this turn), and who may end now."""
    game = scene.game
    return (
        scene.asks_before_idle_end
        and scene.ctx.settings.ask_idle_end
        and scene.bot_level() is None
        and game.phase == Phase.ACTIONS
        and not game.turn_actions
        and game.refusal(EndActions()) is None
    )


def idle_end_question() -> Question:
    return Question(
        t("idle_end.title"),
        t("idle_end.message"),
        (("end", t("idle_end.end")), ("back", t("idle_end.back"))),
        safe="back",
        cancel="back",
        option=t("idle_end.dont_ask"),
    )


def answer(scene: PlayScene, key: str, ticked: bool) -> None:
    """ "Don't ask again" is kept (whichever the answer); End actions ends them."""
    if ticked:
        scene.ctx.store.change(ask_idle_end=False)
    if key == "end":
        scene.apply(EndActions())
    return None
