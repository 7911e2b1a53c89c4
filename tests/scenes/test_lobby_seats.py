"""The lobby's seats: each seat's state in words, one button a choice
for what the host makes of a free seat (the chosen one selected), and the same names in
every window — the host's lobby, a joiner's and the game — a seat's player's name or
"Player N" by its place. Real servers and clients on 127.0.0.1, in-process; bounded in
frames."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mg.dev.driver import Driver
from mg.net.hosting import SEAT_PLANS
from mg.scenes.board.setup import SetupScene
from mg.scenes.lobby.common import column, sheet
from mg.scenes.lobby.lobby import LobbyScene
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from tests.support.net_play import (
    hosted_lobby,
    join_by_address,
    net_until,
    remote_player,
    room_held_by,
)


def chosen(driver: Driver, seat: int) -> list[str]:
    """The choices shown selected for a seat of the host's lobby."""
    return [p for p in SEAT_PLANS if driver.button(f"plan-{seat}-{p}").is_selected]


def test_the_host_chooses_with_one_button_a_choice_and_reads_each_seats_state(
    driver: Driver,
) -> None:
    driver.press("kind-2")
    driver.press("kind-2")  # the third seat a computer player (beginner, then easy)
    net = hosted_lobby(driver, players=3)
    lobby = driver.top_as(LobbyScene)
    easy = t("seat.easy")
    assert lobby.rows() == [
        (t("seat.player", n=1), t("lobby.state.here")),
        (t("seat.player", n=2), t("lobby.state.will_open")),
        (t("seat.player", n=3), t("lobby.state.will_bot", bot=easy)),
    ]
    assert chosen(driver, 1) == ["open"] and chosen(driver, 2) == ["bot"]
    assert driver.button("plan-2-bot").text == easy  # the button names its choice
    driver.press("plan-1-here")
    assert chosen(driver, 1) == ["here"]
    assert lobby.rows()[1][1] == t("lobby.state.will_here")
    driver.press("plan-1-here")  # pressed again, it still means what it says
    assert chosen(driver, 1) == ["here"]
    driver.press("plan-1-open")
    anna = remote_player(net, "Anna")
    try:
        net_until(driver, lambda: lobby.rows()[1] == ("Anna", t("lobby.state.connected")))
        assert not any(driver.button(f"plan-1-{p}").visible for p in SEAT_PLANS)
        driver.press("start")
        net_until(driver, lambda: driver.top_name == "setup", 3000)
        match = driver.top_as(SetupScene).match
        names = [match.seat_name(colour) for colour in match.game.players]
        assert names == [t("seat.player", n=1), "Anna", easy]  # as the lobby named them
    finally:
        anna.close()


def test_a_joiner_reads_the_same_names_and_states(driver: Driver) -> None:
    with room_held_by("Anna", ["yellow", "orange", "brown"]) as (address, code, _anna):
        join_by_address(driver, address, code)
        net_until(driver, lambda: driver.top_name == "lobby", 3000)
        lobby = driver.top_as(LobbyScene)
        net_until(driver, lambda: len(lobby.rows()) == 3)
        assert lobby.rows() == [
            ("Anna", t("lobby.state.connected")),
            (t("seat.player", n=2), t("lobby.state.here")),
            (t("seat.player", n=3), t("lobby.state.open")),
        ]
        assert not [key for key in lobby.buttons if key.startswith("plan-")]
        driver.app.flow.network(None)


def ink_on_paper(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """The top screen drawn: every word in the table's inks, on the parchment (a patch of
    its margin is the palette's paper), over the menu's painting (not a plain fill)."""
    ctx = driver.app.ctx
    inks: set[tuple[int, int, int]] = set()
    render = ctx.text.render

    def spy(text: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        inks.add(tuple(colour[:3]))
        return render(text, size, colour, bold)

    surface = pygame.Surface(ctx.size)
    with monkeypatch.context() as patch:
        patch.setattr(ctx.text, "render", spy)
        assert driver.top is not None
        driver.top.draw(surface)
    assert inks and inks <= {pal.TEXT, pal.TEXT_DIM, pal.TITLE, pal.BAD}
    margin = pygame.Rect(sheet(ctx).x, column(ctx).y, column(ctx).x - sheet(ctx).x, 40)
    margin = margin.inflate(-2 * ctx.px(16), 0)
    patch_colour = pygame.transform.average_color(surface, margin)[:3]
    paper = ctx.palette.table.paper
    assert all(abs(a - b) <= 30 for a, b in zip(patch_colour, paper, strict=True))
    corner = pygame.transform.average_color(surface, pygame.Rect(0, 0, 60, 60))[:3]
    painting = pygame.Surface((60, 60))
    painting.blit(surface, (0, 0))
    assert len({tuple(painting.get_at((x, y)))[:3] for x in range(60) for y in range(60)}) > 20
    assert corner != paper


def test_the_join_screen_and_the_lobby_are_ink_on_parchment(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver.press("join")
    ink_on_paper(driver, monkeypatch)
    driver.press("back")
    hosted_lobby(driver)
    ink_on_paper(driver, monkeypatch)
