"""The game's words in English, Italian, French and German: `t(key, **params)` through
python-i18n (pygame-gui's own localisation library), from the catalogues in `mg/text/locale/`.

The catalogues are flat JSON objects, one text a key. Two small additions to that:

* **Plural forms.** Keys ending in `.one` and `.many` (and, where a language needs it,
  `.zero`) are the forms of one text, handed to python-i18n as its plural object: the
  `count` parameter picks `.one` for 1 and `.many` otherwise (French says `.one` for 0 too
  unless a `.zero` is given): `score.sold.one` = "the sold market of %{who}",
  `score.sold.many` = "the %{count} sold markets of %{who}", asked for as
  `t("score.sold", who=…, count=n)`.
* **Counted parameters.** A sentence with more than one number, or whose number is not
  called `count`, words a parameter `p` of key `x` through the plural forms of `x.p` when
  they exist: `log.drew` = "%{who} drew %{roads} and %{cities}" with `log.drew.roads.one` =
  "%{roads} road tile", `log.drew.roads.many` = "%{roads} road tiles". Callers pass plain
  numbers (`t("log.drew", who=…, roads=1, cities=2)`), as before. A language whose words
  for a count do not change (German "Plättchen") or must stay as they are (English refusals
  are the engine's own text) may leave these forms out; the number then stands bare.

After formatting, Italian, French and German **elide and contract** where a parameter meets
the word before it (`elide`): French "de Alice" → "d'Alice", "de le village" → "du village";
Italian "da l'oracolo" → "dall'oracolo", "di la città" → "della città" ("di Alice" stays);
German "in dem Dorf" → "im Dorf".
The catalogue's own words are written correctly and are never touched."""

from __future__ import annotations

import json
import locale
import os
import re
import unicodedata
from importlib import resources
from typing import Any

import i18n  # type: ignore[import-untyped]

from mg.engine import Problem, Refusal

LANGUAGES = ("en", "it", "fr", "de")
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français", "de": "Deutsch"}
FALLBACK = "en"
PLURAL_FORMS = ("zero", "one", "many")
_state = {"language": FALLBACK, "loaded": ""}
_plural: dict[str, set[str]] = {}  # each language's keys that have plural forms
_keys: set[str] = set()  # every catalogue key (`_known`)
START, END = "\x02", "\x03"  # where a parameter's text begins and ends, while eliding


def catalogue(language: str) -> dict[str, str]:
    """Every key and its text in `language` (a flat JSON object in mg/text/locale/)."""
    text = resources.files("mg.text.locale").joinpath(f"{language}.json").read_text("utf-8")
    data: Any = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"mg/text/locale/{language}.json is not an object")
    return {str(k): str(v) for k, v in data.items()}


def plural_key(key: str) -> tuple[str, str] | None:
    """("x", "one") for a plural form's key "x.one"; None for any other key."""
    base, _, form = key.rpartition(".")
    return (base, form) if base and form in PLURAL_FORMS else None


def _load() -> None:
    """Hand the catalogues to python-i18n, once: plain texts as they are, plural forms
    gathered into python-i18n's plural objects."""
    if _state["loaded"]:
        return
    i18n.set("fallback", FALLBACK)
    for language in LANGUAGES:
        forms: dict[str, dict[str, str]] = {}
        for key, text in catalogue(language).items():
            split = plural_key(key)
            if split is None:
                i18n.add_translation(f"mg.{key}", text, locale=language)
            else:
                forms.setdefault(split[0], {})[split[1]] = text
        for key, texts in forms.items():
            if language == "fr" and "one" in texts:
                texts.setdefault("zero", texts["one"])  # French: 0 is singular
            i18n.add_translation(f"mg.{key}", texts, locale=language)
        _plural[language] = set(forms)
    _state["loaded"] = "yes"


def set_language(language: str) -> None:
    """Speak `language` from now on (one of LANGUAGES; anything else means English)."""
    _state["language"] = language if language in LANGUAGES else FALLBACK


def language() -> str:
    """The language in use."""
    return _state["language"]


def t(key: str, **params: object) -> str:
    """The text of `key` in the language in use, its %{named} parameters filled in (a
    number worded through its plural forms where the catalogue has them, see above)."""
    _load()
    speaking = _state["language"]
    plural = _plural[speaking]
    for name, value in params.items():
        if f"{key}.{name}" in plural and _is_count(value):
            params[name] = _plural_text(f"{key}.{name}", speaking, value, {name: value})
    if key in plural:
        return elide(_plural_text(key, speaking, params.get("count"), _marked(params)), speaking)
    return elide(str(i18n.t(f"mg.{key}", locale=speaking, **_marked(params))), speaking)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _plural_text(key: str, speaking: str, count: object, params: dict[str, object]) -> str:
    """The form of plural `key` for `count` (the "many" form when there is no count)."""
    params = {**params, "count": count if _is_count(count) else 2}
    return str(i18n.t(f"mg.{key}", locale=speaking, **params))


