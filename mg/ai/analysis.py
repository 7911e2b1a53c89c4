"""The analysis of a game: where it was won and lost. For every turn of the
record, the hard bot plans the turn from the position its player faced (the same
`make_bot(...).plan_turn` a computer player uses, within `budget=` seconds) and evaluates,
for that player (`mg.ai.evaluate`: the projected lead over the best other player plus the
promise of the position), the position before the turn, after the turn as played and after
its own best plan. A turn's loss is how far the turn played fell behind the bot's plan; the
turns of a player with the largest losses are its **turning points**. Everything here is
data (no words): `mg/text/analysis_words.py` words it. The planning runs in the bots'
worker process, one job a turn (`Analyser`), so the window is never blocked; the result is
kept with the game's record (`to_json` / `analysis_from_json`, docs/record-format.md)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from mg.ai.bot_pool import BotPool
from mg.ai.bots import LEVELS, make_bot
from mg.ai.evaluate import evaluate
from mg.ai.plans import quick_end
from mg.engine import (
    Action,
    EndTurn,
    Game,
    Phase,
    PlaceOracle,
    Problem,
    action_from_dict,
    action_to_dict,
)

VERSION = 1
LEVEL = "hard"
#: The bot's thinking for a whole game, shared by its turns (within MIN/MAX a turn): a
#: 2-player 12-round game (24 turns) and a 4-player one (48) both take about this long.
GAME_SECONDS = 36.0
MIN_BUDGET, MAX_BUDGET = 0.05, 2.0
MAX_TURNS = 200  # 4 players x 12 rounds = 48: a wide margin that still bounds the work
MAX_PLAN = 80  # actions of one planned turn (the rules allow ~20)
MAX_VALUE = 10_000.0  # an evaluation is a few dozen points at most
TURNING_POINTS = 2  # the worst turns of each player
SIGNIFICANT = 1.0  # a loss under one point is no turning point
FIELDS = frozenset({"version", "digest", "level", "budget", "turns"})
TURN_FIELDS = frozenset(
    {"step", "round", "colour", "before", "actual", "best", "projected", "plan"}
)


@dataclass(frozen=True, slots=True)
class Turn:
    """A whole turn of the record: it starts after `step` actions; its actions (the last
    an EndTurn), played by `colour` in `round`."""

    step: int
    round: int
    colour: str
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Verdict:
    """One turn judged, for the player who played it: the evaluation before it, after it as
    played and after the bot's best plan; the projected scores (R37 as if the game ended
    then) after each; the plan, and the turn as played (the record's: never kept twice)."""

    step: int
    round: int
    colour: str
    before: float
    actual: float
    best: float
    projected: tuple[int, int, int]  # before, after the turn played, after the best plan
    plan: tuple[Action, ...]
    played: tuple[Action, ...] = ()

    @property
    def loss(self) -> float:
        """How far the turn played fell behind the best plan (0 when it did as well)."""
        return max(0.0, self.best - self.actual)


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """A turn where `colour` fell furthest behind the best plan: after `step` actions of
    the record (where the turn starts), in `round`; `loss` in points; the bot's whole
    planned turn and the whole turn as played, to be shown side by side (what differs is
    what the turn missed, not the plan's first step, which may be what was played)."""

    step: int
    round: int
    colour: str
    loss: int
    plan: tuple[Action, ...]
    played: tuple[Action, ...] = ()


@dataclass(frozen=True, slots=True)
class Analysis:
    """A game's analysis: which record it judged (its digest), by which bot and budget."""

    digest: str
    level: str
    budget: float
    verdicts: tuple[Verdict, ...]

    def turning_points(self, per_player: int = TURNING_POINTS) -> list[TurningPoint]:
        """Each player's worst turns (at most `per_player`, a loss of a point or more),
        in the order they were played."""
        chosen: list[Verdict] = []
        for colour in dict.fromkeys(v.colour for v in self.verdicts):
            mine = [v for v in self.verdicts if v.colour == colour and v.loss >= SIGNIFICANT]
            mine.sort(key=lambda v: (-v.loss, v.step))
            chosen.extend(mine[:per_player])
        chosen.sort(key=lambda v: v.step)
        return [
            TurningPoint(v.step, v.round, v.colour, round(v.loss), v.plan, v.played) for v in chosen
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "digest": self.digest,
            "level": self.level,
            "budget": self.budget,
            "turns": [
                {
                    "step": v.step,
                    "round": v.round,
                    "colour": v.colour,
                    "before": v.before,
                    "actual": v.actual,
                    "best": v.best,
                    "projected": list(v.projected),
                    "plan": [action_to_dict(a) for a in v.plan],
                }
                for v in self.verdicts
            ],
        }


def turns_of(game: Game) -> list[Turn]:
    """Every whole turn of the game's record (the oracles' setup and a turn still in
    progress are none), in order."""
    history = game.history
    out: list[Turn] = []
    start: int | None = None
    who: tuple[int, str] | None = None
    for step, g in enumerate(game.replay()):
        fresh = step < len(history) and g.phase == Phase.ACTIONS and not g.turn_actions
        if fresh and start is None:
            start, who = step, (g.round, g.player_to_act)
        if step < len(history) and isinstance(history[step], EndTurn) and start is not None:
            assert who is not None
            out.append(Turn(start, who[0], who[1], tuple(history[start : step + 1])))
            start = None
        elif step < len(history) and isinstance(history[step], PlaceOracle):
            start = None
    return out


def turn_budget(turns: int, seconds: float | None = None) -> float:
    """The bot's budget for one turn, when a game of `turns` turns is judged in `seconds`
    (GAME_SECONDS unless given)."""
    whole = GAME_SECONDS if seconds is None else seconds
    return min(MAX_BUDGET, max(MIN_BUDGET, whole / max(1, turns)))


def played(game: Game, actions: Sequence[Action]) -> Game:
    """The game after `actions` (a turn) from `game`, stopping at the first illegal one or
    when the turn passes; a turn left unfinished is ended at once."""
    g = game.copy()
    me = g.player_to_act
    for action in actions:
        if g.is_over() or g.current_player != me or g.why_illegal(action) is not None:
            break
        g.apply(action)
        if isinstance(action, EndTurn):
            return g
    while not g.is_over() and g.current_player == me:
        ending = quick_end(g) or g.legal_actions()[:1]
        for action in ending:
            g.apply(action)
    return g


def judge(
    before: Game, actual: Sequence[Action], level: str, seed: int, budget: float
) -> tuple[float, float, float, tuple[int, int, int], tuple[Action, ...]]:
    """One turn judged from `before` (its start): the evaluations before, after `actual`
    and after the bot's plan, the projected scores, and the plan."""
    me = before.player_to_act
    plan = tuple(make_bot(level, seed=seed, budget=budget).plan_turn(before))
    after_actual, after_best = played(before, actual), played(before, plan)
    projected = (
        before.projected_scores()[me],
        after_actual.projected_scores()[me],
        after_best.projected_scores()[me],
    )
    return (
        evaluate(before, me),
        evaluate(after_actual, me),
        evaluate(after_best, me),
        projected,
        plan,
    )


def judge_from_json(
    game_json: str, actual: list[dict[str, Any]], level: str, seed: int, budget: float
) -> dict[str, Any]:
    """`judge` in the bots' worker: the game goes in as JSON, plain data comes back."""
    before = Game.from_json(game_json)
    values = judge(before, [action_from_dict(a) for a in actual], level, seed, budget)
    return {
        "values": list(values[:3]),
        "projected": list(values[3]),
        "plan": [action_to_dict(a) for a in values[4]],
    }


def analyse(game: Game, level: str = LEVEL, budget: float | None = None) -> Analysis:
    """The whole analysis in this process (tools and tests; the game uses `Analyser`)."""
    turns = turns_of(game)
    each = turn_budget(len(turns)) if budget is None else budget
    starts = _starts(game, turns)
    verdicts = []
    for turn in turns:
        values = judge(starts[turn.step], turn.actions, level, turn.step, each)
        verdicts.append(Verdict(turn.step, turn.round, turn.colour, *values, turn.actions))
    return Analysis(str(game.record()["digest"]), level, each, tuple(verdicts))


def _starts(game: Game, turns: Sequence[Turn]) -> dict[int, Game]:
    """The game at the start of each turn (one replay)."""
    wanted = {t.step for t in turns}
    return {step: g for step, g in enumerate(game.replay()) if step in wanted}


class Analyser:
    """A game's analysis in the bots' worker, one turn a job and one job at a time (the
    worker stays free for a computer player between two turns; cancelling leaves nothing
    queued): `poll()` each frame (it never waits) hands the next turn over when one is
    judged, `done` / `total` for the progress bar, `cancel()` stops. `result` once every
    turn is judged, or `failed` (a Problem) when the worker could not judge one."""

    def __init__(
        self, game: Game, pool: BotPool, level: str = LEVEL, budget: float | None = None
    ) -> None:
        self.game, self.pool, self.level = game, pool, level
        self.turns = turns_of(game)
        self.budget = turn_budget(len(self.turns)) if budget is None else budget
        self.jobs: list[tuple[str, list[dict[str, Any]], int]] = []
        self.answers: list[dict[str, Any]] = []
        self.future: Future[dict[str, Any]] | None = None
        self.started = False
        self.result: Analysis | None = None
        self.failed: Problem | None = None
        self.cancelled = False

    @property
    def total(self) -> int:
        return len(self.turns)

    @property
    def done(self) -> int:
        return len(self.answers)

    @property
    def running(self) -> bool:
        over = self.result is not None or self.failed is not None or self.cancelled
        return self.started and not over

    def start(self) -> None:
        """Begin with the first turn (the others follow as each is judged)."""
        starts = _starts(self.game, self.turns)
        self.jobs = [
            (starts[t.step].to_json(), [action_to_dict(a) for a in t.actions], t.step)
            for t in self.turns
        ]
        self.started = True
        self.poll()

    def _submit(self, game_json: str, actual: list[dict[str, Any]], seed: int) -> None:
        level, budget = self.level, self.budget
        self.future = self.pool.submit(judge_from_json, game_json, actual, level, seed, budget)

    def poll(self) -> bool:
        """Whether the analysis is over (done, failed or cancelled); never waits."""
        if not self.running:
            return self.started
        if self.future is not None:
            if not self.future.done():
                return False
            future, self.future = self.future, None
            try:
                self.answers.append(future.result())
            except Exception as exc:  # a broken worker: say so, the game goes on
                self.failed = Problem(
                    "analysis_failed", "the analysis failed ({why})", why=type(exc).__name__
                )
                return True
        if self.done < self.total:
            self._submit(*self.jobs[self.done])
            return False
        try:
            self.result = self._analysis()
        except (KeyError, TypeError, ValueError) as exc:  # an answer not as sent
            self.failed = Problem(
                "analysis_failed", "the analysis failed ({why})", why=type(exc).__name__
            )
        return True

    def _analysis(self) -> Analysis:
        verdicts = []
        for turn, data in zip(self.turns, self.answers, strict=True):
            before, actual, best = (float(v) for v in data["values"])
            p0, p1, p2 = (int(v) for v in data["projected"])
            plan = tuple(action_from_dict(a) for a in data["plan"])
            projected = (p0, p1, p2)
            verdicts.append(
                Verdict(
                    turn.step,
                    turn.round,
                    turn.colour,
                    before,
                    actual,
                    best,
                    projected,
                    plan,
                    turn.actions,
                )
            )
        return Analysis(str(self.game.record()["digest"]), self.level, self.budget, tuple(verdicts))

    def cancel(self) -> None:
        """Stop: nothing more is handed over (the turn being judged ends within its budget,
        unheard)."""
        self.cancelled = True
        self.future = None


# -- reading an analysis kept with a game, without trusting it -----------------------------
def _damaged(what: str) -> Problem:
    return Problem("analysis_damaged", "analysis: {what} is damaged", what=what)


def _number(raw: Any, what: str) -> float:
    if type(raw) not in (int, float) or not math.isfinite(raw) or abs(raw) > MAX_VALUE:
        raise _damaged(what)
    return float(raw)


def analysis_from_json(raw: Any, game: Game) -> Analysis:
    """The analysis kept with `game`, every field checked (the turns must be the game's own,
    every planned action legal where it was planned); a Problem naming what is wrong."""
    if not isinstance(raw, dict) or raw.get("version") != VERSION or set(raw) != FIELDS:
        raise Problem("analysis_not_ours", "analysis: not an analysis this version reads")
    if raw["digest"] != game.record()["digest"]:
        raise Problem("analysis_other_game", "analysis: it judged another game")
    if not isinstance(raw["level"], str) or raw["level"] not in LEVELS:
        raise _damaged("level")
    budget = _number(raw["budget"], "budget")
    turns = raw["turns"]
    if not isinstance(turns, list) or len(turns) > MAX_TURNS:
        raise _damaged("turns")
    known = {t.step: t for t in turns_of(game)}
    starts = _starts(game, list(known.values()))
    verdicts: list[Verdict] = []
    for item in turns:
        verdicts.append(_verdict(item, known, starts, verdicts))
    return Analysis(raw["digest"], raw["level"], budget, tuple(verdicts))


def _verdict(
    item: Any, known: dict[int, Turn], starts: dict[int, Game], before: list[Verdict]
) -> Verdict:
    if not isinstance(item, dict) or set(item) != TURN_FIELDS:
        raise _damaged("turn")
    step = item["step"]
    turn = known.get(step) if type(step) is int else None
    if (
        turn is None
        or item["round"] != turn.round
        or item["colour"] != turn.colour
        or (before and before[-1].step >= step)
    ):
        raise _damaged("turn")
    projected, plan = item["projected"], item["plan"]
    if (
        not isinstance(projected, list)
        or len(projected) != 3
        or not all(type(v) is int and abs(v) <= MAX_VALUE for v in projected)
    ):
        raise _damaged("projected")
    if not isinstance(plan, list) or len(plan) > MAX_PLAN:
        raise _damaged("plan")
    actions = tuple(action_from_dict(a) for a in plan)  # a Problem names a damaged one
    g = starts[step].copy()
    me = g.player_to_act
    for action in actions:
        if g.is_over() or g.current_player != me or g.why_illegal(action) is not None:
            raise Problem("analysis_plan", "analysis: a planned action is not legal there")
        g.apply(action)
    return Verdict(
        step,
        turn.round,
        turn.colour,
        _number(item["before"], "before"),
        _number(item["actual"], "actual"),
        _number(item["best"], "best"),
        (projected[0], projected[1], projected[2]),
        actions,
        turn.actions,
    )
