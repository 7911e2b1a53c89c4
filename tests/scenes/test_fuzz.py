"""Fuzzing the real scenes: thousands of random mouse, wheel, keyboard, resize and
full-screen inputs, for several seeds: no exception, and the game always intact.

Inputs come a few to a frame (as a quick hand makes them), which keeps the count of inputs
while drawing fewer frames; every input is counted as it reaches the App."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from mg.app.loop import App, FrameHook
from mg.dev.autoplay import Autoplayer
from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click, post_key, post_move
from mg.engine import Game
from mg.scenes.menu.scene import MenuScene
from tests.support.playout import check_invariants
from tests.support.soak import amount

# inputs made and counted reaching the App, for each seed: 5,000 under `make soak`
EVENTS_PER_SEED = amount(5000, 500)
CHECK_EVERY = 15  # frames between checks of the games' invariants and save round trip
RARE = ("resize", "fullscreen")  # made once by the middle of a run if chance has not
SEEDS = (1, 2, 3, 4)
INPUTS_PER_FRAME = (1, 4)  # at least, at most
KEYS = [
    pygame.K_r,
    pygame.K_f,
    pygame.K_l,
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_F1,
    pygame.K_m,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_a,
    pygame.K_1,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_w,  # the replay viewer (fuzzed on its own in test_replay_viewer)
    pygame.K_RIGHT,
    pygame.K_s,
]
INPUT_TYPES = {
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.VIDEORESIZE,
}
SCENES_REACHED = {"menu", "setup", "play", "banner", "pause", "help", "draw"}


class InputCounter(FrameHook):
    """Counts the input events that reach the App, by the scene on top when they arrive."""

    def __init__(self) -> None:
        self.by_scene: Counter[str] = Counter()

    def event(self, app: App, event: pygame.event.Event) -> None:
        if event.type in INPUT_TYPES:
            top = app.stack.top
            self.by_scene[top.name if top is not None else ""] += 1


def random_event(d: Driver, rng: random.Random, autoplayer: Autoplayer) -> str:
    w, h = d.app.ctx.size
    roll = rng.random()
    buttons = [b for b in getattr(d.top, "buttons", {}).values() if b.visible and b.is_enabled]
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
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
        )
        return "wheel"
    if roll < 0.805:
        return rare_event("resize", rng)
    if roll < 0.807:
        return rare_event("fullscreen", rng)
    autoplayer.tick(d.app)  # a real move now and then, so games get deep
    return "move-a-piece"


def rare_event(kind: str, rng: random.Random) -> str:
    """A resize or a switch to or from full screen (the rare inputs)."""
    if kind == "fullscreen":
        post_key(pygame.K_F11)
        return kind
    # below the 1280x720 minimum (the window grows back) up to a little above it: small
    # windows keep the frames cheap, the clamp and the relayout are what is tested
    size = (rng.randrange(1000, 1500), rng.randrange(600, 860))
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    return "resize"


def games_in(d: Driver) -> list[Game]:
    games = (getattr(s, "game", None) for s in d.app.stack.scenes)
    return [g for g in games if isinstance(g, Game)]


def fuzz_one_frame(
    driver: Driver, rng: random.Random, autoplayer: Autoplayer, kinds: Counter[str]
) -> None:
    """A few random inputs, then one frame; a fuzzed "Quit" starts again at the menu."""
    for _ in range(rng.randint(*INPUTS_PER_FRAME)):
        kinds[random_event(driver, rng, autoplayer)] += 1
    if kinds.total() >= EVENTS_PER_SEED // 2:
        for kind in RARE:
            if kinds[kind] == 0:
                kinds[rare_event(kind, rng)] += 1
    driver.frames(1)
    ctx = driver.app.ctx
    if ctx.quit_requested or driver.top is None:
        ctx.quit_requested = False
        driver.app.stack.reset(MenuScene(ctx))


@pytest.mark.every_frame  # random input: every frame drawn, as the real loop
@pytest.mark.soak
@pytest.mark.heavy(8)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_input_never_breaks_the_game(driver: Driver, seed: int) -> None:
    rng = random.Random(seed)
    autoplayer = Autoplayer(seed, pace=0)
    counter = InputCounter()
    driver.app.hooks.append(counter)
    kinds: Counter[str] = Counter()
    checks, due = 0, False
    while kinds.total() < EVENTS_PER_SEED:
        fuzz_one_frame(driver, rng, autoplayer, kinds)
        due = due or driver.app.frames % CHECK_EVERY == 0  # a check is due: on the next
        games = games_in(driver)  # frame with a game (the fuzz may be at the menu just then)
        if due and games:
            for game in games:
                check_invariants(game)
                assert Game.from_json(game.to_json()) == game
                checks += 1
            due = False
    driver.frames(3)  # the last inputs come round
    # every kind of input was made, and more input events reached the scenes than inputs
    # were made (a click is three events, a key two), on every scene the fuzz must reach
    assert min(kinds.values()) > 0 and len(kinds) == 8, kinds
    assert kinds.total() >= EVENTS_PER_SEED
    assert counter.by_scene.total() >= kinds.total(), counter.by_scene
    assert set(counter.by_scene) >= SCENES_REACHED, counter.by_scene
    assert checks >= 10
    assert driver.app.frames < EVENTS_PER_SEED / 2  # a few inputs to a frame
