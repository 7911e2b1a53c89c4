"""A player's rating on the bots' Elo scale (each level's strength, `Level.elo`, measured by
round-robin arenas: docs/ai.md): after every finished game against bots the rating moves
towards what the game showed — against each bot, a win counts 1, a draw ½, a loss 0, and the
rating gains K times the sum of (result − expected result), shared by the bots met. Pure
arithmetic: the store keeps the rating, the screens show it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

START = 1000.0  # a new player's rating: the easy bot's strength on the scale
K = 32.0  # how far one game moves the rating at most
SPREAD = 400.0  # Elo's scale: 400 points between two players is odds of 10 to 1


@dataclass(frozen=True)
class Rating:
    """A rating and how many games it was made from."""

    value: float = START
    games: int = 0


def expected(mine: float, theirs: float) -> float:
    """The result a player rated `mine` expects against one rated `theirs` (0..1)."""
    return 1.0 / (1.0 + float(10.0 ** ((theirs - mine) / SPREAD)))


def result(mine: tuple[int, bool], theirs: tuple[int, bool]) -> float:
    """One player's result against another in a finished game, each given as (final
    score, among the winners): a winner beats a non-winner (R38 broke any tie on points);
    otherwise the higher score wins, and equal scores are a draw."""
    if mine[1] != theirs[1]:
        return 1.0 if mine[1] else 0.0
    if mine[0] == theirs[0]:
        return 0.5
    return 1.0 if mine[0] > theirs[0] else 0.0


def rated(rating: Rating, met: Sequence[tuple[float, float]]) -> Rating:
    """The rating after one game against bots: `met` holds each bot's strength and the
    player's result against it. A game with no bot leaves the rating as it was."""
    if not met:
        return rating
    gain = sum(score - expected(rating.value, strength) for strength, score in met)
    return Rating(rating.value + K * gain / len(met), rating.games + 1)


def game_results(
    seats: Sequence[tuple[str, float | None]],
    scores: Sequence[int],
    winners: Sequence[bool],
) -> list[tuple[float, float]] | None:
    """What a finished game says of its one human player: each bot's strength and the
    human's result against it. `seats`: each seat's kind ("human" or a bot level) and, for a
    bot, its strength (None for any other kind: a remote player); the scores and whether
    each seat won, in the same order. None when the game does not rate a player: not
    exactly one human, a seat that is neither human nor a bot of known strength, no bot."""
    humans = [k for k, (kind, _) in enumerate(seats) if kind == "human"]
    if len(humans) != 1 or len(seats) < 2:
        return None
    me = humans[0]
    out: list[tuple[float, float]] = []
    for k, (_, strength) in enumerate(seats):
        if k == me:
            continue
        if strength is None:
            return None
        mine, theirs = (scores[me], winners[me]), (scores[k], winners[k])
        out.append((strength, result(mine, theirs)))
    return out
