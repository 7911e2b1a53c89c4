"""The menu as a title screen: the harbour painting over the whole window, the
title set in the display face, the options over it below the title and inside the window at
the usual sizes, and an idle menu that composes nothing again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.menu import backdrop
from mg.scenes.menu.backdrop import TITLE, cover, menu_layout, subtitle
from mg.scenes.menu.scene import MenuScene
from mg.sprites.paint.fonts import DISPLAY_FAMILY, TEXT_FAMILY
from mg.text.i18n import t
from mg.ui.options import Options
from tests.support.apps import at_the_menu, marked

SIZES = [(1366, 768), (1920, 1080), (1280, 720), (1600, 1200)]


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def menu(request: pytest.FixtureRequest, private_settings: None) -> Iterator[Driver]:
    options = Options(windowed=request.param, seed=11, think=0.1)
    with at_the_menu(options, fresh=marked(request, "fresh_renderings")) as driver:
        yield driver


def title_rects(d: Driver) -> list[pygame.Rect]:
    """Where the title's words and the subtitle are drawn."""
    ctx, scene = d.app.ctx, d.top_as(MenuScene)
    words = ctx.text.render_display(TITLE, ctx.px(backdrop.TITLE_PX), backdrop.GOLD)
    title = words.get_rect(midtop=(ctx.size[0] // 2, scene.layout.title.top))
    return [title, subtitle(ctx, scene.layout, t("menu.subtitle"))[1]]


def widget_rects(d: Driver) -> dict[str, pygame.Rect]:
    scene = d.top_as(MenuScene)
    rects = {key: pygame.Rect(button.rect) for key, button in scene.buttons.items()}
    rects |= {f"name-{i}": pygame.Rect(e.rect) for i, e in enumerate(scene.entries)}
    return rects


def test_the_title_is_drawn_in_the_display_face(menu: Driver, monkeypatch: Any) -> None:
    ctx = menu.app.ctx
    font = ctx.text.display(ctx.px(backdrop.TITLE_PX))
    assert font.name == DISPLAY_FAMILY == "Cinzel"  # the shipped face, not the fallback
    assert ctx.text.font(26).name == TEXT_FAMILY  # beside the text face
    asked: list[str] = []
    shown = ctx.text.render_display

    def spy(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        asked.append(words)
        return shown(words, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "render_display", spy)
    scene = menu.top_as(MenuScene)
    scene.backdrop = backdrop.Backdrop(ctx)  # composed afresh, with the spy in place
    scene.draw(menu.app.screen)
    assert TITLE in asked and t("menu.subtitle") in asked


def test_the_options_sit_inside_the_window_below_the_title(menu: Driver) -> None:
    for count in (2, 4):
        menu.press(f"players-{count}")
        screen = pygame.Rect((0, 0), menu.app.ctx.size)
        rects = widget_rects(menu)
        titles = title_rects(menu)
        panel = menu.top_as(MenuScene).layout.panel
        for key, rect in rects.items():
            assert screen.contains(rect), f"{key} at {rect} leaves the {screen.size} window"
            assert panel.contains(rect), f"{key} at {rect} leaves the shade {panel}"
            assert rect.collidelist(titles) == -1, f"{key} at {rect} covers the title"
        assert all(screen.contains(r) for r in titles)
        lowest = max(r.bottom for r in rects.values())
        assert lowest > screen.h * 0.72, "the options leave the lower part of the window empty"


def test_the_painting_covers_any_window_without_distortion() -> None:
    pygame.init()
    image = pygame.Surface((1920, 1080))
    image.fill((0, 0, 0))
    pygame.draw.circle(image, (255, 255, 255), (960, 540), 300)  # a circle stays round
    for size in [(1366, 768), (1600, 1200), (2560, 1080), (1280, 800)]:
        out = cover(image, size)
        assert out.get_size() == size
        mask = pygame.mask.from_threshold(out, (255, 255, 255), (60, 60, 60, 255))
        box = mask.get_bounding_rects()[0]
        assert abs(box.w - box.h) <= 2, f"{size}: the circle became {box.size}"
        assert abs(box.centerx - size[0] / 2) <= 2 and abs(box.centery - size[1] / 2) <= 2


def counted(name: str, make: Any, work: list[str]) -> Any:
    """`make`, noting `name` in `work` at every call."""

    def call(*args: Any, **kwargs: Any) -> Any:
        work.append(name)
        return make(*args, **kwargs)

    return call


@pytest.mark.fresh_renderings  # counts rendering work (its caches start empty)
def test_an_idle_menu_composes_nothing_again(menu: Driver, monkeypatch: Any) -> None:
    """Count work: once composed, drawing the menu again scales and renders nothing."""
    scene, screen = menu.top_as(MenuScene), menu.app.screen
    scene.draw(screen)
    composed = scene.backdrop.renders
    work: list[str] = []
    for name in ("cover", "soft_shape"):
        monkeypatch.setattr(backdrop, name, counted(name, getattr(backdrop, name), work))
    text = menu.app.ctx.text
    rendered = len(text.displayed), len(text.rendered)
    for _ in range(30):
        scene.draw(screen)
        menu.frames(1)
    assert scene.backdrop.renders == composed == 1
    assert work == [] and (len(text.displayed), len(text.rendered)) == rendered
    layout = menu_layout(menu.app.ctx)
    assert scene.layout == layout


@pytest.mark.fresh_renderings  # counts rendering work (its caches start empty)
def test_a_new_window_size_composes_it_once_more(menu: Driver) -> None:
    scene = menu.top_as(MenuScene)
    scene.draw(menu.app.screen)
    size = (1440, 900)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    menu.frames(2)
    assert menu.app.ctx.size == size
    scene = menu.top_as(MenuScene)
    for _ in range(3):
        scene.draw(menu.app.screen)
    assert scene.backdrop.renders == 2
    assert scene.backdrop.picture(scene.layout).get_size() == size
