"""The question asked before an unfinished game is replaced, worded
from the game's data: how far it has come and who plays it, in the language shown."""

from __future__ import annotations

from mg.scenes.navigator import Question
from mg.scenes.overlays.save_rows import progress
from mg.store.session import Session
from mg.text.i18n import t
from mg.text.seat_words import seat_names


def replace_question(session: Session) -> Question:
    """ "Your unfinished game — round 4 of 12, Alice, Bob — will be replaced.": keep it as a
    save (Enter: nothing is lost, and the player goes on), replace it, or cancel (Esc)."""
    game = session.game
    players = ", ".join(seat_names(session.seats))
    message = t(
        "replace.message", progress=progress(game.phase, game.round, game.rounds), players=players
    )
    choices = (
        ("keep", t("replace.keep")),
        ("replace", t("replace.replace")),
        ("cancel", t("replace.cancel")),
    )
    return Question(t("replace.title"), message, choices, safe="keep", cancel="cancel")
