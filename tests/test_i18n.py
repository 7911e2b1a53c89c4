"""The four catalogues: every key in every language with the parameters of its
English source, every key the code asks for present, refusals worded as the engine words
them, the language chosen from the system, persisted, and a bad value falling back."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from mg.engine import Game
from mg.engine.refusal import ENGLISH
from mg.store.seats import SEAT_KINDS
from mg.store.settings import Settings, load_settings, save_settings
from mg.text import i18n
from mg.text.i18n import (
    LANGUAGES,
    catalogue,
    plural_key,
    refusal_line,
    refusal_text,
    system_language,
    t,
)
from mg.text.rules_text import CARDS_TEXT, CONTROLS, SECTION_KEYS, SECTIONS
from tests.support.playout import candidates
from tests.support.problem_keys import problem_keys

pytestmark = pytest.mark.usefixtures("english_after")


ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
#: t("key" ...) and t(f"key.{...}" ...) in the code: the literal part of every key asked for.
ASKED = re.compile(r"""(?<![\w.])t\(\s*(f?)["']([\w.]+(?:\{[^}]*\}[\w.]*)*)["']""")


def params(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def counted_phrase(key: str, words: dict[str, str]) -> bool:
    """Whether `key` is a plural form wording a parameter of another key ("x.p.one" for
    %{p} of "x"): a language may leave those out (see mg/text/i18n.py)."""
    split = plural_key(key)
    if split is None:
        return False
    sentence, _, name = split[0].rpartition(".")
    return f"%{{{name}}}" in words.get(sentence, "")


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_key_is_translated_with_every_parameter(language: str) -> None:
    source, words = catalogue("en"), catalogue(language)
    core = {k for k in source if not counted_phrase(k, source)}
    assert core == {k for k in words if not counted_phrase(k, words)}, "keys missing or extra"
    for key, text in words.items():
        assert text.strip(), f"{language}: {key} is empty"
        expected = params(source[key]) if key in source else {key.split(".")[-2]}
        assert params(text) == expected, f"{language}: {key} changes parameters"


def test_every_refusal_has_a_key_with_the_engines_parameters() -> None:
    """Every refusal is worded; its words use only values the engine gives (the wording
    may leave out one that reads badly, e.g. a "0 of 0")."""
    source = catalogue("en")
    for key, (_rule, english) in ENGLISH.items():
        forms = [k for k in (f"refusal.{key}", f"refusal.{key}_none") if k in source]
        assert forms and forms[0] == f"refusal.{key}"
        for form in forms:
            assert params(source[form]) <= set(re.findall(r"\{(\w+)\}", english))


def asked_keys() -> set[str]:
    """The keys the code asks t() for; an f-string key becomes a pattern."""
    found: set[str] = set()
    for path in (ROOT / "mg").rglob("*.py"):
        for is_f, key in ASKED.findall(path.read_text(encoding="utf-8")):
            found.add(re.sub(r"\{[^}]*\}", "*", key) if is_f else key)
    return found


def test_every_key_the_code_asks_for_exists() -> None:
    keys = {(plural_key(k) or (k, ""))[0] for k in catalogue("en")}  # "x.one" is t("x")
    asked = asked_keys()
    assert len(asked) > 60
    for key in asked:
        pattern = re.compile("^" + re.escape(key).replace(r"\*", r"[\w.]+") + "$")
        assert any(pattern.match(k) for k in keys), f"no catalogue key for t({key!r})"


def test_a_missing_parameter_or_key_never_crashes() -> None:
    assert t("panel.round", round=3) == "Round 3 of %{rounds}"
    assert t("no.such.key") == "mg.no.such.key"


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_render_in_random_positions(language: str) -> None:
    """In every language words only, a sentence with every parameter filled in; the rule id
    is data beside them, and a plain string adds it as a small reference after them."""
    i18n.set_language(language)
    rng, seen = random.Random(5), 0
    g = Game.new(["yellow", "red", "brown"], seed=3)
    for _ in range(120):
        for action in candidates(g, rng):
            refusal = g.refusal(action)
            if refusal is None:
                continue
            text, seen = refusal_text(refusal), seen + 1
            assert "%{" not in text and text[:1] == text[:1].upper()
            assert not re.search(r"\bR\d", text)  # no rule ids in the words
            assert refusal_line(refusal) == t(
                "rule_ref.after", words=text, n=refusal.rule.removeprefix("R")
            )
        g.apply(rng.choice(g.legal_actions()))
    assert seen > 500


def test_words_follow_the_language() -> None:
    i18n.set_language("de")
    assert t("menu.new_game") == "Neues Spiel"
    assert t("panel.round", round=2, rounds=12) == "Runde 2 von 12"
    i18n.set_language("xx")
    assert i18n.language() == "en" and t("menu.new_game") == "New game"


@pytest.mark.parametrize(
    "env, expected",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "it_IT.UTF-8", "LANG": "de_DE"}, "it"),
        ({"LANG": "fr_CA"}, "fr"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:en"}, "fr"),
    ],
)
def test_the_system_language_when_it_is_ours(env: dict[str, str], expected: str) -> None:
    assert system_language(env) == expected


def test_the_language_persists(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert save_settings(Settings(language="fr", speed="fast"), path) is None
    settings, warning = load_settings(path)
    assert warning is None and settings.language == "fr" and settings.speed == "fast"


@pytest.mark.parametrize("value", ["klingon", "", 7, None, ["de"], "EN"])
def test_a_bad_language_falls_back_to_english_with_a_warning(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": value, "speed": "slow"}), encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.language == "en" and settings.speed == "slow"
    assert problem_keys(warning) == ["settings_language"]


def test_the_english_rules_help_is_the_rules_text() -> None:
    """mg/text/rules_text.py stays the source: the English catalogue says exactly the same."""
    words = catalogue("en")
    for n, (keys, what) in enumerate(CONTROLS):
        assert (words[f"control.{n}.keys"], words[f"control.{n}.what"]) == (keys, what)
    for key, (section, rules) in zip(SECTION_KEYS, SECTIONS, strict=True):
        assert words[f"help.section.{key}"] == section
        for rid, title, text in rules:
            assert words[f"rule.{rid}.title"] == title
            cards = CARDS_TEXT.split(": ", 1)[1].rstrip(".")
            assert words[f"rule.{rid}.text"].replace("%{cards}", cards) == text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_seat_kind_has_a_name(language: str) -> None:
    """Keys built at run time (seat.<kind>) exist too: a new bot level needs its words."""
    words = catalogue(language)
    assert all(f"seat.{kind}" in words for kind in SEAT_KINDS)
