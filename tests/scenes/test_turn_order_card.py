"""The action cards' turn order in the play scene's panel: in a game of two
or three, only the colours in play are shown, in the card's order from the top (R9), each
as its player's emblem; the rows below are empty. Probed on the screen at the picture's
rows, which the panel code gives (`card_rects`, `picture_rect`, `order_rows`)."""

from __future__ import annotations

import pytest

from mg.dev.driver import Driver
from mg.engine import CARDS
from mg.scenes.play.panel_parts import order_rows, picture_rect
from mg.scenes.play.scene import PlayScene


def colour_at(driver: Driver, point: tuple[int, int]) -> str | None:
    """The player colour drawn at `point` on the screen, or None (paper, a line, ...)."""
    pixel = tuple(driver.app.screen.get_at(point))[:3]
    for colour, rgb in driver.app.ctx.palette.player.items():
        if all(abs(a - b) <= 24 for a, b in zip(pixel, rgb, strict=True)):
            return colour
    return None


def shown_orders(driver: Driver) -> list[list[str | None]]:
    """For this round's and the next round's card: the colour seen on each of the
    picture's four turn-order rows, top first."""
    play = driver.top_as(PlayScene)
    driver.frames(2)
    orders = []
    for rect in play.panel.card_rects(play.panel_rect.w):
        card = rect.move(play.panel_rect.topleft)
        rows = order_rows(picture_rect(driver.app.ctx, card))
        orders.append([colour_at(driver, point) for point in rows])
    return orders


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_cards_show_only_the_colours_in_play_in_their_order(
    driver: Driver, players: int
) -> None:
    driver.start_game(players)
    game = driver.game
    assert len(game.players) == players
    for seen, card_id in zip(shown_orders(driver), (game.card, game.next_card), strict=True):
        assert card_id is not None
        in_play = [c for c in CARDS[card_id].order if c in game.players]  # R9
        assert seen == in_play + [None] * (4 - players), card_id
