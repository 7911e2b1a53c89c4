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
)
from .board import Board
from .cards import CARDS, COLOURS, Card
from .game import Game
from .scoring import ScoringEvent, Standing

__all__ = [
    "Action", "Board", "BuildMarket", "CARDS", "COLOURS", "Card", "Draw", "EndActions", "EndTurn",
    "Game", "IllegalAction", "PlaceCity", "PlaceOracle", "PlaceRoad", "ScoringEvent",
    "SellMarket", "Standing",
]
