"""The game's words in English, Italian, French and German: `t(key, **params)` through
python-i18n (pygame-gui's own localisation library), from the catalogues in `mg/locale/`."""

from __future__ import annotations

import json
import locale
import os
import re
from importlib import resources
from typing import Any

import i18n  # type: ignore[import-untyped]

from mg.engine import Problem, Refusal

LANGUAGES = ("en", "it", "fr", "de")
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français", "de": "Deutsch"}
FALLBACK = "en"
_state = {"language": FALLBACK, "loaded": ""}


def catalogue(language: str) -> dict[str, str]:
    """Every key and its text in `language` (a flat JSON object in mg/locale/)."""
    text = resources.files("mg.locale").joinpath(f"{language}.json").read_text("utf-8")
    data: Any = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"mg/locale/{language}.json is not an object")
    return {str(k): str(v) for k, v in data.items()}


def _load() -> None:
    """Hand the catalogues to python-i18n, once."""
    if _state["loaded"]:
        return
    i18n.set("fallback", FALLBACK)
    for language in LANGUAGES:
        for key, text in catalogue(language).items():
            i18n.add_translation(f"mg.{key}", text, locale=language)
    _state["loaded"] = "yes"


def set_language(language: str) -> None:
    """Speak `language` from now on (one of LANGUAGES; anything else means English)."""
    _state["language"] = language if language in LANGUAGES else FALLBACK


def language() -> str:
    """The language in use."""
    return _state["language"]


def t(key: str, **params: object) -> str:
    """The text of `key` in the language in use, its %{named} parameters filled in."""
    _load()
    text: str = i18n.t(f"mg.{key}", locale=_state["language"], **params)
    return text


#: A refusal worded by its values: with a zero allowance, the "_none" form (no "0 of 0").
ZERO_FORMS = {"no_more_roads": "roads", "no_more_cities": "cities"}


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal's words in the language in use, as a sentence, without its rule
    id: the rule travels beside it as data (`refusal.rule`), shown as a small reference."""
    key, zero = refusal.key, ZERO_FORMS.get(refusal.key)
    if zero is not None and refusal.args.get(zero) == 0:
        key += "_none"
    words = t(f"refusal.{key}", **refusal.args)
    return words[:1].upper() + words[1:]


def rule_number(rule: str) -> str:
    """"23" of "R23": what a reader sees of a rule id."""
    return rule.removeprefix("R")


def rule_chip(rule: str) -> str:
    """The small clickable reference to a rule ("Rule 23 ›")."""
    return t("rule_ref.chip", n=rule_number(rule))


def with_rule(words: str, rule: str | None) -> str:
    """Words and a small trailing reference to their rule, where only a plain string fits
    (a tooltip, a dialog's message): "… · rule 23"."""
    return t("rule_ref.after", words=words, n=rule_number(rule)) if rule else words


def refusal_line(refusal: Refusal) -> str:
    """An engine refusal as one plain string: its words, then its rule as a small
    reference ("A city may not grow next to an oracle · rule 23")."""
    return with_rule(refusal_text(refusal), refusal.rule)


def problem_text(exc: BaseException) -> str:
    """What is wrong with a file, in the language in use (a `Problem`; else its own text)."""
    if not isinstance(exc, Problem):
        return str(exc)
    params = {name: _param_text(name, value) for name, value in exc.params.items()}
    return t(f"problem.{exc.key}", **params)


def _param_text(name: str, value: object) -> object:
    """A problem's parameter worded: a nested problem, a refusal, or a `what.*` thing."""
    if isinstance(value, BaseException):
        return problem_text(value)
    if isinstance(value, Refusal):
        return refusal_line(value)
    if name == "what" and isinstance(value, str):
        key = "what." + re.sub(r"\W+", "_", value).strip("_").lower()
        if key in catalogue(FALLBACK):
            return t(key)
    return value


def system_language(env: dict[str, str] | None = None) -> str:
    """The system's language when it is one of ours, else English."""
    env = dict(os.environ) if env is None else env
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name, "")
        if value:
            return _ours(value)
    try:
        value = locale.getlocale()[0] or ""
    except ValueError:
        value = ""
    return _ours(value)


def _ours(value: str) -> str:
    code = value.split(":")[0].split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else FALLBACK
