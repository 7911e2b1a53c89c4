"""A second, stronger yardstick for the bots: determinized Monte Carlo tree search over whole
turns, written from the public engine API only (nothing of mg.ai; it shares the flat Monte
Carlo player's random policy and turn sampler). One tree for the whole decision, shared by
every sample of the hidden card order (R5): each iteration deals the hidden cards anew
(`Observation.determinize`), walks the tree from the root playing whole turns — its own and
the other players', each chosen by UCB1 for the player who plays it, a node's turns
progressively widened (a new one sampled when its visits allow it) — and from the first new
turn plays a random rollout to the end of the round after the public ones, on the cards this
sample dealt, scored for every player by its projected lead (R37) over the best other."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from mg.bench.mc_phases import Node, sample_phase
from mg.bench.mc_policy import policy_step
from mg.bench.timed import TimedPlayer
from mg.engine import Action, BuildMarket, EndTurn, Game, Phase, SellMarket

MARGIN = 0.97  # of the budget planned: the last iteration ends within it
ROOT_SHARE = 0.2  # of the budget spent sampling the root's candidate turns first
ROOT_SAMPLES = 300  # at most, for the root's candidates
ROOT_PHASES = 6  # of them the best by projected lead, each completed by every market action
ROOT_WIDTH = 4  # turns the root weighs before widening by visits
WIDEN = 1.5  # a node may have ceil(WIDEN * visits ** ALPHA) turns tried
ALPHA = 0.5
TRIES = 1  # samples drawn for a new turn of a node (the best by projected lead kept)
WIDTH = 8  # actions drawn at each step of the root's sampled actions phases
REPLY_WIDTH = 4  # ... and of the other nodes'
EXPLORE = 0.5  # UCB1's exploration constant, on rewards in [0, 1]
SCALE = 6.0  # points of lead that make a reward of about 0.88
BEYOND = 1  # rounds the rollouts play past the public cards (on this sample's cards)
MAX_ORACLES = 12  # oracle places weighed at the root


def leads(game: Game) -> dict[str, float]:
    """Every player's projected score (R37) minus the best other player's."""
    scores = game.projected_scores()
    return {c: v - max(w for d, w in scores.items() if d != c) for c, v in scores.items()}


def rewards(game: Game) -> dict[str, float]:
    """The leads squashed into [0, 1] (0.5 for even): a few points decide a game."""
    return {c: 0.5 + 0.5 * math.tanh(v / SCALE) for c, v in leads(game).items()}


def play(game: Game, plan: tuple[Action, ...]) -> Game:
    """The game after a whole turn planned on another sample of the same public facts."""
    for action in plan:
        game = game.child(action)
    return game


@dataclass
class TurnNode:
    """A position at the start of a turn as the public facts fix it: the turns tried from
    it (each a child), how often it was visited and the rewards gathered for each colour."""

    mover: str
    plans: list[tuple[Action, ...]] = field(default_factory=list)
    children: list[TurnNode] = field(default_factory=list)
    visits: int = 0
    totals: dict[str, float] = field(default_factory=dict)
    pending: list[tuple[Action, ...]] = field(default_factory=list)  # the root's, by prior
    sampler: Node | None = None  # this position's actions phases sampled so far
    full: bool = False  # no new turn could be found

    def mean(self, colour: str) -> float:
        return self.totals.get(colour, 0.5 * self.visits) / max(1, self.visits)

    def allowed(self) -> int:
        return math.ceil(WIDEN * math.pow(self.visits + 1, ALPHA))


class DeterminizedMCTS(TimedPlayer):
    """Determinized MCTS over whole turns, one tree shared by the samples of the hidden
    cards, within a time budget per turn."""

    level = "mcts"
    beyond = BEYOND

    iterations = 0  # in the last plan_turn (for measuring)

    def plan_turn(self, game: Game) -> list[Action]:
        """A whole turn (or one oracle in the setup)."""
        start = self.clock()
        deadline = start + self.budget * MARGIN
        me = game.current_player or ""
        seen = game.observation(me)
        root = TurnNode(me)
        first = seen.determinize(self.luck)
        root.pending = self._root_candidates(first, me, start + self.budget * ROOT_SHARE)
        if len(root.pending) == 1:
            return list(root.pending[0])
        last = first.rounds if first.round >= first.rounds - 1 else first.round + 1
        self.iterations, took = 0, 0.0
        while self.clock() + took < deadline or not root.children:
            began = self.clock()
            self._iterate(root, seen.determinize(self.luck), last, self.beyond)
            self.iterations += 1
            took = max(took * 0.8, self.clock() - began)  # the slow ones weigh most
        best = max(range(len(root.children)), key=lambda k: _robust(root.children[k], me))
        return list(root.plans[best])

    def _root_candidates(self, game: Game, me: str, until: float) -> list[tuple[Action, ...]]:
        """The turns the root weighs, best first by projected lead: oracle places (R4), or
        whole turns sampled until `until`."""
        if game.phase == Phase.ORACLES:
            acts = game.legal_actions()
            if len(acts) > MAX_ORACLES:
                acts = self.rng.sample(acts, MAX_ORACLES)
            return [(a,) for a in acts]
        sampler = Node(game.copy())
        phases: dict[frozenset[Action], tuple[float, list[Action], Game]] = {}
        for _ in range(ROOT_SAMPLES):
            phase, after = sample_phase(sampler, me, self.rng, WIDTH)
            key = frozenset(phase)
            if key not in phases:
                phases[key] = (leads(after)[me], phase, after)
            if self.clock() >= until:
                break
        best = sorted(phases.values(), key=lambda e: -e[0])[:ROOT_PHASES]
        turns = [turn for _, phase, after in best for turn in self._market_turns(phase, after, me)]
        turns.sort(key=lambda t: -t[0])
        return [plan for _, plan in turns]

    def _market_turns(
        self, phase: list[Action], after: Game, me: str
    ) -> list[tuple[float, tuple[Action, ...]]]:
        """An actions phase completed by each market action worth weighing (R28: a build
        where the market would be active, R32; any sale, R34) or none, with its lead."""
        if after.phase != Phase.MARKET or after.current_player != me:
            return [(leads(after)[me], tuple(phase))]
        out = []
        for action in _market_options(after, me):
            steps = (EndTurn(),) if isinstance(action, EndTurn) else (action, EndTurn())
            out.append((leads(play(after, steps))[me], (*phase, *steps)))
        return out

    def _iterate(self, root: TurnNode, game: Game, last: int, beyond: int) -> None:
        """One iteration on one sample of the hidden cards: down the tree, one new turn,
        a rollout, and the rewards back up."""
        path, node = [root], root
        while not game.is_over() and game.round <= last:
            width = max(ROOT_WIDTH, node.allowed()) if node is root else node.allowed()
            if len(node.children) < width and not node.full:
                plan = self._new_plan(node, game)
                if plan is not None:
                    game = play(game, plan)
                    node.plans.append(plan)
                    node.children.append(TurnNode(game.current_player or ""))
                    path.append(node.children[-1])
                    break
            if not node.children:
                break
            k = _ucb(node)
            game = play(game, node.plans[k])
            node = node.children[k]
            path.append(node)
        result = rewards(self._rollout(game, last + beyond))
        for visited in path:
            visited.visits += 1
            for colour, value in result.items():
                visited.totals[colour] = visited.totals.get(colour, 0.0) + value

    def _new_plan(self, node: TurnNode, game: Game) -> tuple[Action, ...] | None:
        """A turn not tried yet from this node: the root's next candidate, else the best by
        projected lead of a few sampled; None (and the node marked full) if none is new."""
        tried = {frozenset(p) for p in node.plans}
        while node.pending:
            plan = node.pending.pop(0)
            if frozenset(plan) not in tried:
                return plan
        mover = game.current_player or ""
        if game.phase == Phase.ORACLES:
            options = [a for a in game.legal_actions() if frozenset((a,)) not in tried]
            if not options:
                node.full = True
                return None
            return (self.rng.choice(options),)
        if node.sampler is None:
            node.sampler = Node(game.copy())
        best: tuple[float, tuple[Action, ...]] | None = None
        for _ in range(TRIES):
            plan, after = self._sample_turn(node.sampler, mover, REPLY_WIDTH)
            if frozenset(plan) in tried:
                continue
            value = leads(after)[mover]
            if best is None or value > best[0]:
                best = (value, plan)
        if best is None:
            node.full = True
            return None
        return best[1]

    def _sample_turn(
        self, sampler: Node, me: str, width: int = WIDTH
    ) -> tuple[tuple[Action, ...], Game]:
        """A whole turn: an actions phase sampled (each step the best by projected lead of
        `width` random building actions), then the market action (R28) with the best lead."""
        phase, after = sample_phase(sampler, me, self.rng, width)
        if after.phase != Phase.MARKET or after.current_player != me:
            return tuple(phase), after
        best = after.child(EndTurn())
        plan: tuple[Action, ...] = (*phase, EndTurn())
        best_value = leads(best)[me]
        for action in _market_options(after, me)[1:]:
            then = after.child(action).child(EndTurn())
            value = leads(then)[me]
            if value > best_value:
                best, best_value, plan = then, value, (*phase, action, EndTurn())
        return plan, best

    def _rollout(self, game: Game, horizon: int) -> Game:
        """The random building policy for every player to the end of round `horizon` (past
        the public cards: this sample's) or of the game."""
        game = game.copy()
        for _ in range(400):
            if game.is_over() or game.round > horizon:
                break
            game.apply(policy_step(game, self.rng))
        return game


def _market_options(game: Game, me: str) -> list[Action]:
    """The market phase's choices worth weighing (R28): none first, then a build where the
    market would be active (R32: else it scores nothing until connected) and any sale
    (R34), one a place (R30: whichever of its tiles is named)."""
    out: list[Action] = [EndTurn()]
    places: set[object] = set()
    for action in game.legal_actions():
        if not isinstance(action, BuildMarket | SellMarket):
            continue
        if isinstance(action, BuildMarket) and not game.market_active(me, action.space):
            continue
        place = (type(action), game.place_at(action.space))
        if place not in places:
            places.add(place)
            out.append(action)
    return out


def _ucb(node: TurnNode) -> int:
    """The child the player to move at `node` would try next (UCB1): the first never tried,
    else the best mean for that player plus the exploration bonus."""
    for k, child in enumerate(node.children):
        if child.visits == 0:
            return k
    mover, log_n = node.mover, math.log(max(1, node.visits))
    bounds = [c.mean(mover) + EXPLORE * math.sqrt(log_n / c.visits) for c in node.children]
    return bounds.index(max(bounds))


def _robust(child: TurnNode, me: str) -> tuple[int, float]:
    """The root's choice: the turn visited most, the better mean on a tie."""
    return child.visits, child.mean(me)
