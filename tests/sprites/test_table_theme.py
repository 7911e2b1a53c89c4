"""The table's theme data: assets/theme.json loads, every image it names was
generated and loads, and every text colour reads on the paper at 4.5:1 or more (WCAG AA)
in both palettes, the widgets' text on their faces too."""

from __future__ import annotations

import pygame
import pytest

from mg.sprites.paint.art import Art
from mg.sprites.paint.package_data import assets
from mg.sprites.paint.table import THEME, hex_colour, read_theme
from tests.support.contrast import AA, contrast

PALETTES = ("classic", "contrast")


def test_the_theme_file_loads_with_both_palettes() -> None:
    theme = read_theme(assets())
    assert set(PALETTES) <= set(theme.colours) and set(PALETTES) <= set(theme.gui_colours)
    assert theme == THEME  # what the game read at start
    gui = theme.gui_theme(lambda v: round(v * 768 / 1080), "contrast")
    assert gui["button"]["colours"] == theme.gui_colours["contrast"]
    assert int(gui["button"]["font"]["size"]) == max(12, round(26 * 768 / 1080))


def test_every_image_the_theme_names_exists_and_loads() -> None:
    assert set(THEME.images) == {"paper", "border", "corner", "draw"}
    pygame.display.init()
    art = Art()
    for role, name in THEME.images.items():
        assert (assets() / "images" / f"{name}.png").is_file(), role
        image = art.raw(name)
        assert image is not None and min(image.get_size()) >= 32, role


@pytest.mark.parametrize("palette", PALETTES)
def test_the_texts_read_on_the_paper(palette: str) -> None:
    table = THEME.table(palette)
    texts = {**table.texts(), "title": table.bronze}
    for ground_name in ("paper", "paper_deep"):
        ground = getattr(table, ground_name)
        for name, colour in texts.items():
            ratio = contrast(colour, ground)
            assert ratio >= AA, f"{palette}: {name} on {ground_name} is {ratio:.2f}:1"
    classic = THEME.table("classic")  # texts set in the classic ink read on either paper
    for name, colour in {**classic.texts(), "title": classic.bronze}.items():
        assert contrast(colour, table.paper) >= AA, f"classic {name} on {palette} paper"


@pytest.mark.parametrize("palette", PALETTES)
def test_the_buttons_text_reads_on_every_stop_of_their_faces(palette: str) -> None:
    colours = THEME.gui_colours[palette]
    for state in ("normal", "hovered", "active", "selected"):
        face = colours[f"{state}_bg"].split(",")
        stops = [hex_colour(part) for part in face if part.strip().startswith("#")]
        assert stops, state
        text = hex_colour(colours[f"{state}_text"])
        for stop in stops:
            assert contrast(text, stop) >= AA, f"{palette} {state}: {contrast(text, stop):.2f}"
