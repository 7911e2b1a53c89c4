"""The guided first game as data: mg/lessons/lessons.json holds the board (players, deck,
oracles), and per lesson the moves that set it up and its steps (the one action that
completes each step). The words are in the catalogues (mg/locale), one key per text:
`lesson.<id>.title`, `lesson.<id>.<step>.text` / `.wrong`, `lesson.<id>.done`. Read without
trusting it; no pygame."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

from mg.engine import Action, Game, PlaceOracle, Space, action_from_dict
from mg.i18n import catalogue, refusal_text, t

MAX_TEXT = 400  # a lesson's sentences are short
RULE_ID = re.compile(r"R[1-9][0-9]?")
LESSON_ID = re.compile(r"[a-z][a-z0-9_]{0,30}")


@dataclass(frozen=True)
class Step:
    """One thing to do: `kind` (an action's type name), on `space` and a road with `ends`
    when given; with `refused` (a rule id), the thing to do is to try that action and see
    the engine refuse it under that rule. Its words are the catalogue's `lesson.<key>.*`."""

    key: str  # "<lesson id>.<step number from 1>"
    kind: str
    space: Space | None
    ends: tuple[int, int] | None = None
    refused: str | None = None  # e.g. "R12": the step shows this rule's refusal

    @property
    def text(self) -> str:
        """What to do, in the language in use."""
        return t(f"lesson.{self.key}.text")

    @property
    def wrong(self) -> str:
        """The friendly line for any other move, in the language in use."""
        return t(f"lesson.{self.key}.wrong")

    def matches(self, action: object) -> bool:
        """Whether `action` is the taught one."""
        if type(action).__name__ != self.kind:
            return False
        return (self.space is None or getattr(action, "space", None) == self.space) and \
            (self.ends is None or getattr(action, "ends", None) == self.ends)


@dataclass(frozen=True)
class Lesson:
    """A position (the moves after the oracles) and the steps played from it."""

    key: str
    setup: tuple[Action, ...]
    steps: tuple[Step, ...]

    @property
    def title(self) -> str:
        """The lesson's title, in the language in use."""
        return t(f"lesson.{self.key}.title")

    @property
    def done(self) -> str:
        """What is said when the last step is done, in the language in use."""
        return t(f"lesson.{self.key}.done")


@dataclass(frozen=True)
class Course:
    """Every lesson, on one board."""

    players: tuple[str, ...]
    seed: int
    deck: tuple[str, ...]
    oracles: tuple[Space, ...]
    lessons: tuple[Lesson, ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names: "Yellow (you)" for the learner, "Red (bot)" for the others."""
        return tuple(t("lessons.seat.learner" if k == 0 else "lessons.seat.bot",
                       colour=t(f"colour.{colour}")) for k, colour in enumerate(self.players))

    def game(self, index: int) -> Game:
        """Lesson `index`'s position, the player to teach to act; ValueError if it fails."""
        game = Game.new(list(self.players), seed=self.seed, deck=list(self.deck))
        for action in (*(PlaceOracle(s) for s in self.oracles), *self.lessons[index].setup):
            reason = game.why_illegal(action)
            if reason is not None:
                raise ValueError(f"lesson {index + 1}: {action} is refused ({reason})")
            game.apply(action)
        return game


def text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
        raise ValueError(f"lessons: {key!r} must be a short text")
    return value


def worded(keys: list[str]) -> None:
    """Every text key a lesson needs is in the English catalogue, and short."""
    words = catalogue("en")
    for key in keys:
        if not 0 < len(words.get(key, "")) <= MAX_TEXT:
            raise ValueError(f"lessons: no short text for {key!r} in mg/locale/en.json")


def space(value: Any) -> Space:
    if not isinstance(value, list) or len(value) != 2 or not all(type(v) is int for v in value):
        raise ValueError(f"lessons: {value!r:.40} is not a space")
    return (value[0], value[1])


def step(key: str, data: Any) -> Step:
    if not isinstance(data, dict) or not isinstance(data.get("do"), dict):
        raise ValueError("lessons: a step needs a 'do'")
    do = data["do"]
    where = space(do["space"]) if "space" in do else None
    ends = space(do["ends"]) if "ends" in do else None  # (a pair of sides, like a space)
    refused = rule_id(do["refused"]) if "refused" in do else None
    return Step(key, text(do, "type"), where, ends, refused)


def rule_id(value: Any) -> str:
    if not isinstance(value, str) or not RULE_ID.fullmatch(value):
        raise ValueError(f"lessons: {value!r:.40} is not a rule id like R12")
    return value


def lesson(data: Any) -> Lesson:
    if not isinstance(data, dict) or not isinstance(data.get("setup"), list) \
            or not isinstance(data.get("steps"), list) or not data["steps"]:
        raise ValueError("lessons: a lesson needs a setup and steps")
    key = text(data, "id")
    if not LESSON_ID.fullmatch(key):
        raise ValueError(f"lessons: {key!r:.40} is not a lesson id like 'found'")
    steps = tuple(step(f"{key}.{n}", s) for n, s in enumerate(data["steps"], 1))
    worded([f"lesson.{key}.title", f"lesson.{key}.done"]
           + [f"lesson.{s.key}.{part}" for s in steps for part in ("text", "wrong")])
    return Lesson(key, tuple(action_from_dict(a) for a in data["setup"]), steps)


def parse_course(source: str) -> Course:
    """A course from the lessons file's text; ValueError when anything is malformed."""
    data = json.loads(source)
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), list):
        raise ValueError("lessons: not a lessons file")
    strings = [data.get(k) for k in ("players", "deck")]
    if not all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in strings) \
            or type(data.get("seed")) is not int or not isinstance(data.get("oracles"), list):
        raise ValueError("lessons: players, deck, seed and oracles are needed")
    return Course(tuple(data["players"]), data["seed"],
                  tuple(data["deck"]), tuple(space(s) for s in data["oracles"]),
                  tuple(lesson(x) for x in data["lessons"]))


def load_course() -> Course:
    """The game's own lessons (mg/lessons/lessons.json)."""
    source = resources.files("mg.lessons").joinpath("lessons.json").read_text("utf-8")
    return parse_course(source)


def refused_line(reason: str, wrong: str) -> str:
    """An illegal move: the engine's rule first (R39), then the step's friendly line."""
    return t("lessons.refused", reason=reason, wrong=wrong)


def not_now_line(wrong: str) -> str:
    """A legal move that is not the one taught."""
    return t("lessons.not_now", wrong=wrong)


def reason_of(game: Game, action: object) -> str | None:
    """The engine's refusal of `action` in the language in use ("R12: …"), or None."""
    refusal = game.refusal(action)
    return refusal_text(refusal) if refusal is not None else None


def judge(game: Game, taught: Step, action: object) -> str | None:
    """None when `action` is the taught one and legal; else the friendly line to show."""
    reason = reason_of(game, action)
    if taught.refused is not None:  # nothing is played in a step that shows a refusal
        return refused_line(reason, taught.wrong) if reason else not_now_line(taught.wrong)
    if reason is not None:
        return refused_line(reason, taught.wrong)
    return None if taught.matches(action) else not_now_line(taught.wrong)


def refusal_shown(game: Game, taught: Step, action: object) -> str | None:
    """The engine's reason when `action` is the one a refusal step asks to try and the
    engine refuses it under the step's rule (the step is then done); else None."""
    if taught.refused is None or not taught.matches(action):
        return None
    refusal = game.refusal(action)
    return refusal_text(refusal) if refusal is not None and refusal.rule == taught.refused \
        else None
