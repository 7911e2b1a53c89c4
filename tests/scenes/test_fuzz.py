"""Fuzzing the real scenes: thousands of random mouse, wheel, keyboard, resize and
full-screen events, for several seeds: no exception, and the game always intact."""

from __future__ import annotations

import random

import pygame
import pytest

from mg.dev.autoplay import Autoplayer
from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click, post_key, post_move
from mg.engine import Game
from mg.scenes.menu import MenuScene
from tests.engine.test_playout import check_invariants

EVENTS_PER_SEED = 5000
SEEDS = (1, 2, 3, 4)  # 4 × 5000 = 20,000 events
KEYS = [pygame.K_r, pygame.K_f, pygame.K_l, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_F1,
        pygame.K_m, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_a, pygame.K_1,
        pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_HOME, pygame.K_END]


def random_event(d: Driver, rng: random.Random, autoplayer: Autoplayer) -> str:
    w, h = d.app.ctx.size
    top = d.top
    roll = rng.random()
    buttons = [b for b in getattr(top, "buttons", {}).values()
               if b.visible and b.is_enabled] if top is not None else []
    if roll < 0.30 and buttons:
        post_click(rng.choice(buttons).rect.center)
        return "button"
    if roll < 0.50:
        post_click((rng.randrange(w), rng.randrange(h)), rng.choice((1, 1, 1, 3)))
        return "click"
    if roll < 0.62:
        post_move((rng.randrange(w), rng.randrange(h)))
        return "move"
    if roll < 0.74:
        mod = pygame.KMOD_CTRL if rng.random() < 0.15 else 0
        post_key(rng.choice(KEYS + [pygame.K_z]), mod)
        return "key"
    if roll < 0.80:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                             flipped=False))
        return "wheel"
    if roll < 0.805:
        size = (rng.randrange(800, 1921), rng.randrange(600, 1081))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        return "resize"
    if roll < 0.807:
        post_key(pygame.K_F11)
        return "fullscreen"
    autoplayer.tick(d.app)  # a real move now and then, so games get deep
    return "move-a-piece"


def games_in(d: Driver) -> list[Game]:
    return [s.game for s in d.app.stack.scenes if getattr(s, "game", None) is not None]


@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_never_breaks_the_game(driver: Driver, seed: int) -> None:
    rng = random.Random(seed)
    autoplayer = Autoplayer(seed, pace=0)
    seen_scenes: set[str] = set()
    kinds: dict[str, int] = {}
    for n in range(EVENTS_PER_SEED):
        kind = random_event(driver, rng, autoplayer)
        kinds[kind] = kinds.get(kind, 0) + 1
        driver.frames(1)
        ctx = driver.app.ctx
        if ctx.quit_requested or driver.top is None:  # a fuzzed "Quit": start again
            ctx.quit_requested = False
            driver.app.stack.reset(MenuScene(ctx))
        seen_scenes.add(getattr(driver.top, "name", ""))
        if n % 200 == 0:
            for game in games_in(driver):
                check_invariants(game)
                assert Game.from_json(game.to_json()) == game
    assert sum(kinds.values()) == EVENTS_PER_SEED
    assert {"menu", "setup", "play"} <= seen_scenes, seen_scenes
