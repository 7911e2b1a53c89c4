"""Game.refusal: the structured form of every refusal, in many random positions, says exactly
what why_illegal says (rule id first) and names only parameters its English text uses."""

from __future__ import annotations

import random
import string

from mg.engine import (
    EndTurn,
    Game,
    Refusal,
)
from mg.engine.refusal import ENGLISH
from tests.support.playout import candidates

GAMES = 6


def check(g: Game, action: object, seen: set[str]) -> None:
    refusal, reason = g.refusal(action), g.why_illegal(action)
    if refusal is None:
        assert reason is None
        return
    assert isinstance(refusal, Refusal)
    assert refusal.text() == reason
    assert reason.startswith(f"{refusal.rule}: ")
    rule, template = ENGLISH[refusal.key]
    assert rule == refusal.rule
    used = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert used == set(refusal.args)
    seen.add(refusal.key)


def test_refusal_renders_why_illegal_in_random_positions() -> None:
    seen: set[str] = set()
    for seed in range(GAMES):
        rng = random.Random(seed)
        g = Game.new(["yellow", "orange", "brown", "red"][: 2 + seed % 3], seed=seed)
        steps = 0
        while g.phase != "over" and steps < 400:
            for action in candidates(g, rng):
                check(g, action, seen)
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
        for action in candidates(g, rng):
            check(g, action, seen)
    assert len(seen) >= 30, sorted(set(ENGLISH) - seen)


def test_refusal_is_a_value() -> None:
    g = Game.new(["yellow", "red"], seed=1)
    first = g.refusal(EndTurn())
    assert first == g.refusal(EndTurn()) and first is not None
    assert hash(first) == hash(g.refusal(EndTurn()))
    assert first.rule == "R4" and first.key == "oracles_first"
