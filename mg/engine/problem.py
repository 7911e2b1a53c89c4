"""Problems as data: a `ValueError` that carries a message key and its parameters besides its
English text, so that a user interface can word a bad save or map in any language."""

from __future__ import annotations

from .refusal import Refusal


class Problem(ValueError):
    """A bad input: str() is the English text; `key` and `params` let a UI word it anew
    (a parameter may be a nested Problem or an engine Refusal)."""

    def __init__(self, key: str, english: str, **params: object) -> None:
        super().__init__(
            english.format(
                **{
                    name: value.text() if isinstance(value, Refusal) else value
                    for name, value in params.items()
                }
            )
        )
        self.key = key
        self.params: dict[str, object] = dict(params)
