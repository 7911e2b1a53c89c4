"""Where to place an oracle in the setup (R4): the places a quick look ranks first — near
the green villages where cities will be founded (R21) but not on top of them — which the
searching bots then weigh by playing on."""

from __future__ import annotations

import random

from mg.engine import Game, PlaceOracle, distance

GREEN_DISTANCE = 3  # the distance from the nearest green village a placement likes best


def oracle_options(game: Game) -> list[PlaceOracle]:
    """The legal oracle placements (R4)."""
    return [a for a in game.legal_actions() if isinstance(a, PlaceOracle)]


def oracle_prior(game: Game, options: list[PlaceOracle]) -> list[float]:
    """Each placement's quick score: near the green villages (where anyone may found a city,
    R21) at about GREEN_DISTANCE, so a city's roads can reach it."""
    board = game.board
    greens = [s for s in board.spaces if board.terrain(s) == "green"]
    return [
        -abs(min((distance(a.space, g) for g in greens), default=5) - GREEN_DISTANCE)
        for a in options
    ]


def oracle_choice(game: Game, rng: random.Random) -> PlaceOracle:
    """A placement by the quick score, with a little randomness (the easy bot's choice and
    the other players' in the searching bots' play)."""
    options = oracle_options(game)
    prior = oracle_prior(game, options)
    return max(zip(prior, options, strict=True), key=lambda e: e[0] + rng.random())[1]


def ranked_options(game: Game) -> list[PlaceOracle]:
    """The legal placements, best by the quick score first."""
    options = oracle_options(game)
    prior = oracle_prior(game, options)
    order = sorted(range(len(options)), key=lambda k: -prior[k])
    return [options[k] for k in order]
