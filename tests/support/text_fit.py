"""Where text lands on screen: a surface that remembers every rendered text blitted onto it,
so a test can measure each text against the surface, box or button that holds it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton

from mg.app.loop import App
from mg.dev.driver import Driver
from mg.scenes.base import Scene
from mg.scenes.menu.scene import MenuScene
from mg.sprites.paint.fonts import Text
from mg.text import i18n
from mg.ui.options import Options


@dataclass(frozen=True)
class Placed:
    """One text where it was blitted."""

    text: str
    rect: pygame.Rect
    sheet: tuple[int, int]  # the size of the surface it was blitted onto


class Texts:
    """Remembers which surfaces are rendered text (wrapping a Text's render)."""

    def __init__(self, text: Text) -> None:
        self.made: dict[int, tuple[str, pygame.Surface]] = {}
        original = text.render

        def render(s: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
            surf = original(s, size, colour, bold)
            self.made[id(surf)] = (s, surf)
            return surf

        text.render = render  # type: ignore[method-assign, assignment]
        shown = text.render_display

        def render_display(s: str, px: int, colour: Any, bold: bool = True) -> pygame.Surface:
            surf = shown(s, px, colour, bold)
            self.made[id(surf)] = (s, surf)
            return surf

        text.render_display = render_display  # type: ignore[method-assign, assignment]
        self.placed: list[Placed] = []


class Sheet(pygame.Surface):
    """A surface that records the rendered texts blitted onto it."""

    texts: Texts | None = None

    def blit(  # type: ignore[override]
        self,
        source: pygame.Surface,
        dest: Any,
        area: Any = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        seen = Sheet.texts.made.get(id(source)) if Sheet.texts else None
        if seen is not None and seen[1] is source and Sheet.texts is not None:
            size = pygame.Rect(area).size if area is not None else source.get_size()
            x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else dest[:2]
            Sheet.texts.placed.append(Placed(seen[0], pygame.Rect(x, y, *size), self.get_size()))
        return super().blit(source, dest, area, special_flags)

    def convert(self, *args: Any) -> pygame.Surface:
        return self

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        return self


class PygameWithSheets:
    """The pygame module as a drawing module sees it, with Surface made a Sheet."""

    Surface = Sheet

    def __getattr__(self, name: str) -> Any:
        return getattr(pygame, name)


def button_overflows(ui: pygame_gui.UIManager) -> list[str]:
    """Every button of `ui` whose text is wider or taller than the button's inside."""
    bad = []
    for element in ui.get_sprite_group().sprites():
        if not isinstance(element, UIButton) or not element.visible or element.font is None:
            continue
        w, h = element.font.size(element.text)
        border = element.border_width
        edge = max(border.values()) if isinstance(border, dict) else int(border)
        edge += int(element.shadow_width)  # the text is clipped inside border and shadow
        inside = element.rect.inflate(-2 * edge, -2 * edge)
        if w > inside.w or h > inside.h:
            bad.append(f"button {element.text!r}: {w}x{h} in {inside.w}x{inside.h}")
    return bad


def text_overflows(placed: list[Placed], scene: Scene, size: tuple[int, int]) -> list[str]:
    """Every text that runs off its surface, out of the scene's box (a dialog), or from the
    board under the side panel (a board scene)."""
    bad = []
    box = getattr(scene, "box", None)
    panel = getattr(scene, "panel_rect", None)
    for p in placed:
        if not pygame.Rect((0, 0), p.sheet).contains(p.rect):
            bad.append(f"{p.text!r} at {p.rect} leaves its {p.sheet} surface")
        elif p.sheet == size and isinstance(box, pygame.Rect) and not box.contains(p.rect):
            bad.append(f"{p.text!r} at {p.rect} leaves the box {box}")
        elif (
            p.sheet == size
            and isinstance(panel, pygame.Rect)
            and box is None
            and p.rect.x < panel.x < p.rect.right
        ):
            bad.append(f"{p.text!r} at {p.rect} runs under the panel at x={panel.x}")
    return bad


@contextmanager
def measured_app(
    language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, *modules: object
) -> Iterator[tuple[Driver, Texts]]:
    """The real app in `language` at the menu, every text it renders recorded (`modules`
    draw on surfaces of their own, measured too); closed afterwards."""
    for module in modules:
        monkeypatch.setattr(module, "pygame", PygameWithSheets())
    app = App(Options(windowed=size, seed=11))  # renderings of its own: its words measured
    driver = Driver(app, every_frame=True)  # every text drawn is measured
    try:
        texts = Texts(app.ctx.text)
        monkeypatch.setattr(Sheet, "texts", texts)
        app.ctx.settings.language = language
        i18n.set_language(language)
        app.stack.push(MenuScene(app.ctx))
        yield driver, texts
    finally:
        driver.close(keep_fonts=True)  # the next tests' shared renderings live on
