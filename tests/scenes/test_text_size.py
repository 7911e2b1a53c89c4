"""Settings → Text size: at 125 % and 150 % every screen at 1366×768 — the menu, settings,
games, the oracles' setup, a banner, play with a refusal and a tooltip, the draw dialog, the
market phase, pause, log, help, the scoring and its table — keeps every text inside its
button, box, panel and window; the words really are larger."""

from __future__ import annotations

import pytest

from mg.scenes.overlays import banner
from mg.scenes.play import panel as play_panel
from mg.scenes.scoring import score_table
from tests.support.every_screen import visit_every_scene
from tests.support.language import english_after  # noqa: F401
from tests.support.text_fit import measured_app

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.mark.parametrize(("language", "size"), [("en", 150), ("de", 125)])
def test_no_text_overflows_at_1366x768_in_larger_text(
    language: str, size: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    with measured_app(language, (1366, 768), monkeypatch, play_panel, banner, score_table) as (
        d,
        texts,
    ):
        d.app.ctx.store.change(text_size=size)
        d.app.stack.resize(d.app.ctx.size)
        assert d.app.ctx.tx(100) == d.app.ctx.px(size)  # the words grow
        problems: list[str] = []
        visit_every_scene(d, texts, problems)
        assert not problems, "\n".join(problems)
