"""The rules of Magna Grecia as plain Python (never imports pygame)."""

from .actions import (
    Action,
    BuildMarket,
    Draw,
    EndActions,
    EndTurn,
    IllegalAction,
    PlaceCity,
    PlaceOracle,
    PlaceRoad,
    SellMarket,
    action_from_dict,
    action_to_dict,
)
from .board import Board
from .game import Game
from .hexgrid import DIRECTIONS, Space, distance, neighbour, opposite
from .problem import Problem
from .refusal import Refusal
from .rules.cards import CARDS, COLOURS, Card
from .rules.roads import road_shape
from .rules.scoring import ScoringEvent, Standing

__all__ = [
    "Action", "Board", "BuildMarket", "CARDS", "COLOURS", "Card", "DIRECTIONS", "Draw",
    "EndActions", "EndTurn", "Game", "IllegalAction", "PlaceCity", "PlaceOracle", "PlaceRoad",
    "Problem", "Refusal", "ScoringEvent", "SellMarket", "Space", "Standing", "action_from_dict",
    "action_to_dict", "distance", "neighbour", "opposite", "road_shape",
]
