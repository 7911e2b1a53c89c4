"""Settings is laid out so nothing overlaps (the "Warn on empty turn"
button hid the colours' preview) and every label fits its button with room to spare, in all
four languages, at 1280×720, 1366×768 and 1920×1080, whichever way each choice is set."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
from pygame_gui.elements import UIButton

from mg.dev.driver import Driver
from mg.scenes.overlays.settings import SettingsScene
from mg.text import i18n
from tests.support.notifier import RecordingNotifier
from tests.support.text_fit import Sheet, Texts, measured_app

pytestmark = pytest.mark.usefixtures("english_after")


SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
TOGGLES = ("mute", "bots", "hints", "idle_end", "palette")
ROOM = 10  # pixels (at 1920×1080) a label keeps from each edge of its button's inside


def label_room(button: UIButton, margin: int) -> str:
    """ "" when the label keeps `margin` from its button's edges, else what is wrong."""
    assert button.font is not None
    w, h = button.font.size(button.text)
    border = button.border_width
    edge = max(border.values()) if isinstance(border, dict) else int(border)
    inside = button.rect.inflate(-2 * (edge + int(button.shadow_width)), -2 * edge)
    if w + 2 * margin > inside.w or h > inside.h:
        return f"{button.text!r}: {w}x{h} in {inside.w}x{inside.h}"
    return ""


def problems(d: Driver, texts: Texts) -> list[str]:
    """Everything on the Settings screen that overlaps, leaves its box or crowds its button."""
    scene = d.top_as(SettingsScene)
    ctx = d.app.ctx
    texts.placed.clear()
    scene.draw(Sheet(ctx.size))
    buttons = {key: b.rect for key, b in scene.buttons.items() if b.visible}
    emblems = {
        f"emblem {colour}": pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        for colour, (x, y), r in scene.preview()
    }
    words = {f"text {p.text!r}": p.rect for p in texts.placed if p.sheet == ctx.size}
    shown = {**buttons, **emblems, **words}
    found = [
        f"{a} overlaps {b}"
        for (a, ra), (b, rb) in combinations(shown.items(), 2)
        if ra.colliderect(rb)
    ]
    found += [
        f"{key} leaves the box" for key, rect in shown.items() if not scene.box.contains(rect)
    ]
    found += [bad for b in scene.buttons.values() if (bad := label_room(b, ctx.px(ROOM)))]
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_settings_nothing_overlaps_and_every_label_fits(
    language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with measured_app(language, size, monkeypatch) as (d, texts):
        d.press("settings")
        found = problems(d, texts)
        for key in TOGGLES:  # every choice the other way: its other label
            d.press(key)
        found += problems(d, texts)
        assert d.top_as(SettingsScene).preview(), "no colours' preview"
        assert found == [], f"{language} {size}:\n" + "\n".join(found)


@pytest.mark.parametrize("available", [False, True])
def test_settings_says_plainly_when_the_system_offers_no_notifications(
    available: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    with measured_app("en", (1366, 768), monkeypatch) as (d, texts):
        d.app.ctx.notifier = RecordingNotifier(available=available)
        d.press("settings")
        texts.placed.clear()
        d.top_as(SettingsScene).draw(Sheet(d.app.ctx.size))
        drawn = " ".join(p.text for p in texts.placed)
        said = " ".join(i18n.t("settings.no_notifications").split())
        assert (said in drawn) is not available
        assert found_none(problems(d, texts))


def found_none(found: list[str]) -> bool:
    assert found == [], "\n".join(found)
    return True
