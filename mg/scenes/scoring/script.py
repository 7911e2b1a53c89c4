"""The final scoring as a script of timed steps (R37), and its playback on a clock.

Itemised at about half a second a step (BGA's guideline): sold and inactive markets leave
the board, then each market that scores, place by place, then each oracle, then a pause
before the score table. Pure Python: the scene drives `Playback.update(dt)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mg.engine import Game, ScoringEvent
from mg.text.game_log import Phrase, phrase
from mg.text.log_words import Wording
from mg.text.narrate import Names
from mg.text.scoring_words import is_sold, market_phrase, oracle_phrase, sold_phrase

#: Seconds a step lasts at "normal" speed, by kind.
SECONDS = {"remove": 1.2, "market": 0.5, "oracle": 0.6, "end": 0.8}


@dataclass(frozen=True, slots=True)
class Step:
    """One step: "remove" (markets leave), "market", "oracle" (points fly) or "end";
    `captions` in words, `said` the same lines as data (keys and parameters)."""

    kind: str
    captions: tuple[str, ...]
    seconds: float
    event: ScoringEvent | None = None
    said: tuple[Phrase, ...] = ()

    @property
    def points(self) -> int:
        return self.event.points if self.event is not None else 0


def scoring_steps(game: Game, names: Names) -> list[Step]:
    """The steps of R37's final scoring of `game`, in order, with their captions."""
    wording = Wording(names, game.board)

    def step(kind: str, said: list[Phrase], event: ScoringEvent | None = None) -> Step:
        captions = tuple(wording.text(p) for p in said)
        return Step(kind, captions, SECONDS[kind], event, tuple(said))

    events = game.final_scoring()
    removed = [e for e in events if e.kind == "market_removed"]
    sold = [e for e in removed if is_sold(game, e)]
    worthless = [e for e in events if e.kind == "market_scored" and e.points == 0]
    lines = [line] if (line := sold_phrase(sold)) else []
    lines += [market_phrase(game, e) for e in removed if e not in sold]
    lines += [market_phrase(game, e) for e in worthless]  # listed once, not flown
    steps = [step("remove", lines or [phrase("score.none_removed")])]
    for e in events:
        if e.kind == "market_scored" and e.points > 0:
            steps.append(step("market", [market_phrase(game, e)], e))
        elif e.kind == "oracle_scored":
            steps.append(step("oracle", [oracle_phrase(game, e)], e))
    steps.append(step("end", []))
    return steps


class Playback:
    """Plays `steps` on a clock scaled by `scale` (the speed setting; 0 = at once)."""

    def __init__(self, steps: list[Step], scale: float) -> None:
        self.steps = steps
        self.scale = scale
        self.index = 0  # the step under way; len(steps) once done
        self.elapsed = 0.0  # seconds into the current step

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    @property
    def t(self) -> float:
        """Progress through the current step, 0 to 1."""
        step = self.current
        length = step.seconds * self.scale if step else 0.0
        return 1.0 if length <= 0 else min(1.0, self.elapsed / length)

    def restart(self) -> None:
        self.index, self.elapsed = 0, 0.0

    def update(self, dt: float) -> list[Step]:
        """Advance by dt seconds; returns the steps that finished."""
        finished = []
        self.elapsed += dt
        while not self.done:
            length = self.steps[self.index].seconds * self.scale
            if self.elapsed < length:
                break
            self.elapsed -= length
            finished.append(self.steps[self.index])
            self.index += 1
        return finished

    def finish(self) -> list[Step]:
        """Jump to the end; returns the steps that had not finished."""
        rest = self.steps[self.index :]
        self.index, self.elapsed = len(self.steps), 0.0
        return rest

    def captions(self) -> list[str]:
        """Every caption so far, the current step's included."""
        upto = self.steps[: self.index + 1]
        return [line for step in upto for line in step.captions]

    def said(self) -> list[Phrase]:
        """Every caption so far as data (`captions` in words), the current step's included."""
        upto = self.steps[: self.index + 1]
        return [line for step in upto for line in step.said]

    def total_seconds(self) -> float:
        return sum(step.seconds for step in self.steps) * self.scale
