"""The display face for titles: Cinzel, an SIL Open Font License face shipped
unmodified with its licence in assets/fonts/ and named in the README's credits; the game
resolves it by name, and falls back to Noto Sans (with a warning) when its file is missing."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import hashlib  # noqa: E402
import logging  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.sprites.paint import fonts  # noqa: E402
from mg.sprites.paint.fonts import DISPLAY_FACES, DISPLAY_FAMILY, TEXT_FAMILY, Text  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "assets" / "fonts"
#: The files as the Cinzel project publishes them through Google Fonts (version 2.000):
#: shipped unmodified, so their digests never change unless a new release is taken.
PUBLISHED = {
    "Cinzel-Regular.ttf": "6e67a440d19a22e7a14631e7fb8efb71cdf43fde8adf040b7935ac2b38519ab0",
    "Cinzel-Bold.ttf": "f606ab3a8a0a75863022676ea496478bb0f4d520ae8c40b6050df3d6dbffad20",
}


@pytest.fixture
def text() -> Iterator[Text]:
    pygame.font.init()
    yield Text()
    pygame.font.quit()


def test_the_face_ships_unmodified_with_its_licence() -> None:
    assert {p.name for p in FONTS.glob("*.ttf")} == set(DISPLAY_FACES.values()) == set(PUBLISHED)
    for name, digest in PUBLISHED.items():
        assert hashlib.sha256((FONTS / name).read_bytes()).hexdigest() == digest
    licence = (FONTS / "OFL.txt").read_text("utf-8")
    ofl, authors = "SIL Open Font License, Version 1.1", "The Cinzel Project Authors"
    assert ofl in licence and authors in licence  # the licence and its holders, as shipped


def test_the_readme_credits_the_face_and_its_licence() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    credits = readme.split("## Credits", 1)[1].split("\n## ", 1)[0]
    ofl = "SIL Open Font License"
    assert "Cinzel" in credits and ofl in credits
    assert "assets/fonts/OFL.txt" in credits


def test_titles_resolve_to_the_display_face_in_both_weights(text: Text) -> None:
    bold, regular = text.display(60), text.display(60, bold=False)
    assert (bold.name, regular.name) == (DISPLAY_FAMILY, DISPLAY_FAMILY)
    assert (bold.style_name, regular.style_name) == ("Bold", "Regular")
    assert text.display(60) is bold  # loaded once a size
    title = text.render_display("Magna Grecia", 60, (255, 255, 255))
    assert text.render_display("Magna Grecia", 60, (255, 255, 255)) is title
    plain = text.font(round(60 / fonts.NOTO_SCALE), bold=True).render("Magna Grecia", True, "white")
    assert title.get_size() != plain.get_size()  # Cinzel's capitals, not Noto's letters


def test_without_its_file_a_title_falls_back_to_noto_and_says_so(
    text: Text, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(fonts.DISPLAY_FACES, True, "missing.ttf")
    with caplog.at_level(logging.WARNING):
        font = text.display(48)
    assert font.name == TEXT_FAMILY
    warned = [
        r for r in caplog.records if r.name == fonts.__name__ and r.levelno == logging.WARNING
    ]
    assert [r.args[0] for r in warned if isinstance(r.args, tuple)] == ["missing.ttf"]


def test_a_title_with_a_name_the_face_lacks_is_set_in_noto(text: Text) -> None:
    """A banner names a player (banners in the display face): Latin names in
    Cinzel, a Greek or Cyrillic one — which the menu takes — in Noto Sans, never as boxes."""
    latin = "Player 2 to play · Spieler ßäö · Joueur éçœ"  # names and banners, any Latin
    assert fonts.display_covers(latin)
    assert not fonts.display_covers("Αλέξανδρος") and not fonts.display_covers("Иван")
    banner = "Brown to play"
    title = text.render_title(banner, 40, (0, 0, 0))
    assert title is text.render_display(banner, 40, (0, 0, 0))
    greek = text.render_title("Αλέξανδρος", 40, (0, 0, 0))
    assert greek is text.render("Αλέξανδρος", round(40 / fonts.NOTO_SCALE), (0, 0, 0), True)