def _marked(params: dict[str, object]) -> dict[str, object]:
    """The parameters with their start and end marked, for `elide` to find."""
    if _state["language"] not in ("it", "fr", "de"):
        return params
    return {name: f"{START}{value}{END}" for name, value in params.items()}


_FR_VOWEL = "aeiouhæœ"  # h mute, as in most names; never y
_IT_STEM = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}
_IT_ARTICLE = {
    "il ": "l ",
    "lo ": "llo ",
    "la ": "lla ",
    "l'": "ll'",
    "i ": "i ",
    "gli ": "gli ",
    "le ": "lle ",
}
_FR_JOINED = {
    ("de", "le "): "du ",
    ("de", "les "): "des ",
    ("à", "le "): "au ",
    ("à", "les "): "aux ",
}
_DE_JOINED = {
    ("in", "dem "): "im ",
    ("an", "dem "): "am ",
    ("von", "dem "): "vom ",
    ("bei", "dem "): "beim ",
    ("zu", "dem "): "zum ",
    ("zu", "der "): "zur ",
}
_BEFORE = r"(?<![\w'’])"


def elide(text: str, language: str) -> str:
    """`text` with each marked parameter joined to the word before it as the language
    wants (French "de Alice" → "d'Alice", "à le village" → "au village"; Italian "da l'oracolo"
    → "dall'oracolo", "di il" → "del"; German "in dem Dorf" → "im Dorf"), the marks
    removed."""
    if START not in text:
        return text
    if language == "fr":
        text = re.sub(_BEFORE + r"([Dd]e|[Àà]) \x02(les |le )", _fr_joined, text)
        text = re.sub(_BEFORE + r"([Dd]e|[Qq]ue) \x02(?=\w)", _fr_elided, text)
    elif language == "it":
        text = re.sub(
            _BEFORE + r"([Dd]i|[Aa]|[Dd]a|[Ii]n|[Ss]u) \x02(il |lo |la |l'|i |gli |le )",
            _it_joined,
            text,
        )
    elif language == "de":
        text = re.sub(
            _BEFORE + r"([Ii]n|[Aa]n|[Vv]on|[Bb]ei|[Zz]u) \x02(dem |der )", _de_joined, text
        )
    return text.replace(START, "").replace(END, "")


def _fr_joined(match: re.Match[str]) -> str:
    word, article = match.group(1), match.group(2)
    joined = _FR_JOINED[(word.lower(), article)]
    return (joined.capitalize() if word[0].isupper() else joined) + START


def _fr_elided(match: re.Match[str]) -> str:
    word, rest = match.group(1), match.string[match.end() :]
    first = unicodedata.normalize("NFD", rest[:1])[:1].lower()
    if first and first in _FR_VOWEL:
        return f"{word[:-1]}'{START}"
    return match.group(0)


def _de_joined(match: re.Match[str]) -> str:
    word, article = match.group(1), match.group(2)
    joined = _DE_JOINED.get((word.lower(), article))
    if joined is None:
        return match.group(0)
    return (joined.capitalize() if word[0].isupper() else joined) + START


def _it_joined(match: re.Match[str]) -> str:
    word, article = match.group(1), match.group(2)
    stem = _IT_STEM[word.lower()]
    joined = stem + _IT_ARTICLE[article]
    return (joined.capitalize() if word[0].isupper() else joined) + START


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
    """ "23" of "R23": what a reader sees of a rule id."""
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
    if f"problem.{exc.key}" not in _known():  # (e.g. a newer server's): never a raw key
        return t("problem.unknown")
    params = {
        name: _param_text(name, value) for name, value in exc.params.items() if name != "rule"
    }
    rule = exc.params.get("rule")  # the rule it breaks: a small reference after the words
    return with_rule(t(f"problem.{exc.key}", **params), rule if isinstance(rule, str) else None)


def _known() -> set[str]:
    """Every key of the catalogues (the English one holds them all; a plural's by its
    base too), read once."""
    if not _keys:
        for key in catalogue(FALLBACK):
            split = plural_key(key)
            _keys.add(key if split is None else split[0])
    return _keys


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
