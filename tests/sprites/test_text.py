"""Text is set in real Noto Sans faces: a bold file, not synthesised bold,
and accented letters drawn from the font rather than as missing-glyph boxes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from mg.sprites.paint.fonts import MIN_PX, Text, face_path  # noqa: E402


@pytest.fixture
def text() -> Iterator[Text]:
    pygame.font.init()
    yield Text()
    pygame.font.quit()


def test_bold_comes_from_the_bold_font_file(text: Text) -> None:
    path = face_path(True)
    assert path is not None and path.endswith("NotoSans-Bold.ttf")
    assert text.is_real_bold()
    real = text.render("tiles left", 40, (255, 255, 255), bold=True)
    synthesised = pygame.font.Font(face_path(False), text.pixels(40))
    synthesised.bold = True
    fake = synthesised.render("tiles left", True, (255, 255, 255))
    assert pygame.image.tobytes(real, "RGBA") != pygame.image.tobytes(fake, "RGBA")


def test_bold_and_regular_differ(text: Text) -> None:
    regular = text.render("a city", 30, (255, 255, 255))
    bold = text.render("a city", 30, (255, 255, 255), bold=True)
    assert bold.get_width() > regular.get_width()


@pytest.mark.parametrize("word", ["Métaponto", "Crotone è", "Sibari à", "Łokrí ñ"])
def test_accented_letters_are_in_the_font(text: Text, word: str) -> None:
    font = text.font(30)
    assert all(m is not None for m in font.metrics(word))
    missing = font.render("\U000f0000", True, (255, 255, 255))  # a private-use code point
    for letter in word:
        if letter != " ":
            glyph = font.render(letter, True, (255, 255, 255))
            assert pygame.image.tobytes(glyph, "RGBA") != pygame.image.tobytes(missing, "RGBA")


def test_no_text_is_set_below_twelve_pixels(text: Text) -> None:
    assert text.pixels(1) == MIN_PX == 12
    assert text.render("tiny", 1, (255, 255, 255)).get_height() >= 12
    assert text.smallest == 12


def test_a_wrapped_text_is_remembered(text: Text, monkeypatch: pytest.MonkeyPatch) -> None:
    line = "The oracle points at the most important city directly connected to it " * 3
    first = text.wrap(line, 24, 300, indent="  ")
    assert len(first) > 2 and all(part for part in first)
    first.append("changed by the caller")
    asked: list[int] = []
    real_font = text.font

    def counted_font(size: int, bold: bool = False) -> pygame.font.Font:
        asked.append(size)
        return real_font(size, bold)

    monkeypatch.setattr(text, "font", counted_font)
    again = text.wrap(line, 24, 300, indent="  ")
    assert again == first[:-1] and asked == []  # measured once, and the caller's copy
    assert text.wrap(line, 24, 200) != again and asked == [24]  # another width: measured
