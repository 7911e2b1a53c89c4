"""The menus' notice as data: a catalogue key and its parameters (`Said`), or a `Problem`;
worded only when drawn, in the language shown then (a language switch rewords it)."""

from __future__ import annotations

from dataclasses import dataclass

from mg.engine import Problem
from mg.text.i18n import problem_text, t


@dataclass(frozen=True)
class Said:
    """Words to be: a catalogue key and its parameters — numbers, names as typed, or other
    notices and problems, worded with it."""

    key: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, **params: object) -> Said:
        return cls(key, tuple(params.items()))

    def param(self, name: str) -> object:
        return dict(self.params).get(name)


Notice = Said | Problem


def notice_text(notice: Notice | None) -> str:
    """The notice's words in the language in use ("" without one)."""
    if notice is None:
        return ""
    if isinstance(notice, Said):
        return t(notice.key, **{name: _worded(value) for name, value in notice.params})
    return problem_text(notice)


def notice_key(notice: Notice | None) -> str:
    """The catalogue key a notice is worded from ("" without one): what tests assert."""
    if notice is None:
        return ""
    return notice.key if isinstance(notice, Said) else f"problem.{notice.key}"


def _worded(value: object) -> object:
    if isinstance(value, Said):
        return notice_text(value)
    if isinstance(value, BaseException):
        return problem_text(value)
    return value
