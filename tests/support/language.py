"""The language fixture shared by every test that switches language: English again after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mg.text import i18n


@pytest.fixture
def english_after() -> Iterator[None]:
    """The test may switch the language; the next test starts in English again."""
    yield
    i18n.set_language("en")
