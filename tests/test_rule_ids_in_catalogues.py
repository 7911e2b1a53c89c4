"""No text a player reads leads with a rule id ("R4: …") or carries one in parentheses
("… (R13)"), in any language: the words come first and the rule follows as the small
reference the code adds (`with_rule`, `refusal_line`, a status line's chip). Only the rules
themselves (rule.*) are titled by their ids in the help."""

from __future__ import annotations

import re

import pytest

from mg.text.i18n import LANGUAGES, catalogue

RULE_FIRST = re.compile(r"^\W*R\d+\s?:")
RULE_INLINE = re.compile(r"\(R\d+\)")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_player_facing_text_leads_with_or_embeds_a_rule_id(language: str) -> None:
    words = catalogue(language)
    bad = {
        key: text
        for key, text in words.items()
        if not key.startswith("rule.") and (RULE_FIRST.search(text) or RULE_INLINE.search(text))
    }
    assert bad == {}
