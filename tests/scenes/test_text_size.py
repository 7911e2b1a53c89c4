"""Settings → Text size: at 100 %, 125 % and 150 % every screen at 1366×768 and 1920×1080 —
the menu, settings, games, the oracles' setup, a banner, play with a refusal and a tooltip,
the draw dialog, the market phase, pause, log, help, the scoring and its table — keeps every
text inside its button, box, panel and window, and no two texts over each other; the
words, the buttons' words and the panel's cards and rows really are larger."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.menu.backdrop import GOLD, TITLE, menu_layout, ornament, subtitle
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays import banner
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.play import panel as play_panel
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring import score_table
from mg.scenes.scoring.scene import ScoringScene
from mg.scenes.scoring.score_table import table_rows
from mg.store.seats import Seat, complete
from mg.store.session import Session
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import at_the_menu
from tests.support.every_screen import visit_every_scene
from tests.support.language import english_after  # noqa: F401
from tests.support.text_fit import (
    drawn_texts,
    measured_app,
    text_overflows,
    text_overlaps,
)

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
def test_buttons_words_and_their_boxes_grow_with_the_text(
    window: tuple[int, int],
) -> None:
    with at_the_menu(Options(windowed=window)) as d:
        sizes = {size: menu_buttons(d, size) for size in (100, 125, 150)}
        ctx = d.app.ctx
        for key, (line, box) in sizes[100].items():
            assert sizes[125][key][0] > line and sizes[150][key][0] > sizes[125][key][0], key
            assert sizes[150][key][1] >= box, key
            assert sizes[150][key][0] <= sizes[150][key][1], key  # the words fit the box
        ctx.store.change(text_size=100)


def panel_rows_words(
    monkeypatch: pytest.MonkeyPatch, size: int, players: int, window: tuple[int, int]
) -> tuple[dict[str, int], list[str]]:
    """A game of `players` at the text `size`: the height of the lines of the first
    player's name, score and hand's count in the side panel, and every text there that does not
    fit or lies over another."""
    with measured_app("en", window, monkeypatch, play_panel) as (d, texts):
        d.app.ctx.store.change(text_size=size)
        d.app.stack.resize(d.app.ctx.size)
        d.press(f"players-{players}")
        d.press("start")
        d.press("random")
        d.wait_for("play")
        play = d.top_as(PlayScene)
        game = play.game
        first = game.players[0]
        words = {
            "name": play.match.seat_name(first),
            "score": str(game.score[first]),
            "hand": f"×{game.hand[first][0]}",
        }
        panel = [p for p in texts.placed if p.sheet == play.panel_rect.size]
        found = {p.text: p.rect.h for p in panel}  # the line: the size of the words
        problems = text_overflows(panel, play, d.app.ctx.size) + text_overlaps(panel)
        return {key: found[text] for key, text in words.items()}, problems


@pytest.mark.parametrize(("players", "window"), [(2, (1366, 768)), (4, (1920, 1080))])
def test_the_side_panels_rows_grow_with_the_text_and_fit(
    players: int, window: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    small, fine = panel_rows_words(monkeypatch, 100, players, window)
    large, problems = panel_rows_words(monkeypatch, 150, players, window)
    assert not fine and not problems, "\n".join(fine + problems)
    for key, height in small.items():
        assert large[key] > height, key  # the name, the score and the hand's count


def score_table_words(size: int) -> tuple[dict[str, int], list[str]]:
    """A finished four-player game's score table at 1366x768 and the text `size`: the
    height of the lines of a heading, a name and a total, and every text in it that leaves
    the table or lies over another (a long name among them)."""
    with at_the_menu(Options(windowed=(1366, 768), seed=11)) as d:
        d.app.ctx.store.change(text_size=size)
        d.app.stack.resize(d.app.ctx.size)
        game = Game.new(["yellow", "red", "brown", "orange"], seed=4)
        while game.phase != "over":
            game.apply(game.legal_actions()[-1])
        seats = complete([Seat("Alexandros Megalopolites", "yellow")])
        assert d.app.flow.resume(Session(game, seats)) is None
        d.frames(2)
        scene = d.top_as(ScoringScene)
        box = scene.table_rect()
        placed = drawn_texts(scene, d.app.ctx.text, d.app.ctx.size)
        inside = [p for p in placed if box.colliderect(p.rect)]
        problems = [
            f"{p.text!r} at {p.rect} leaves {box}" for p in inside if not box.contains(p.rect)
        ]
        rows = table_rows(game.standings(), scene.match.seat_name)
        row = next(r.cells for r in rows if r.colour != "yellow")  # a name of usual length
        words = {"heading": t("table.player"), "name": row["player"], "total": row["total"]}
        found = {p.text: p.rect.h for p in inside}
        return {key: found[text] for key, text in words.items()}, problems + text_overlaps(inside)


def test_the_score_tables_words_grow_with_the_text_and_fit_at_1366x768() -> None:
    small, fine = score_table_words(100)
    large, problems = score_table_words(150)
    assert not fine and not problems, "\n".join(fine + problems)
    for key, height in small.items():
        assert large[key] > height, key  # a heading, a player's name, a total


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_the_titles_ornament_stays_between_the_title_and_the_subtitle(
    window: tuple[int, int],
) -> None:
    with at_the_menu(Options(windowed=window)) as d:
        ctx = d.app.ctx
        for size in (100, 125, 150):
            ctx.store.change(text_size=size)
            layout = menu_layout(ctx)
            words = ctx.text.render_display(TITLE, layout.title_px, GOLD)
            title_ink = layout.title.top + words.get_bounding_rect().bottom
            sub, at = subtitle(ctx, layout, t("menu.subtitle"))
            subtitle_ink = at.top + sub.get_bounding_rect().top
            y, half = ornament(ctx, layout)
            assert title_ink < y - half and y + half < subtitle_ink, size  # apart from both
        ctx.store.change(text_size=100)


@pytest.mark.parametrize("size", [100, 150])
def test_the_draw_dialogs_counts_stand_between_their_buttons(size: int) -> None:
    with at_the_menu(Options(windowed=(1366, 768), seed=11)) as d:
        d.app.ctx.store.change(text_size=size)
        d.app.stack.resize(d.app.ctx.size)
        d.press("start")
        d.press("random")
        d.wait_for("play")
        d.press("draw")
        dialog = d.top_as(DrawDialog)
        placed = drawn_texts(dialog, d.app.ctx.text, d.app.ctx.size)
        for kind, value in (("roads", dialog.roads), ("cities", dialog.cities)):
            less, more = dialog.buttons[f"{kind}-"].rect, dialog.buttons[f"{kind}+"].rect
            counts = [p.ink for p in placed if p.text == str(value)]
            assert any(less.right <= c.x and c.right <= more.x for c in counts), kind
            assert any(less.top <= c.centery <= less.bottom for c in counts), kind
