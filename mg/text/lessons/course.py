"""The guided first game as data: mg/text/lessons/lessons.json holds the board (players, deck,
oracles), and per lesson the moves that set it up and its steps (the one action that
completes each step, and the rules worth pointing at). The words are in the catalogues
(mg/locale), one key per text: `lesson.<id>.title`, `lesson.<id>.<step>.text` / `.wrong`,
`lesson.<id>.done`; they lead with what to do and why, and the rules follow as small
references (rule ids, data). Read without trusting it; no pygame."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any

from mg.engine import (
    CARDS,
    Action,
    Game,
    PlaceOracle,
    PlaceRoad,
    Refusal,
    Space,
    action_from_dict,
    neighbour,
    opposite,
    road_shape,
)
from mg.text.i18n import catalogue, refusal_text, t
from mg.text.log_words import Wording
from mg.text.narrate import tiles

MAX_TEXT = 400  # a lesson's sentences are short
MAX_RULES = 3  # a step points at a few rules at most
RULE_ID = re.compile(r"R[1-9][0-9]?")
LESSON_ID = re.compile(r"[a-z][a-z0-9_]{0,30}")


@dataclass(frozen=True)
class Reply:
    """What a lesson says to a move, for the status line: its words and the rule they point
    at (shown as a small clickable reference), if any."""

    text: str
    rule: str | None = None


@dataclass(frozen=True)
class Step:
    """One thing to do: `kind` (an action's type name), on `space` and a road with `ends`
    when given; with `refused` (a rule id), the thing to do is to try that action and see
    the engine refuse it under that rule; with `continues` (a road tile's space), the space
    is where that road points, found on the board (`aimed`). Its words are the catalogue's
    `lesson.<key>.*`; `rules` are the rules its words teach."""

    key: str  # "<lesson id>.<step number from 1>"
    kind: str
    space: Space | None
    ends: tuple[int, int] | None = None
    refused: str | None = None  # e.g. "R12": the step shows this rule's refusal
    rules: tuple[str, ...] = ()  # e.g. ("R21", "R31"): shown as small references
    continues: Space | None = None  # the road tile whose open end the step continues
    guide: tuple[int, int] | None = None  # a road shown faintly, not required

    @property
    def text(self) -> str:
        """What to do, in the language in use (without the position's values)."""
        return t(f"lesson.{self.key}.text")

    def words(self, game: Game) -> str:
        """What to do, in the language in use, with the position's values filled in: the
        round, and the tiles the card's two actions allow (what the panel counts)."""
        card = CARDS[game.card] if game.card else None
        allowed = Wording(str, game.board).text(tiles(card.roads, card.cities)) if card else ""
        return t(f"lesson.{self.key}.text", round=game.round, rounds=game.rounds, tiles=allowed)

    @property
    def wrong(self) -> str:
        """The friendly line for any other move, in the language in use."""
        return t(f"lesson.{self.key}.wrong")

    def matches(self, action: object) -> bool:
        """Whether `action` is the taught one."""
        if type(action).__name__ != self.kind:
            return False
        return (self.space is None or getattr(action, "space", None) == self.space) and (
            self.ends is None or getattr(action, "ends", None) == self.ends
        )


@dataclass(frozen=True)
class Lesson:
    """A position (the moves after the oracles) and the steps played from it."""

    key: str
    setup: tuple[Action, ...]
    steps: tuple[Step, ...]
    rules: tuple[str, ...] = ()  # the rules its closing words point at

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
        return tuple(
            t(
                "lessons.seat.learner" if k == 0 else "lessons.seat.bot",
                colour=t(f"colour.{colour}"),
            )
            for k, colour in enumerate(self.players)
        )

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
            raise ValueError(f"lessons: no short text for {key!r} in mg/text/locale/en.json")


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
    continues = space(do["continues"]) if "continues" in do else None
    return Step(key, text(do, "type"), where, ends, refused, rule_ids(data), continues)


def rule_id(value: Any) -> str:
    if not isinstance(value, str) or not RULE_ID.fullmatch(value):
        raise ValueError(f"lessons: {value!r:.40} is not a rule id like R12")
    return value


def rule_ids(data: dict[str, Any]) -> tuple[str, ...]:
    """The optional "rules" of a step or lesson: a few rule ids."""
    rules = data.get("rules", [])
    if not isinstance(rules, list) or len(rules) > MAX_RULES:
        raise ValueError(f"lessons: 'rules' must list at most {MAX_RULES} rule ids")
    return tuple(rule_id(r) for r in rules)


def lesson(data: Any) -> Lesson:
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("setup"), list)
        or not isinstance(data.get("steps"), list)
        or not data["steps"]
    ):
        raise ValueError("lessons: a lesson needs a setup and steps")
    key = text(data, "id")
    if not LESSON_ID.fullmatch(key):
        raise ValueError(f"lessons: {key!r:.40} is not a lesson id like 'found'")
    steps = tuple(step(f"{key}.{n}", s) for n, s in enumerate(data["steps"], 1))
    worded(
        [f"lesson.{key}.title", f"lesson.{key}.done"]
        + [f"lesson.{s.key}.{part}" for s in steps for part in ("text", "wrong")]
    )
    return Lesson(key, tuple(action_from_dict(a) for a in data["setup"]), steps, rule_ids(data))


def parse_course(source: str) -> Course:
    """A course from the lessons file's text; ValueError when anything is malformed."""
    data = json.loads(source)
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), list):
        raise ValueError("lessons: not a lessons file")
    strings = [data.get(k) for k in ("players", "deck")]
    if (
        not all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in strings)
        or type(data.get("seed")) is not int
        or not isinstance(data.get("oracles"), list)
    ):
        raise ValueError("lessons: players, deck, seed and oracles are needed")
    return Course(
        tuple(data["players"]),
        data["seed"],
        tuple(data["deck"]),
        tuple(space(s) for s in data["oracles"]),
        tuple(lesson(x) for x in data["lessons"]),
    )


