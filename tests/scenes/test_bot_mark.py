"""A computer player carries a mark whatever its name (an easy
bot named "Bob" looked like a human everywhere): a small robot's head, a shape in its own
colour, after its name in the panel's row and in its turn banner — never a human's."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.banner import BannerScene
from mg.scenes.play.panel_parts import player_rows
from mg.scenes.play.scene import PlayScene
from mg.sprites.bot_mark import BOT_MARK
from tests.support.screen_text import run_until


def marked(surface: pygame.Surface) -> int:
    """How many pixels of `surface` are the mark's colour."""
    return int(pygame.mask.from_threshold(surface, BOT_MARK, (1, 1, 1, 255)).count())


def bob_the_bot(driver: Driver) -> PlayScene:
    """Two players: yellow an easy computer player named Bob, orange a human."""
    driver.app.ctx.settings.ask_idle_end = False
    driver.press("players-2")
    driver.press("kind-0")
    driver.top_as(MenuScene).entries[0].set_text("Bob")
    driver.press("start")
    driver.press("random")
    driver.wait_for("play", limit=3000)
    play = driver.top_as(PlayScene)
    assert play.match.seat_name("yellow") == "Bob" and play.match.bot_level("yellow")
    return play


def banner_of(driver: Driver, play: PlayScene, colour: str) -> BannerScene:
    """Play on (the human ends each turn at once) until `colour`'s turn banner is up."""

    def up() -> bool:
        top = driver.top
        if top is play and play.bot_level() is None:
            driver.key(pygame.K_e)
        return isinstance(top, BannerScene) and top.colour == colour

    run_until(driver, up)
    banner = driver.top_as(BannerScene)
    driver.frames(20)  # slid in
    return banner


def test_a_named_bot_is_marked_in_the_panel(driver: Driver) -> None:
    play = bob_the_bot(driver)
    panel = play.panel.render(play.panel_rect.size, play.legal())
    rows = dict(player_rows(play.ctx, play.game, play.panel.players_rect(play.panel_rect.w)))
    assert marked(panel.subsurface(rows["yellow"])) > 0
    assert marked(panel.subsurface(rows["orange"])) == 0


def test_a_named_bots_turn_banner_is_marked(driver: Driver) -> None:
    play = bob_the_bot(driver)
    for colour, bot in (("yellow", True), ("orange", False)):
        banner = banner_of(driver, play, colour)
        assert banner.bot is bot
        sheet = pygame.Surface(driver.app.ctx.size)
        banner.draw(sheet)
        assert (marked(sheet) > 0) is bot, colour
