"""A human player's turn through the real play screen: found a city (or lay a road), then
end actions and end the turn; a hot-seat game of Alice and Bob a few such turns in."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import Game, PlaceCity, PlaceRoad
from mg.scenes.menu.scene import MenuScene
from mg.scenes.play.scene import PlayScene


def human_turn(d: Driver) -> None:
    """The player to act founds a city (or lays a road), then E, E; the banner passes."""
    game = d.game
    legal = game.legal_actions()
    city = next((a for a in legal if isinstance(a, PlaceCity)), None)
    if city is not None:
        d.key(pygame.K_c)
        d.click_space(city.space)
    else:
        road = next(a for a in legal if isinstance(a, PlaceRoad))
        d.top_as(PlayScene).ends = road.ends  # the ghost's orientation
        d.click_space(road.space)
    assert game.turn_actions, "something was done this turn"
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    d.wait_for("play", limit=300)


def name_seats(d: Driver, names: list[str]) -> None:
    """Type the players' names into the menu's name fields."""
    menu = d.top_as(MenuScene)
    d.press(f"players-{len(names)}")
    for entry, name in zip(menu.entries, names, strict=False):
        entry.set_text(name)


def a_few_turns_of_alice_and_bob(d: Driver) -> Game:
    """A 2-player hot-seat game, three turns played, never saved by name: the game shown."""
    name_seats(d, ["Alice", "Bob"])
    d.press("start")
    d.press("random")
    d.wait_for("play", limit=300)
    for _ in range(3):
        human_turn(d)
    return d.game
