"""The rules of Magna Grecia as plain Python (never imports pygame). Everything a caller
needs is named here; the submodules are the engine's own business."""

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
from .effects import (
    CardRevealed,
    CitiesMerged,
    CityExtended,
    CityFounded,
    Effect,
    Effects,
    GameEnded,
    MarketBuilt,
    MarketReturned,
    MarketSold,
    OraclePlaced,
    OracleTurned,
    PhaseChanged,
    PlacesConnected,
    RoadLaid,
    ScoreChanged,
    TilesDrawn,
    TurnPassed,
)
from .encoding import ActionCodec
from .enums import Colour, Phase
from .game import WIN, Game
from .game_stats import LeadChange, Sample, Statistics, statistics
from .hexgrid import DIRECTIONS, Space, distance, neighbour, neighbours, opposite
from .observation import Observation
from .problem import Problem
from .queries import ROAD_TILES, RoadShape, TurnAllowance, TurnPlayed, road_with_shape
from .refusal import Refusal
from .rules.cards import CARDS, COLOURS, Card
from .rules.holdings import Holding, Holdings
from .rules.roads import road_shape
from .rules.scoring import ScoringEvent, Standing

__all__ = [
    "CARDS",
    "COLOURS",
    "DIRECTIONS",
    "ROAD_TILES",
    "WIN",
    "Action",
    "ActionCodec",
    "Board",
    "BuildMarket",
    "Card",
    "CardRevealed",
    "CitiesMerged",
    "CityExtended",
    "CityFounded",
    "Colour",
    "Draw",
    "Effect",
    "Effects",
    "EndActions",
    "EndTurn",
    "Game",
    "GameEnded",
    "Holding",
    "Holdings",
    "IllegalAction",
    "LeadChange",
    "MarketBuilt",
    "MarketReturned",
    "MarketSold",
    "Observation",
    "OraclePlaced",
    "OracleTurned",
    "Phase",
    "PhaseChanged",
    "PlaceCity",
    "PlaceOracle",
    "PlaceRoad",
    "PlacesConnected",
    "Problem",
    "Refusal",
    "RoadLaid",
    "RoadShape",
    "Sample",
    "ScoreChanged",
    "ScoringEvent",
    "SellMarket",
    "Space",
    "Standing",
    "Statistics",
    "TilesDrawn",
    "TurnAllowance",
    "TurnPassed",
    "TurnPlayed",
    "action_from_dict",
    "action_to_dict",
    "distance",
    "neighbour",
    "neighbours",
    "opposite",
    "road_shape",
    "road_with_shape",
    "statistics",
]
