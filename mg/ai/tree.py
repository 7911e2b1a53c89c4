"""The hard and expert bots' search: Monte Carlo tree search over whole turns, every
player's, until the time is spent (anytime: stopped at any moment it answers with the best
found so far). A node is a position at the start of a turn; its children are whole turns of
the player to move, widened progressively (a node visited n times may have about WIDEN *
sqrt(n) of them): the searching player's own from a beam over its turn's steps, best first
(a wider beam when they run out); the others' first the best of the turns found at other
nodes of the same depth, then the node's own (the best of a narrow beam), then the rest of
those found elsewhere, then turns sampled step by step. Each iteration walks down choosing,
for the player to move at each node, the turn with the best mean lead plus an exploration
bonus (UCB1, each player for itself: in a 4-player game every player plays for its own
lead), adds one new turn, plays on from it to where the line stops (each turn the best of
those found at its depth: replays, not searches) and values the position reached by the
evaluation (mg/ai/evaluate.py) for every player.

A line stops, before the last two rounds, where the searching player is to move again (the
expert's, `Shape.cycles` 2, where it is to move the second time: its next turn is played
too) or at the end of the next round, the last whose card is public (R5); in the last two
rounds and in the oracles' setup it goes on to the end of the game or of round 1. Within
that horizon the hidden order of the later cards changes nothing, so every determinization
of them (`Observation.determinize`) shares one tree and its statistics. Before the endgame
the expert's lines (`Shape.past`) may go a round further, past the last public card: where a
line passes it the node is a chance node, each walk down drawing that round's card anew (as
likely as R5's packets make it: `dealt`) and going on under it, the node's statistics over
all the cards; a rollout from before the last public card stops there.

A tree can be spent long before the budget: every node full, every line valued, each walk
down learning nothing new (at 1 s a turn, three turns in four of a two-player game before
the endgame, one in four within a fifth of the second). Then the search goes on a turn
deeper if the horizon allows (its lines play the searching player's next own turn too; the
statistics begin anew, the tree's turns kept), else wider (more turns sampled for each
node, a wider beam at the root); it answers from the deeper tree once that has weighed
every turn of the root twice, else with the best turn found before."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from mg.ai.evaluate import evaluate_all
from mg.ai.oracles import oracle_choice, ranked_options
from mg.ai.plans import Clock
from mg.ai.search import PlanKey, endgame, plan_key
from mg.ai.steps import StepNode, Turn, beam, walk
from mg.engine import CARDS, COLOURS, Action, EndTurn, Game, Observation, Phase

EXPLORE = 1.5  # points of lead: UCB1's exploration constant
ROOT_WIDEN, WIDEN, ALPHA = 2.0, 1.0, 0.5  # a node may have ceil(WIDEN * (n + 1) ** ALPHA)
HEAT = 0.5  # points: the temperature of another player's sampled turns after the greedy one
TRIES = 3  # turns sampled for a new child before a node counts as full
REPLY_ROADS = 8  # roads weighed at each step of another player's turn (joining ones first)
IDLE_MARKETS = 4  # markets that would stay inactive weighed in the searching player's turn
REBEAM = 0.3  # of the time left given to a wider beam when the root's turns run out
ORACLE_OPTIONS = 8  # oracle places weighed in the setup: the quick score's best (R4)
POOL_LOOK = 6  # turns of a depth's pool a rollout weighs for the player to move
REBEAM_VISITS = 4  # ... once the root was visited this many times a turn it has
# A tree is spent when of SPENT walks down no more than LEARNING found a new turn or
# valued a new line (most walks then only add a value known already).
SPENT, LEARNING = 500, 0.01
MOST_TRIES = 4 * TRIES  # a spent tree samples more turns a node, up to this many
SETTLED = 2  # root visits a root's turn the deeper tree needs before it answers
# Of the budget the search itself spends: the rest is for freeing its tree (the hard bot's,
# deepened and widened, about 600 turns' positions, 0.05 s to free; the expert's at 3 s
# 1,100-2,100 nodes, 0.12-0.16 s) and the turn's own bookkeeping, so that a bot's whole turn
# stays within its budget.
MARGIN = 0.94
# A beam the time cuts short ends each of its unfinished turns at once, past any deadline
# (one turn for each of its width): a wider beam is at most WIDEST times the first's width
# (twice that again each time a spent tree widens, up to MOST_TRIES).
WIDEST = 4


@dataclass(frozen=True)
class Shape:
    """How wide the search looks: the root's beam (`width` positions kept a step, the
    `widen` best steps of each followed), the share of the budget it is given first, and
    how many roads a step weighs for the searching player and for the others."""

    width: int = 6
    widen: int = 8
    beam_share: float = 0.5
    roads: int = 48
    reply_roads: int = REPLY_ROADS
    idle: int = IDLE_MARKETS
    reply_idle: int = 0
    reply_width: int = 2
    reply_widen: int = 3
    cycles: int = 1  # own turns a line reaches before the endgame (where it stops)
    # Whether a line may play the round past the last public card (R5) before the endgame,
    # its hidden card dealt anew at each walk down (given the deals: `dealt`).
    past: bool = False


@dataclass(eq=False)
class TurnNode:
    """A position at the start of a turn (the root: wherever the turn stands) and what the
    search learnt of it."""

    game: Game
    plans: list[tuple[Action, ...]] = field(default_factory=list)
    children: list[TurnNode] = field(default_factory=list)
    keys: set[PlanKey] = field(default_factory=set)
    visits: int = 0
    totals: dict[str, float] = field(default_factory=dict)
    value: dict[str, float] | None = None  # the position's own value, once worked out
    steps: StepNode | None = None  # the mover's turn, step by step
    pending: list[Turn] = field(default_factory=list)  # the root's turns from the beam
    full: bool = False  # no new turn could be found
    depth: int = 0  # whole turns from the root
    mine: int = 0  # turns of the searching player's reached from the root (its own excluded)
    tried: int = 0  # turns of its depth's pool tried here
    greedy: bool = False  # its own greedy turn was tried
    # Where the line passes the last public card: the position under each card the next
    # round may have (this node's statistics are over them all).
    outcomes: dict[str, TurnNode] | None = None

    @property
    def mover(self) -> str:
        return self.game.current_player or ""

    def mean(self, colour: str) -> float:
        return self.totals.get(colour, 0.0) / max(1, self.visits)


class TurnSearch:
    """One decision's tree, searched until a deadline on the clock."""

    def __init__(
        self,
        game: Game,
        rng: random.Random,
        clock: Clock,
        shape: Shape = Shape(),
        deals: Deals | None = None,
    ) -> None:
        self.root = TurnNode(game)
        self.me = game.current_player or ""
        self.rng, self.clock, self.shape = rng, clock, shape
        self.widest = WIDEST * shape.width
        self.public = horizon(game)  # the last round whose card is known
        # The cards of the round past the last public one a line may play it with (how
        # likely each is, a game dealt it); none in the endgame and the setup, whose lines
        # already go to the end of the game or of round 1. Where only one card is possible
        # no line need be dealt it anew.
        ahead = shape.past and deals and not endgame(game) and game.phase != Phase.ORACLES
        self.deals = deals if ahead and deals and len(deals) > 1 else None
        self.last = self.public + (1 if ahead else 0)
        self.cards = list(self.deals or {})
        self.weights = [weight for weight, _ in (self.deals or {}).values()]
        # Before the endgame a line ends where the searching player is to move again (every
        # position valued before its own move); in the endgame and the setup it goes on.
        self.cycle = not endgame(game) and game.phase != Phase.ORACLES
        self.iterations = 0
        # Turns found, by depth and player (past the public cards the order may differ).
        self.pools: dict[tuple[int, str], list[tuple[Action, ...]]] = {}
        self.cycles = shape.cycles  # own turns a line reaches (more once the tree is spent)
        self.cut = False  # a line stopped where a deeper tree would go on
        self.learnt = False  # the last walk down found a turn or valued a line
        self.tries = TRIES
        self.shallow: tuple[Action, ...] | None = None  # the answer before the tree deepened

    def run(self, start: float, budget: float, margin: float = MARGIN) -> tuple[Action, ...]:
        """The best turn found when `margin` of the budget from `start` is spent."""
        deadline = start + margin * budget
        root = self.root
        if root.game.phase == Phase.ORACLES:
            placements = ranked_options(root.game)[:ORACLE_OPTIONS]
            root.pending = [(0.0, (a,), root.game.child(a)) for a in placements]
        else:
            root.steps = StepNode(root.game, self.me, self.shape.roads, self.shape.idle)
            until = start + self.shape.beam_share * budget
            s = self.shape
            root.pending = unlike(beam(root.steps, s.width, s.widen, self.rng, until, self.clock))
        learnt = 0  # walks down of the last SPENT that learnt something
        while not (root.full and len(root.children) <= 1):  # else nothing to compare
            if root.children and self.clock() >= deadline:
                break
            self.learnt = False
            self.iterate(deadline)
            self.iterations += 1
            learnt += self.learnt
            if self.iterations % SPENT == 0:
                if learnt <= SPENT * LEARNING:
                    self.spent()
                learnt = 0
        if not root.children:  # no whole turn found in time (R27 kept it from ending)
            steps = root.steps or StepNode(root.game, self.me, self.shape.roads, self.shape.idle)
            return walk(steps, self.rng, 0.0, deadline, self.clock)[1]
        settled = all(child.visits >= SETTLED for child in root.children)
        return self.best() if self.shallow is None or settled else self.shallow

    def spent(self) -> None:
        """The tree has learnt all it can: its lines a turn deeper where the horizon lets
        them go on (the statistics anew, the answer so far kept in case the time runs out
        first), else more turns sampled a node and a wider beam at the root (up to MOST_TRIES)."""
        if self.cut:
            self.shallow, self.cut = self.best(), False
            self.cycles += 1
            for node in self.nodes():
                node.visits, node.totals, node.value = 0, {}, None
        elif self.tries < MOST_TRIES:
            self.tries *= 2
            self.widest *= 2
            for node in self.nodes():
                node.full = False

    def nodes(self) -> Iterator[TurnNode]:
        """Every node of the tree (those under each deal too)."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(node.children)
            if node.outcomes:
                stack.extend(node.outcomes.values())

    def best(self) -> tuple[Action, ...]:
        """The root's turn visited most (the better mean on a tie)."""
        root = self.root
        k = max(
            range(len(root.children)),
            key=lambda i: (root.children[i].visits, root.children[i].mean(self.me)),
        )
        return root.plans[k]

    def iterate(self, deadline: float) -> None:
        """Down the tree, one new turn, its value, and back up."""
        node, path = self.root, [self.root]
        plans: list[tuple[Action, ...]] = []  # the turns from the root
        while not self.beyond(node.game, node.depth, node.mine):
            if len(node.children) < self.width(node) and not node.full:
                child = self.expand(node, deadline)
                if child is not None:
                    plans.append(node.plans[-1])
                    path.append(child)
                    if child.outcomes is not None:
                        path.append(self.outcome(child, plans))
                    break
            if not node.children:
                break
            k = self.select(node)
            plans.append(node.plans[k])
            node = node.children[k]
            path.append(node)
            if node.outcomes is not None:
                node = self.outcome(node, plans)
                path.append(node)
        value = self.value(path[-1], deadline)
        if value is None:
            return  # cut short by the deadline: not counted
        for visited in path:
            visited.visits += 1
            for colour, lead in value.items():
                visited.totals[colour] = visited.totals.get(colour, 0.0) + lead

    def beyond(self, game: Game, depth: int, mine: int) -> bool:
        """Whether the search stops at this position: past the horizon, or (before the
        endgame) where the searching player is to move again after the others' replies,
        for the `cycles`-th time (`mine`: its turns reached before this one); a line
        stopped there is noted (`cut`: a spent tree may go on a turn deeper)."""
        if game.is_over() or game.round > self.last:
            return True
        again = depth > 0 and game.current_player == self.me
        if self.cycle and again and self.reached(game, depth, mine) >= self.cycles:
            self.cut = True
            return True
        return False

    def outcome(self, node: TurnNode, plans: list[tuple[Action, ...]]) -> TurnNode:
        """Where the line `plans` (to `node`) goes on under a card of the round past the public
        ones, drawn by how likely it is: the same turns replayed on a game dealt it."""
        assert self.deals is not None and node.outcomes is not None
        card = self.rng.choices(self.cards, self.weights)[0]
        out = node.outcomes.get(card)
        if out is None:
            game: Game | None = self.deals[card][1]
            for plan in plans:
                assert game is not None  # (a turn before that round is legal whatever its card)
                game = replayed(game, plan)
            assert game is not None
            out = node.outcomes[card] = TurnNode(game, depth=node.depth, mine=node.mine)
        return out

    def reached(self, game: Game, depth: int, mine: int) -> int:
        """`mine` counted on: one more where the searching player is to move again."""
        return mine + (1 if depth > 0 and game.current_player == self.me else 0)

    def width(self, node: TurnNode) -> int:
        widen = ROOT_WIDEN if node is self.root else WIDEN
        return math.ceil(widen * math.pow(node.visits + 1, ALPHA))

    def select(self, node: TurnNode) -> int:
        """UCB1 for the player to move at `node`, on its own mean lead."""
        mover, log_n = node.mover, math.log(max(1, node.visits))
        # One loop, the mean written out: this runs for every child on every way down.
        best, top = 0, -math.inf
        for k, child in enumerate(node.children):
            visits = child.visits
            if visits == 0:
                return k  # the first child not yet tried
            score = child.totals.get(mover, 0.0) / visits + EXPLORE * math.sqrt(log_n / visits)
            if score > top:
                best, top = k, score
        return best

    def expand(self, node: TurnNode, deadline: float) -> TurnNode | None:
        """A turn not tried yet from `node`, as a new child; None (the node marked full) when
        none is found."""
        for plan, after in self.new_turns(node, deadline):
            key = plan_key(list(plan), after)
            if key in node.keys:
                continue
            node.keys.add(key)
            node.plans.append(plan)
            mine = self.reached(node.game, node.depth, node.mine)
            child = TurnNode(after, depth=node.depth + 1, mine=mine)
            if self.deals is not None and node.game.round <= self.public < after.round:
                child.outcomes = {}  # the line passes the last public card here
            node.children.append(child)
            self.learnt = True
            return node.children[-1]
        if node is not self.root or node.visits >= REBEAM_VISITS * len(node.children):
            node.full = True  # (the root waits for its turns to be weighed before a rebeam)
        return None

    def new_turns(
        self, node: TurnNode, deadline: float
    ) -> Iterator[tuple[tuple[Action, ...], Game]]:
        """Turns to try next from `node`, lazily: the root's from its beam (then a wider
        one); in the oracles' setup by the quick score; elsewhere first the best of the
        turns found at the other nodes of the same depth (cheap: replayed, if still legal),
        then the node's own (the best of a narrow beam from here), then the other turns
        found elsewhere, then turns sampled (the costly ones only where visits call for
        many turns)."""
        if node.pending:
            _, plan, after = node.pending.pop(0)
            yield plan, after
            return
        game = node.game
        if game.phase == Phase.ORACLES:
            if node is not self.root:
                action = oracle_choice(game, self.rng)
                yield (action,), game.child(action)
            return
        if node is self.root:
            if node.visits >= REBEAM_VISITS * len(node.children):
                yield from self.rebeam(node, deadline)
            return
        if not node.children:  # the best of those found elsewhere at this depth
            best = self.best_pooled(node.game, node.depth, node.keys)
            if best is not None:
                yield best
                return
        if not node.greedy:  # its own: the best turn of a narrow beam from here
            node.greedy = True
            yield self.generated(node, 0.0, deadline)
        pooled = self.pooled(node)
        if pooled is not None:
            yield pooled
            return
        for _ in range(self.tries):
            if self.clock() >= deadline:
                return  # (a spent tree samples many: each a walk over a turn's steps)
            yield self.generated(node, HEAT, deadline)

    def generated(
        self, node: TurnNode, heat: float, deadline: float
    ) -> tuple[tuple[Action, ...], Game]:
        """A turn for the player to move at `node` (at heat 0 the best of a narrow beam,
        else drawn step by step), kept in the pool of turns at its depth for the other
        nodes there."""
        s = self.shape
        if node.steps is None:
            node.steps = StepNode(node.game, node.mover, s.reply_roads, s.reply_idle)
        return self.turn_of(node.steps, node.depth, heat, deadline)

    def turn_of(
        self, steps: StepNode, depth: int, heat: float, deadline: float
    ) -> tuple[tuple[Action, ...], Game]:
        """The best turn of a narrow beam (heat 0) or one drawn step by step from `steps`,
        kept in the pool of its depth."""
        if heat <= 0:
            s = self.shape
            turns = beam(steps, s.reply_width, s.reply_widen, self.rng, deadline, self.clock)
            _, plan, after = turns[0] if turns else walk(steps, self.rng, 0, deadline, self.clock)
        else:
            _, plan, after = walk(steps, self.rng, heat, deadline, self.clock)
        self.pools.setdefault((depth, steps.mover), []).append(plan)
        return plan, after

    def pooled(self, node: TurnNode) -> tuple[tuple[Action, ...], Game] | None:
        """A turn found for the same player at another node of the same depth (within the
        public cards always the same player's turn) that is legal here and not tried here
        yet."""
        pool = self.pools.get((node.depth, node.mover), [])
        while node.tried < len(pool):
            plan = pool[node.tried]
            node.tried += 1
            after = replayed(node.game, plan)
            if after is not None and plan_key(list(plan), after) not in node.keys:
                return plan, after
        return None

    def rebeam(self, node: TurnNode, deadline: float) -> list[tuple[tuple[Action, ...], Game]]:
        """The root's turns ran out: a beam twice as wide (the steps already weighed cost
        nothing again), for a share of the time left; none once the beam is the widest."""
        assert node.steps is not None
        s = self.shape
        if 2 * s.width > self.widest:
            return []
        self.shape = s = replace(s, width=2 * s.width, widen=s.widen + 2)
        now = self.clock()
        until = now + REBEAM * max(0.0, deadline - now)
        turns = beam(node.steps, s.width, s.widen, self.rng, until, self.clock)
        node.pending = [t for t in unlike(turns) if plan_key(list(t[1]), t[2]) not in node.keys]
        if not node.pending:
            return []
        _, plan, after = node.pending.pop(0)
        return [(plan, after)]

    def value(self, node: TurnNode, deadline: float) -> dict[str, float] | None:
        """What the position is worth to every player: the evaluation where the search
        stops, after a rollout to it (worked out once a node); None when the deadline cut
        the rollout short."""
        if node.value is None:
            reached = self.rollout(node.game, node.depth, node.mine, deadline)
            if reached is None:
                return None
            node.value = evaluate_all(reached)
            self.learnt = True
        return node.value

    def rollout(self, game: Game, depth: int, mine: int, deadline: float) -> Game | None:
        """Play on to where the search stops: each turn the best for its player of the
        turns found at its depth that are legal here (cheap: replays), else the player's
        greedy turn (kept for the next rollouts); the oracles left by the quick score.
        None when the deadline came first. A rollout from before the last public card stops
        there (past it the tree deals the hidden cards; a rollout would have only its own)."""
        last = self.last if game.round > self.public else self.public
        while not self.beyond(game, depth, mine) and game.round <= last:
            if self.clock() >= deadline:
                return None
            mine = self.reached(game, depth, mine)
            if game.phase == Phase.ORACLES:
                game = game.child(oracle_choice(game, self.rng))
            else:
                pooled = self.best_pooled(game, depth)
                game = pooled[1] if pooled is not None else self.greedy(game, depth, deadline)
            depth += 1
        return game

    def best_pooled(
        self, game: Game, depth: int, tried: set[PlanKey] | None = None
    ) -> tuple[tuple[Action, ...], Game] | None:
        """The best, for the player to move, of the first POOL_LOOK turns found at `depth`
        that are legal here (and not `tried`), with the game after it; None if none is."""
        mover = game.current_player or ""
        best: tuple[float, tuple[Action, ...], Game] | None = None
        looked = 0
        for plan in self.pools.get((depth, mover), []):
            after = replayed(game, plan)
            if after is None or (tried and plan_key(list(plan), after) in tried):
                continue
            value = evaluate_all(after)[mover]
            if best is None or value > best[0]:
                best = (value, plan, after)
            looked += 1
            if looked == POOL_LOOK:
                break
        return None if best is None else (best[1], best[2])

    def greedy(self, game: Game, depth: int, deadline: float) -> Game:
        """The game after the player to move's best turn of a narrow beam (kept in the
        pool)."""
        s = self.shape
        steps = StepNode(game, game.current_player or "", s.reply_roads, s.reply_idle)
        return self.turn_of(steps, depth, 0.0, deadline)[1]


