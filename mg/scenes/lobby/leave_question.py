"""The question asked before this machine leaves a network game others are connected to,
worded from who they are (`Company`, data): a host's leaving stops the game until it is
hosted again; a joiner's leaves the others waiting until it rejoins."""

from __future__ import annotations

from collections.abc import Callable

from mg.scenes.navigator import Question
from mg.table.table import Company
from mg.text.i18n import t
from mg.text.log_words import list_words


def leave_question(company: Company, name: Callable[[str], str]) -> Question:
    """ "Bruno and 2 bots are connected: if you leave, the game stops until you host it
    again.": stay (Enter, Esc) or leave. `name` words a seat's name by its colour."""
    who = [name(colour) for colour in company.players]
    if company.bots:
        who.append(t("leave.bots", count=len(company.bots)))
    key = "leave.host" if company.hosting else "leave.join"
    message = t(key, who=list_words(who), count=len(company.players) + len(company.bots))
    choices = (("stay", t("leave.stay")), ("leave", t("leave.leave")))
    return Question(t("leave.title"), message, choices, safe="stay", cancel="stay")
