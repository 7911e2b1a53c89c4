"""No key of network play ever reaches a player raw: every error a server may send (the
protocol page's table) and every failure the client decides on is worded in all four
languages, and a key this version has no words for (a newer server's) is said to be one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mg.engine import Problem
from mg.net.client import FATAL, STOPS, problem_from
from mg.text.i18n import LANGUAGES, catalogue, problem_text, set_language, t

pytestmark = pytest.mark.usefixtures("english_after")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "network-protocol.md"


def error_keys() -> set[str]:
    """The keys of the protocol page's Errors table."""
    errors = PAGE.read_text("utf-8").split("## Errors", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`(net_[a-z_]+)`", errors))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_a_server_sends_is_worded_in_every_language(language: str) -> None:
    keys = error_keys() | FATAL | STOPS | {"net_join_timeout", "net_unreachable", "net_bad_code"}
    assert len(keys) > 25
    words = catalogue(language)
    assert sorted(k for k in keys if f"problem.{k}" not in words) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_key_this_version_has_no_words_for_is_said_to_be_one(language: str) -> None:
    set_language(language)
    unknown = problem_from("net_from_a_newer_server", (("seconds", 3),))
    assert problem_text(unknown) == t("problem.unknown")
    known = Problem("net_no_room", "network: no game has the code {code}", code="KRO-7Q4")
    assert problem_text(known) == t("problem.net_no_room", code="KRO-7Q4")
