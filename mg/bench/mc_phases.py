"""Sampling whole actions phases for the flat Monte Carlo player (public engine API only):
each step is the best by projected lead (R37) of a few actions drawn from the random policy.
The positions reached are kept in a tree, so a step taken again by a later sample costs
nothing: the legal actions and the leads are worked out once per position."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from mg.bench.mc_policy import TURN_STEPS, Choices, action_step, choices, lead
from mg.engine import Action, Game, Phase


@dataclass
class Node:
    """A position within the actions phase: its legal actions and the children tried."""

    game: Game
    ch: Choices | None = None
    children: dict[Action, tuple[Node, float]] = field(default_factory=dict)

    def choices(self) -> Choices:
        if self.ch is None:
            self.ch = choices(self.game)
        return self.ch

    def child(self, action: Action, me: str) -> tuple[Node, float]:
        """The position after `action` and `me`'s projected lead there (worked out once)."""
        if action not in self.children:
            g = self.game.copy()
            g.apply(action)
            self.children[action] = (Node(g), lead(g, me))
        return self.children[action]


def sample_phase(root: Node, me: str, rng: random.Random, width: int) -> tuple[list[Action], Game]:
    """One actions phase from `root`: each step the best of `width` drawn actions (the
    first drawn on ties); the actions and the game at the end of the phase."""
    node, played = root, list[Action]()
    while (
        node.game.phase == Phase.ACTIONS
        and node.game.current_player == me
        and len(played) < TURN_STEPS
    ):
        ch = node.choices()
        drawn = list(dict.fromkeys(action_step(node.game, rng, ch) for _ in range(width)))
        best = max(drawn, key=lambda a: node.child(a, me)[1])
        played.append(best)
        node = node.child(best, me)[0]
    return played, node.game
