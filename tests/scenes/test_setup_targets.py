"""The oracles' setup lights every village an oracle may go to (R4) before any hover
(they were outlined in a pale yellow lost on the villages' cream tiles)."""

from __future__ import annotations

from mg.dev.driver import Driver
from mg.scenes.board.setup import TARGET_RING, SetupScene


def test_every_legal_village_is_lit_before_any_hover(driver: Driver) -> None:
    """The oracles' setup shows where one may go (R4) without the mouse on it."""
    driver.press("start")
    setup = driver.top_as(SetupScene)
    driver.move(setup.panel_rect.center)
    driver.frames(30)
    screen, r = driver.app.screen, round(setup.view.layout.size)
    assert setup.hover is None and setup.targets()
    for space in setup.targets():
        x, y = setup.space_point(space)
        ring = [
            (px, py)
            for px in range(x - r, x + r)
            for py in range(y - r, y + r)
            if screen.get_at((px, py))[:3] == TARGET_RING
        ]
        assert len(ring) > r, space  # its gold ring, drawn all round
