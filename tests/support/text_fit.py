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
    ink: pygame.Rect  # where its letters are (the rect less the line's empty margins)
    surface: int  # which surface it was blitted onto


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
            rect = pygame.Rect(x, y, *size)
            ink = source.get_bounding_rect().move(x, y).clip(rect)
            Sheet.texts.placed.append(Placed(seen[0], rect, self.get_size(), ink, id(self)))
        return super().blit(source, dest, area, special_flags)

    def convert(self, *args: Any) -> pygame.Surface:
        return self

    def copy(self) -> pygame.Surface:
        """A copy that records too (the panel is drawn on a copy of the parchment)."""
        copied = Sheet(self.get_size(), pygame.SRCALPHA)
        pygame.Surface.blit(copied, self, (0, 0))
        return copied

    def convert_alpha(self, *args: Any) -> pygame.Surface:
        return self


class PygameWithSheets:
    """The pygame module as a drawing module sees it, with Surface made a Sheet."""

    Surface = Sheet

    def __getattr__(self, name: str) -> Any:
        return getattr(pygame, name)


def drawn_texts(scene: Scene, text: Text, size: tuple[int, int]) -> list[Placed]:
    """Every text `scene` draws (rendered by `text`) on a recording sheet of `size`; `text`
    renders as before afterwards (its recording taken off)."""
    texts = Texts(text)
    Sheet.texts = texts
    try:
        scene.draw(Sheet(size))
    finally:
        Sheet.texts = None
        vars(text).pop("render", None)
        vars(text).pop("render_display", None)
    return texts.placed


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


def buttons_outside(ui: pygame_gui.UIManager, box: object) -> list[str]:
    """Every shown button of `ui` that leaves `box` (a dialog's), if the scene has one."""
    if not isinstance(box, pygame.Rect):
        return []
    return [
        f"button {element.text!r} at {element.rect} leaves the box {box}"
        for element in ui.get_sprite_group().sprites()
        if isinstance(element, UIButton) and element.visible and not box.contains(element.rect)
    ]


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


def text_overlaps(placed: list[Placed]) -> list[str]:
    """Every two texts drawn on one surface whose letters overlap (a word over a word)."""
    bad = []
    for k, a in enumerate(placed):
        for b in placed[k + 1 :]:
            if a.surface == b.surface and a.ink.colliderect(b.ink) and a.ink.w and b.ink.w:
                bad.append(f"{a.text!r} at {a.ink} overlaps {b.text!r} at {b.ink}")
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
        paper = app.ctx.furniture.paper

        def recorded_paper(size: tuple[int, int], table: Any) -> pygame.Surface:
            sheet = Sheet(size, pygame.SRCALPHA)  # the side panel's words are measured too
            pygame.Surface.blit(sheet, paper(size, table), (0, 0))
            return sheet

        monkeypatch.setattr(app.ctx.furniture, "paper", recorded_paper)
        monkeypatch.setattr(Sheet, "texts", texts)
        app.ctx.settings.language = language
        i18n.set_language(language)
        app.stack.push(MenuScene(app.ctx))
        yield driver, texts
    finally:
        driver.close(keep_fonts=True)  # the next tests' shared renderings live on
