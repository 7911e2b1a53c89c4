"""An independent yardstick for the bots: a plain flat Monte Carlo player, written from the
public engine API only (nothing of mg.ai). It decides over whole turns: it samples many
random building-biased actions phases (mg/bench/mc_policy.py), keeps the few with the best
projected lead (R37), completes each with every market action (R28) or none, and spends the
rest of its time on rollouts of those plans to the end of the next round (the public card,
R5) or of the game, dropping the worse half again and again (successive halving). The k-th
rollout of every plan uses the same random numbers (common random numbers)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from mg.bench.mc_phases import Node, sample_phase
from mg.bench.mc_policy import lead, rollout
from mg.bench.timed import TimedPlayer
from mg.engine import Action, BuildMarket, EndTurn, Game, Phase, SellMarket

SAMPLE_SHARE = 0.3  # of the budget spent sampling actions phases
MAX_SAMPLES = 400  # actions phases sampled at most
WIDTH = 8  # actions drawn for each step of a sampled actions phase, the best kept
PHASES = 8  # actions phases kept by projected lead, then halved by rollouts
PHASE_SHARE = 0.4  # of the time left spent halving the phases
KEEP = 2  # actions phases completed with every market action
MAX_ORACLE_OPTIONS = 12
HORIZON = 1  # rounds looked ahead beyond the current one
MARGIN = 0.97  # of the budget planned, leaving room for the last rollout


@dataclass
class Candidate:
    """A whole-turn plan, the game after it, and its rollouts' results."""

    plan: list[Action]
    after: Game
    total: float = 0.0
    runs: int = 0
    prior: float = 0.0

    def mean(self) -> float:
        return self.total / self.runs if self.runs else self.prior


class FlatMonteCarlo(TimedPlayer):
    """Flat Monte Carlo over whole turns, within a time budget per turn."""

    level = "flatmc"
    rollouts = 0  # rollouts played in the last plan_turn (for measuring)
    samples = 0  # actions phases sampled in the last plan_turn

    def plan_turn(self, game: Game) -> list[Action]:
        """A whole turn (or one oracle in the setup)."""
        start = self.clock()
        deadline = start + self.budget * MARGIN
        me = game.current_player or ""
        game = game.observation(me).determinize(self.luck)  # R5: the hidden cards dealt anew
        self.rollouts = self.samples = 0
        if game.phase == Phase.ORACLES:
            candidates = self._oracle_candidates(game)
        else:
            prefixes = self._sample_phases(game, me, start + self.budget * SAMPLE_SHARE)
            if len(prefixes) > KEEP:  # the best few phases by rollouts, market phase free
                now = self.clock()
                until = now + max(0.0, deadline - now) * PHASE_SHARE
                prefixes = self._halve(prefixes, me, game.round + HORIZON, until, KEEP)
            candidates = [c for p in prefixes for c in _with_markets(p)]
        if len(candidates) == 1:
            return candidates[0].plan
        return self._halve(candidates, me, game.round + HORIZON, deadline, 1)[0].plan

    def _oracle_candidates(self, game: Game) -> list[Candidate]:
        """R4: a sample of the oracle placements, each a one-action plan."""
        acts = game.legal_actions()
        if len(acts) > MAX_ORACLE_OPTIONS:
            acts = self.rng.sample(acts, MAX_ORACLE_OPTIONS)
        out = []
        for a in acts:
            g = game.copy()
            g.apply(a)
            out.append(Candidate([a], g))
        return out

    def _sample_phases(self, game: Game, me: str, until: float) -> list[Candidate]:
        """Sampled actions phases until `until`, the KEEP best by projected lead (distinct)."""
        seen: dict[frozenset[Action], Candidate] = {}
        root = Node(game.copy())
        self.samples = 0
        for _ in range(MAX_SAMPLES):
            self.samples += 1
            played, end = sample_phase(root, me, self.rng, WIDTH)
            key = frozenset(played)
            if key not in seen:
                seen[key] = Candidate(played, end, prior=lead(end, me))
            if self.clock() >= until:
                break
        return sorted(seen.values(), key=lambda c: -c.prior)[:PHASES]

    def _halve(
        self, cands: list[Candidate], me: str, horizon: int, deadline: float, keep: int
    ) -> list[Candidate]:
        """Successive halving: rollouts shared out evenly, the worse half dropped each
        stage, until `keep` are left or time is up; the `keep` best means, best first."""
        alive = cands
        seeds = _Seeds(self.rng)
        while len(alive) > keep:
            now = self.clock()
            stages = _halvings(len(alive), keep)
            stage_end = now + max(0.0, deadline - now) / stages
            done = self._stage(alive, me, horizon, seeds, stage_end, deadline)
            alive = sorted(alive, key=lambda c: -c.mean())
            if not done:
                break
            alive = alive[: max(keep, (len(alive) + 1) // 2)]
        return alive[:keep]

    def _stage(
        self,
        alive: list[Candidate],
        me: str,
        horizon: int,
        seeds: _Seeds,
        stage_end: float,
        deadline: float,
    ) -> bool:
        """Rollouts for every candidate in rotation until `stage_end` (each at least once,
        unless the deadline comes first); False when the deadline cut it short."""
        k = 0
        while True:
            cand = alive[k % len(alive)]
            luck = random.Random(seeds.get(cand.runs))
            cand.total += rollout(cand.after.copy(), me, luck, horizon)
            cand.runs += 1
            self.rollouts += 1
            k += 1
            now = self.clock()
            if now >= deadline:
                return False
            if now >= stage_end and k % len(alive) == 0:
                return True


def _halvings(n: int, keep: int) -> int:
    """How many halvings take n candidates down to `keep`."""
    stages = 0
    while n > keep:
        n, stages = (n + 1) // 2, stages + 1
    return max(1, stages)


class _Seeds:
    """The seed of the n-th rollout, the same for every candidate (common random numbers)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.seeds: list[int] = []

    def get(self, n: int) -> int:
        while len(self.seeds) <= n:
            self.seeds.append(self.rng.randrange(1 << 30))
        return self.seeds[n]


def _with_markets(prefix: Candidate) -> list[Candidate]:
    """R28: the actions phase followed by each market action (one per place; builds only
    where the market would be active) or none, then the end of the turn."""
    g = prefix.after
    if g.phase != Phase.MARKET:
        return [prefix]
    options: list[Action] = []
    places: set[object] = set()
    me = g.current_player or ""
    for a in g.legal_actions():
        if isinstance(a, BuildMarket) and not g.market_active(me, a.space):
            continue  # R32: an inactive market scores nothing until connected
        if isinstance(a, BuildMarket | SellMarket):
            key = (type(a), g.place_at(a.space))
            if key not in places:
                places.add(key)
                options.append(a)
    out = []
    end: Action = EndTurn()
    plans: list[list[Action]] = [[end]] + [[m, end] for m in options]
    for steps in plans:
        after = g.copy()
        for a in steps:
            after.apply(a)
        out.append(Candidate([*prefix.plan, *steps], after, prior=prefix.prior))
    return out