# The cards the round past the last public one may have: for each, how likely it is and a
# game dealt it.
Deals = dict[str, tuple[float, Game]]


def dealt(seen: Observation[Game], game: Game) -> Deals:
    """The cards the round after the last public one may have, as likely as R5 makes them:
    its packet of four holds one card of each border colour, so each colour not yet shown in
    it is as likely, then each card of that colour not yet shown (the others are in later
    packets); each with `game` (a determinization of `seen`) dealt it, the card swapped in
    from wherever `game` has it. Empty when that round's card is public or there is none."""
    k = game.round + 1  # that round's index in the deck
    if k >= len(seen.deck) or seen.deck[k] is not None:
        return {}
    shown = {card for card in seen.deck if card is not None}
    packet = {CARDS[card].border for card in seen.deck[k - k % len(COLOURS) : k] if card}
    colours = [colour for colour in COLOURS if colour not in packet]
    deck, deals = game.deck, Deals()
    for colour in colours:
        unseen = [c.id for c in CARDS.values() if c.border == colour and c.id not in shown]
        for card in unseen:
            swapped = list(deck)
            if card in deck:  # (a shorter game's deck may lack it: R6's variant)
                swapped[deck.index(card)] = deck[k]
            swapped[k] = card
            chance = 1 / (len(colours) * len(unseen))
            deals[card] = (chance, game if deck[k] == card else game.redeal(swapped))
    return deals


def horizon(game: Game) -> int:
    """The last round the search looks into: the next, the last whose card is public (R5),
    or in the last two rounds the last (every card left is public)."""
    return game.rounds if endgame(game) else game.round + 1


def unlike(turns: list[Turn]) -> list[Turn]:
    """The turns without those of the same value as a better one (another road of the same
    worth, the same draw in another mix: a tie the search need not break twice)."""
    seen: set[float] = set()
    out: list[Turn] = []
    for turn in turns:
        value = round(turn[0], 9)
        if value not in seen:
            seen.add(value)
            out.append(turn)
    return out


def replayed(game: Game, plan: tuple[Action, ...]) -> Game | None:
    """The game after `plan`, a whole turn of the player to move, if every action of it is
    legal in turn; else None."""
    mover = game.current_player
    for action in plan:
        if game.current_player != mover or game.why_illegal(action) is not None:
            return None
        game = game.child(action)
        if isinstance(action, EndTurn):
            break  # (the mover may start the next round: its next turn is another's plan)
    return game