def load_course() -> Course:
    """The game's own lessons (mg/text/lessons/lessons.json)."""
    source = resources.files("mg.text.lessons").joinpath("lessons.json").read_text("utf-8")
    return parse_course(source)


def refused_line(refusal: Refusal, wrong: str) -> Reply:
    """An illegal move: the engine's reason first (R39), then the step's friendly line; the
    rule broken follows as a small reference."""
    return Reply(t("lessons.refused", reason=refusal_text(refusal), wrong=wrong), refusal.rule)


def not_now_line(wrong: str) -> Reply:
    """A legal move that is not the one taught."""
    return Reply(t("lessons.not_now", wrong=wrong))


def judge(game: Game, taught: Step, action: object) -> Reply | None:
    """None when `action` is the taught one and legal; else what to say."""
    refusal = game.refusal(action)
    if refusal is not None:
        return refused_line(refusal, taught.wrong)
    if taught.refused is not None:  # nothing is played in a step that shows a refusal
        return not_now_line(taught.wrong)
    return None if aimed(game, taught).matches(action) else not_now_line(taught.wrong)


def refusal_shown(game: Game, taught: Step, action: object) -> Reply | None:
    """The engine's reason when `action` is the one a refusal step asks to try and the
    engine refuses it under the step's rule (the step is then done); else None."""
    if taught.refused is None or not taught.matches(action):
        return None
    refusal = game.refusal(action)
    if refusal is None or refusal.rule != taught.refused:
        return None
    return Reply(refusal_text(refusal), refusal.rule)


def aimed(game: Game, taught: Step) -> Step:
    """The step with its target found on the board: a step that continues a road aims at
    the land space that road's open end faces, showing the straight road on (R17, R18);
    without such a space, or for any other step, the step as it is."""
    if taught.continues is None:
        return taught
    target = road_onward(game, taught.continues)
    if target is None:
        return taught
    return replace(taught, space=target.space, guide=target.ends)


def road_onward(game: Game, space: Space) -> PlaceRoad | None:
    """The legal road tile that goes on from the road tile on `space`, where its open end
    points: on the land it faces (R18), or from the village or oracle it reaches (R17) —
    straight on where that is legal; when nothing can (a dead end into the sea), any legal
    road tile, so that a target is still shown; None when no road tile is legal."""
    road, joined = game.roads().get(space), game.road_anchor(space)
    if road is None or joined is None:
        return None
    ends = road[1]
    way = ends[1] if ends[0] == joined else ends[0]
    faced = neighbour(space, way)
    roads = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)]
    fits = [a for a in roads if a.space == faced and opposite(way) in a.ends]
    if not fits and game.place_at(faced) is not None:  # the road reaches a place: go on
        beyond = neighbour(faced, way)
        fits = sorted(
            (a for a in roads if any(neighbour(a.space, e) == faced for e in a.ends)),
            key=lambda a: a.space != beyond,
        )
    fits = fits or roads
    straight = [a for a in fits if road_shape(a.ends) == "straight"]
    return (straight or fits)[0] if fits else None
