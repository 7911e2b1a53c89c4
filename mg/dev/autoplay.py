"""--autoplay: every seat makes random legal moves through the real scenes and input paths.

The autoplayer chooses like a player would (from the engine's legal actions) and then acts
only by posting mouse and keyboard events, exactly as a person at the mouse would."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pygame

from mg.app.loop import App, FrameHook
from mg.dev.scripted_input import post_click, post_key, post_move
from mg.engine import (
    COLOURS,
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    Phase,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
)
from mg.store.seats import Seat

Plan = Iterator[int]  # each step posts events, then yields how many frames to wait


def choose(rng: random.Random, actions: list[Action]) -> Action:
    """A kind of action first, then one of that kind (so turns are neither all draws nor
    all endings)."""
    kinds: dict[type, list[Action]] = {}
    for a in actions:
        kinds.setdefault(type(a), []).append(a)
    return rng.choice(kinds[rng.choice(sorted(kinds, key=lambda k: k.__name__))])


def bot_seats(level: str) -> list[Seat]:
    """Four seats, each a computer player of `level` (--autoplay easy|hard)."""
    return [Seat(None, COLOURS[i], level) for i in range(4)]  # "Bot – easy", "Bot – easy 2", …


class Autoplayer(FrameHook):
    """Plays every human seat with random legal moves, posting input events each frame."""

    continuous = True

    def __init__(self, seed: int = 0, pace: int = 2, fixed_clock: bool = False) -> None:
        self.fixed_clock = fixed_clock  # with --frames: fixed steps, no waiting
        self.rng = random.Random(seed)
        self.pace = pace  # frames between steps
        self.wait = 0
        self.plan: Plan | None = None
        self.plan_scene: object = None
        self.draw_target: Draw | None = None

    def before_events(self, app: App) -> None:
        """Play on before the frame reads its events."""
        self.tick(app)

    def tick(self, app: App) -> None:
        """Called once a frame before the events are read."""
        if self.wait > 0:
            self.wait -= 1
            return
        top = app.stack.top
        if self.plan is None or self.plan_scene is not top:
            self.plan, self.plan_scene = self.make_plan(top), top
        try:
            self.wait = next(self.plan)
        except StopIteration:
            self.plan = None

    def make_plan(self, scene: Any) -> Plan:
        name = getattr(scene, "name", "")
        return getattr(self, f"_plan_{name}", self._plan_idle)(scene)

    def _plan_idle(self, scene: Any) -> Plan:
        yield self.pace

    def _click_button(self, scene: Any, key: str) -> Plan:
        button = scene.buttons.get(key)
        if button is not None and button.visible:
            post_click(button.rect.center)
        yield self.pace

    def _plan_menu(self, scene: Any) -> Plan:
        yield from self._click_button(scene, "start")

    def _plan_setup(self, scene: Any) -> Plan:
        if scene.match.bot_to_act() is not None:
            yield self.pace  # a computer player places its own oracle
            return
        actions = [a for a in scene.game.legal_actions() if isinstance(a, PlaceOracle)]
        if actions:
            post_click(scene.space_point(self.rng.choice(actions).space))
        yield self.pace

    def _plan_confirm(self, scene: Any) -> Plan:
        """A question (replace a game? end with nothing done?): any of its answers."""
        key, _ = self.rng.choice(scene.question.choices)
        yield from self._click_button(scene, key)

    def _plan_pause(self, scene: Any) -> Plan:
        yield from self._click_button(scene, "resume")

    def _plan_scoring(self, scene: Any) -> Plan:
        while not scene.finished:
            yield 30
        yield 90
        yield from self._click_button(scene, "again")

    def _plan_draw(self, scene: Any) -> Plan:
        target = self.draw_target or self.rng.choice(scene.draws)
        for kind, want in (("roads", target.roads), ("cities", target.cities)):
            for _ in range(12):
                have = getattr(scene, kind)
                if have == want:
                    break
                yield from self._click_button(scene, f"{kind}{'+' if have < want else '-'}")
        self.draw_target = None
        yield from self._click_button(scene, "ok")

    def _plan_play(self, scene: Any) -> Plan:
        game = scene.game
        if game.phase not in (Phase.ACTIONS, Phase.MARKET) or scene.match.bot_to_act() is not None:
            yield self.pace
            return
        action = choose(self.rng, game.legal_actions())
        if isinstance(action, PlaceRoad | PlaceCity):
            tool = "road" if isinstance(action, PlaceRoad) else "city"
            if scene.tool != tool:
                yield from self._click_button(scene, tool)
            post_move(scene.space_point(action.space))
            yield self.pace
            if isinstance(action, PlaceRoad):
                for _ in range(12):
                    if scene.ends == action.ends:
                        break
                    post_key(pygame.K_r)
                    yield 1
            post_click(scene.space_point(action.space))
        elif isinstance(action, BuildMarket | SellMarket):
            post_click(scene.space_point(action.space))
        elif isinstance(action, Draw):
            self.draw_target = action
            yield from self._click_button(scene, "draw")
        elif isinstance(action, EndActions):
            yield from self._click_button(scene, "end_actions")
        elif isinstance(action, EndTurn):
            yield from self._click_button(scene, "end_turn")
        yield self.pace
