"""The public face of the engine: `Game` (see the README's engine API)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from typing import Any

from .actions import (
    Action,
    EndTurn,
    IllegalAction,
    PlaceOracle,
    action_from_dict,
    action_to_dict,
)
from .board import Board
from .effects import Effects
from .enums import ACTIONS, MARKET, OVER, Colour, Phase
from .hexgrid import Space
from .observation import Observation, deal_hidden, public_deck
from .problem import Problem
from .queries import (
    TurnAllowance,
    TurnPlayed,
    cities_next_to,
    place_id,
    road_anchor,
    road_other_end,
    road_places,
    turn_allowance,
    turns_played,
)
from .record import (
    History,
    Origin,
    history_actions,
    history_length,
    is_new_game,
    pushed,
    state_digest,
)
from .record import decode as decode_record
from .record import encode as encode_record
from .refusal import Refusal, refuse
from .rules.cards import CARDS, COLOURS
from .rules.checks import refusal_of, space_index, why_illegal
from .rules.cities import own_cities_next_to, villages_to_cover
from .rules.holdings import Holdings, holdings
from .rules.legal import legal_actions
from .rules.moves import perform
from .rules.scoring import (
    ScoringEvent,
    Standing,
    final_events,
    is_active,
    market_cost,
    market_value,
    oracle_controller,
    score_before_final,
    standings,
    winners,
)
from .rules.setup import new_state
from .rules.state import NO, SOLD, State, market_bits
from .rules.turns import allowance, oracles_placed
from .save import state_facts, state_from_dict, state_to_dict

#: What a game is worth to each player once over (`Game.returns`): the winners share WIN.
WIN = 1.0
SAVE_FORMAT = "magna-grecia"
SAVE_VERSION = 1
MAX_SAVE_CHARS = 5_000_000


_CARD_PHASES = (ACTIONS, MARKET)


class Game:
    """One game of Magna Grecia: state, rules, undo and saving, for every caller."""

    def __init__(self, state: State, seed: int = 0) -> None:
        self._st = state
        self._undo: list[State] = []
        self._turn_actions: list[Action] = []
        self._origin = Origin(state, False)  # where the record starts (`record`)
        self._history: History = None  # every action since, shared by copies
        self.seed = seed
        self._rng = random.Random(seed)
        self._rng_shared = False  # a copy shares it until either of them reads it

    @property
    def rng(self) -> random.Random:
        """The game's own random generator, for callers that need chance (never the global
        one); a copy of the game has its own, in the state it was in when copied."""
        if self._rng_shared:  # copied lazily: most copies (a bot's) never draw from it
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_shared = value, False

    # -- construction -------------------------------------------------------------
    @classmethod
    def new(
        cls,
        players: Sequence[str],
        *,
        seed: int = 0,
        rounds: int = 12,
        board: Board | None = None,
        oracles: int | None = None,
        deck: list[str] | None = None,
    ) -> Game:
        """A new game in the oracle setup (R1-R6). Bad arguments raise ValueError."""
        st = new_state(players, seed=seed, rounds=rounds, board=board, oracles=oracles, deck=deck)
        game = cls(st, seed)
        game._origin = Origin(st, True)
        return game

    # -- read-only state ----------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._st.board

    @property
    def players(self) -> list[str]:
        return [COLOURS[c] for c in self._st.players]

    @property
    def phase(self) -> Phase:
        return self._st.phase

    @property
    def round(self) -> int:
        return self._st.round

    @property
    def rounds(self) -> int:
        return self._st.rounds

    @property
    def deck(self) -> list[str]:
        return list(self._st.deck)

    @property
    def card(self) -> str | None:
        st = self._st
        return st.deck[st.round - 1] if st.phase in _CARD_PHASES else None

    @property
    def next_card(self) -> str | None:
        st = self._st
        if st.phase == OVER or st.round >= st.rounds:
            return None
        return st.deck[st.round]

    @property
    def current(self) -> str | None:
        return self.current_player

    @property
    def current_player(self) -> Colour | None:
        """The colour to act now (R4, R9, R10); None once the game is over."""
        return None if self._st.phase == OVER else COLOURS[self._st.current]

    @property
    def player_to_act(self) -> Colour:
        """The colour to act now, where someone must (R4, R9, R10): asked about an action to
        be taken; a game that is over has nobody and raises a Problem (`game_over`, R6)."""
        if self._st.phase == OVER:
            raise Problem("game_over", "the game is over (R6): nobody is to act")
        return COLOURS[self._st.current]

    @property
    def score(self) -> dict[str, int]:
        return {COLOURS[c]: self._st.score[c] for c in self._st.players}

    @property
    def hand(self) -> dict[str, tuple[int, int]]:
        st = self._st
        return {COLOURS[c]: (st.hand_roads[c], st.hand_cities[c]) for c in st.players}

    @property
    def reserve(self) -> dict[str, tuple[int, int]]:
        st = self._st
        return {COLOURS[c]: (st.res_roads[c], st.res_cities[c]) for c in st.players}

    @property
    def markets_left(self) -> dict[str, int]:
        return {COLOURS[c]: self._st.markets_left[c] for c in self._st.players}

    @property
    def oracles_to_place(self) -> int:
        """How many oracles are still to be placed in the setup (R4)."""
        return self._st.oracles_total - oracles_placed(self._st)

    def turn_allowance(self) -> TurnAllowance:
        """R11/R12: what this turn's card still allows, what was placed, and whether R11's
        raised action is in use (all zero outside the actions and market phases)."""
        return turn_allowance(self._st, self.card)

    @property
    def turn(self) -> dict[str, Any]:
        """This turn's bookkeeping: tiles placed, founded, market action done (R12, R21, R28)."""
        st = self._st
        return {
            "roads_placed": st.roads_placed,
            "cities_placed": st.cities_placed,
            "founded": st.founded,
            "market_done": st.market_done,
            "extensions": [st.board.spaces[i] for i in st.ext_tiles],
        }

    @property
    def turn_actions(self) -> list[Action]:
        """The actions of the current turn so far, oldest first (what undo takes back)."""
        return list(self._turn_actions)

    # -- rules --------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return legal_actions(self._st)

    def why_illegal(self, action: object) -> str | None:
        return why_illegal(self._st, action)

    def refusal(self, action: object) -> Refusal | None:
        """Why `action` is illegal now as data (rule id, message key, parameters), or None;
        `refusal(a).text()` is exactly `why_illegal(a)`."""
        return refusal_of(self._st, action)

    def apply(self, action: Action) -> Effects:
        """Apply a legal action and say what it changed (typed effects, in order); an
        illegal one raises IllegalAction, with its `refusal` as data, and changes nothing.
        The rules are asked once: ask `refusal` first only to know without playing."""
        refusal = refusal_of(self._st, action)
        if refusal is not None:
            raise IllegalAction(refusal.text(), refusal)
        return self._play(action)

    def _play(self, action: Action) -> Effects:
        """`apply` once the action is known to be legal."""
        before = self._st
        self._st = before.copy()
        try:
            perform(self._st, action)
        except Exception:
            self._st = before
            raise
        self._history = pushed(self._history, action)
        if isinstance(action, EndTurn | PlaceOracle):  # the turn has passed on (R40)
            self._undo.clear()
            self._turn_actions.clear()
        else:
            self._undo.append(before)
            self._turn_actions.append(action)
        return Effects(before, self._st, action)

    def child(self, action: Action) -> Game:
        """The game after `action`, which must be legal (not checked): for search, which
        takes actions from `legal_actions()`; no undo is kept (the child's turn starts with
        it). An illegal action gives an undefined game or raises."""
        twin = Game.__new__(Game)
        twin._st = self._st.copy()
        perform(twin._st, action)
        twin._undo = []
        twin._turn_actions = []
        twin._origin = self._origin
        twin._history = pushed(self._history, action)
        twin.seed = self.seed
        twin._rng = self._rng
        twin._rng_shared = self._rng_shared = True
        return twin

    def is_over(self) -> bool:
        """Whether the game has ended (R37)."""
        return self._st.phase == OVER

    def returns(self) -> dict[str, float]:
        """What the game is worth to each colour: once over, the winners (R38) share WIN
        (1 each for a sole winner, 1/k each for a victory shared by k) and the others get 0;
        0 for everyone while it goes on. The values add up to WIN at the end."""
        if not self.is_over():
            return {colour: 0.0 for colour in self.players}
        best = self.winners()
        return {colour: WIN / len(best) if colour in best else 0.0 for colour in self.players}

    def observation(self, colour: str) -> Observation[Game]:
        """What `colour` may know (R5: the cards played, this card and the next; every
        piece on the board is public), with the hidden cards' order kept from it."""
        st = self._st
        deck = public_deck(st.deck, st.round, st.phase == OVER)
        view = self.redeal(deal_hidden(deck, None)) if None in deck else self.copy()
        view.seed = 0  # the seed dealt the deck (R5): a view keeps none of it
        view.rng = random.Random(0)
        return Observation(colour, deck, view)

    def redeal(self, cards: list[str]) -> Game:
        """A copy with the cards of the rounds R5 keeps hidden replaced by `cards[k]` (the
        public ones must be given unchanged; for a bot's determinization). No undo is kept.
        """
        st = self._st
        shown = st.round + 1
        if (
            len(cards) != len(st.deck)
            or list(st.deck[:shown]) != cards[:shown]
            or len(set(cards)) != len(cards)
            or not set(cards) <= CARDS.keys()
        ):
            raise ValueError("redeal: the public cards must stay and every card be distinct")
        twin = self.copy()
        twin._st.deck = tuple(cards)
        twin._undo, twin._turn_actions = [], []
        start = self._origin.state.copy()  # the record deals the same cards
        start.deck = tuple(cards)
        twin._origin = Origin(start, self._origin.from_setup)
        return twin

    def undo(self) -> None:
        """R40: take back the last action of the current turn."""
        refusal = self.undo_refusal()
        if refusal is not None:
            raise IllegalAction(refusal.text(), refusal)
        self._st = self._undo.pop()
        self._turn_actions.pop()
        assert self._history is not None  # the undone action is the history's last
        self._history = self._history[2]

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo_refusal(self) -> Refusal | None:
        """Why undo is refused now (R40: nothing done yet this turn), or None."""
        return None if self._undo else refuse("nothing_to_undo")

    # -- copies and saving --------------------------------------------------------
    def copy(self) -> Game:
        twin = Game.__new__(Game)
        twin._st = self._st.copy()
        twin._undo = list(self._undo)
        twin._turn_actions = list(self._turn_actions)
        twin._origin, twin._history = self._origin, self._history
        twin.seed = self.seed
        twin._rng = self._rng
        twin._rng_shared = self._rng_shared = True
        return twin

    def to_json(self) -> str:
        """The game as JSON: the state at the start of this turn plus this turn's actions."""
        base = self._undo[0] if self._undo else self._st
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "seed": self.seed,
                "map": base.board.to_text(),
                "state": state_to_dict(base),
                "turn_actions": [action_to_dict(a) for a in self._turn_actions],
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Rebuild a game from `to_json`; anything malformed or hostile raises a Problem (a
        ValueError) naming what is wrong; any other exception is a bug of the reader."""
        if not isinstance(text, str | bytes) or len(text) > MAX_SAVE_CHARS:
            raise Problem("save_not_a_game", "save: not a saved game")
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:
            raise Problem("save_not_json", "save: not valid JSON ({why})", why=str(exc)) from None
        except ValueError:  # an integer of more than 4300 digits
            raise Problem(
                "save_number_too_long", "save: a number in it is far too long to be real"
            ) from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise Problem("save_not_ours", "save: not a Magna Grecia saved game")
        if data.get("version") != SAVE_VERSION:
            raise Problem(
                "save_version",
                "save: unsupported version {version}",
                version=f"{data.get('version')!r:.20}",
            )
        seed, map_text = data.get("seed"), data.get("map")
        if type(seed) is not int or not isinstance(map_text, str):
            raise Problem("save_seed_map", "save: missing seed or map")
        board = Board.from_text(map_text)
        base = state_from_dict(data.get("state"), board)
        game = cls(base, seed)
        game._origin = Origin(base, is_new_game(base, seed))
        actions = data.get("turn_actions")
        if not isinstance(actions, list) or len(actions) > 100:
            raise Problem("save_turn_actions", "save: turn_actions must be a short list")
        for item in actions:
            action = action_from_dict(item)
            refusal = game.refusal(action)
            if refusal is not None:
                raise Problem(
                    "save_illegal_action",
                    "save: a recorded action is illegal ({reason})",
                    reason=refusal,
                )
            game.apply(action)
        return game

    # -- the record: the setup and every action since (docs/record-format.md) -----------
    @property
    def history(self) -> list[Action]:
        """Every action played since the record starts, oldest first (undone ones gone)."""
        return history_actions(self._history)

    @property
    def history_length(self) -> int:
        """How many actions the record holds (`len(history)`, without building the list)."""
        return history_length(self._history)

    @property
    def history_complete(self) -> bool:
        """Whether the record starts at the new game's setup; False for a game loaded from
        a save made before records, whose record starts at the state that save held."""
        return self._origin.from_setup

    @property
    def history_start_round(self) -> int:
        """The round the record starts in: 0 (the oracles' setup) for a complete record;
        for one that is not, no history is known before this round."""
        return self._origin.state.round

    def turns_played(self) -> list[TurnPlayed]:
        """R9: every whole turn of the rounds in the record, oldest first: whose it was and
        where it lies in the record (the turn under way is not one of them)."""
        return turns_played(self._st, self.history)

    def record(self) -> dict[str, Any]:
        """The game as a record, JSON-ready: the setup (or the state it started at), every
        action since in order, and the digest of the state now (docs/record-format.md)."""
        return encode_record(self._origin, self.seed, self._history, self._st)

    def digest(self) -> str:
        """The digest of the state now, as `record()` gives it (docs/record-format.md),
        without writing every action of the record out (a server tells it at each one)."""
        return state_digest(self._st)

    @classmethod
    def from_record(cls, data: Any) -> Game:
        """The game a record holds, rebuilt by replaying every action through the rules
        (each checked: an illegal one is refused with its index and the rule's refusal);
        anything wrong raises a Problem (a ValueError) and nothing is kept."""
        parts = decode_record(data)
        game = cls(parts.origin.state, parts.seed)
        game._origin = parts.origin
        for index, action in enumerate(parts.actions):
            refusal = game.refusal(action)
            if refusal is not None:
                raise Problem(
                    "record_illegal",
                    "record: action {index} is illegal ({reason})",
                    index=index,
                    reason=refusal,
                )
            game._play(action)
        if state_digest(game._st) != parts.digest:
            raise Problem(
                "record_digest", "record: the game replayed does not end as recorded (digest)"
            )
        return game

    def record_prefix(self, n: int) -> Game:
        """The game after the first `n` actions of this game's record (0: where it starts),
        its record those `n` actions; ValueError outside 0..history_length."""
        if type(n) is not int or not 0 <= n <= self.history_length:
            raise ValueError(f"record_prefix: n must be from 0 to {self.history_length}")
        return next(g for k, g in enumerate(self.replay()) if k == n)

    def replay(self) -> Iterator[Game]:
        """The game where its record starts, then after each action of it in turn: each an
        independent game (with the undo of its turn), for a replay viewer to keep."""
        game = Game(self._origin.state, self.seed)
        game._origin = self._origin
        yield game.copy()
        for action in self.history:
            game._play(action)
            yield game.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self.to_json())

    def _key(self) -> tuple[Any, ...]:
        """Equal games: same board, same state, same turn so far (which fixes the undo)."""
        base = state_facts(self._undo[0]) if self._undo else None
        return (self.seed, self._st.board, state_facts(self._st), base, self._turn_actions)

    # -- queries for the UI and tests ----------------------------------------------
    def _place(self, space: object) -> int:
        i = space_index(self._st, space)
        return NO if i is None else self._st.place_of(i)

    def place_at(self, space: Space) -> tuple[int, int] | None:
        """The place id (its first space in (r, q) order) on `space`, or None; market
        actions are listed once a place, on its id (a click on any tile maps to it)."""
        return place_id(self._st, space)

    def place_spaces(self, space: Space) -> list[tuple[int, int]]:
        """Every space of the place on `space` (a city's tiles), or []."""
        p = self._place(space)
        sp = self._st.board.spaces
        return [] if p == NO else [sp[t] for t in self._st.place_tiles(p)]

    def connections(self, space: Space) -> set[tuple[int, int]]:
        """R20: the ids of the places directly connected to the place on `space`."""
        p = self._place(space)
        sp = self._st.board.spaces
        return set() if p == NO else {sp[q] for q in self._st.connections().get(p, ())}

    def market_value(self, space: Space) -> int | None:
        """R33: the value of a market in the place on `space` (None off places)."""
        p = self._place(space)
        return None if p == NO else market_value(self._st, p)

    def market_cost(self, colour: str, space: Space) -> int | None:
        """R29: what `colour` would pay for a market there; None where R29/R30 forbid it."""
        p = self._place(space)
        if p == NO or colour not in COLOURS:
            return None
        return market_cost(self._st, COLOURS.index(colour), p)

    def markets_at(self, space: Space) -> dict[str, str]:
        """{colour: "unsold" | "sold"} for every market in the place on `space`; once the
        game is over, only those R37 left on the board (sold and inactive ones are gone)."""
        markets = self.markets_before_final(space)
        if self._st.phase != OVER:
            return markets
        return {
            colour: how
            for colour, how in markets.items()
            if how == "unsold" and self.market_active(colour, space)
        }

    def markets_before_final(self, space: Space) -> dict[str, str]:
        """{colour: "unsold" | "sold"} for every market in the place on `space` as it stood
        before R37's final scoring (the same as `markets_at` until the game is over)."""
        p = self._place(space)
        if p == NO:
            return {}
        word = self._st.place_markets(p)
        return {
            COLOURS[c]: "sold" if market_bits(word, c) == SOLD else "unsold"
            for c in range(4)
            if market_bits(word, c)
        }

    def market_space(self, colour: str, space: Space) -> tuple[int, int] | None:
        """The tile on which `colour`'s market in the place on `space` stands, or None: the
        tile it was built on, which stays its tile when the city grows or merges (R25, R26),
        while the place's id may move to another tile."""
        p = self._place(space)
        if p == NO or colour not in COLOURS:
            return None
        t = self._st.market_tile(p, COLOURS.index(colour))
        return None if t == NO else self._st.board.spaces[t]

    def market_active(self, colour: str, space: Space) -> bool:
        """R32: whether a market of `colour` in the place on `space` is (or would be) active."""
        p = self._place(space)
        return p != NO and colour in COLOURS and is_active(self._st, COLOURS.index(colour), p)

    def oracle_controller(self, space: Space) -> str | None:
        """R35: the colour whose city the oracle on `space` points at, or None."""
        i = space_index(self._st, space)
        c = NO if i is None else oracle_controller(self._st, i)
        return None if c == NO else COLOURS[c]

    def oracle_target(self, space: Space) -> tuple[int, int] | None:
        """The id of the city the oracle on `space` points at, or None."""
        st = self._st
        i = space_index(st, space)
        ptr = st.oracle_ptr.get(i, NO) if i is not None else NO
        return None if ptr == NO else st.board.spaces[st.city_rep[ptr]]

    def city_kind(self, space: Space) -> str | None:
        """R21/R22: "extend" where a city tile of the player to act would extend one of their
        cities, "found" where it would found one (legal or not); None off the board."""
        i = space_index(self._st, space)
        if i is None or self._st.phase == OVER:
            return None
        return "extend" if own_cities_next_to(self._st, i, self._st.current) else "found"

    def cities_next_to(self, space: Space, colour: str) -> list[tuple[int, int]]:
        """R22/R26: the ids of `colour`'s cities touching `space` (those a city tile of that
        colour there would extend, or merge into one), in (r, q) order."""
        if colour not in COLOURS:
            return []
        return cities_next_to(self._st, space, COLOURS.index(colour))

    def villages_to_cover(self) -> list[tuple[int, int]]:
        """R23/R27: the uncovered villages this turn's extending city tiles touch (with those
        that covering them would touch), which the player to act must still cover with city
        tiles before drawing or ending the actions; [] when there are none."""
        st = self._st
        if st.phase != ACTIONS:
            return []
        todo = villages_to_cover(st, st.current, st.ext_tiles) or set()
        return sorted((st.board.spaces[v] for v in todo), key=lambda s: (s[1], s[0]))

    def places(self) -> list[tuple[int, int]]:
        """Every place id: villages, oracles and cities (R8), in (r, q) order."""
        return [self._st.board.spaces[p] for p in self._st.places()]

    def oracles(self) -> list[tuple[int, int]]:
        """The spaces holding oracles."""
        return [self._st.board.spaces[o] for o in sorted(self._st.oracle_ptr)]

    def cities(self) -> dict[tuple[int, int], str]:
        """Every city tile's space and colour."""
        st = self._st
        return {st.board.spaces[i]: COLOURS[c] for i, c in enumerate(st.city) if c != NO}

    def roads(self) -> dict[tuple[int, int], tuple[str, tuple[int, int]]]:
        """Every road tile's space, colour and ends."""
        st = self._st
        return {
            st.board.spaces[i]: (COLOURS[c], e)
            for i, (c, e) in enumerate(zip(st.road_col, st.road_ends, strict=True))
            if e is not None
        }

    def limits(self) -> dict[str, int]:
        """R12: the most roads, cities and draws still open this turn (totals for the turn)."""
        card = self.card
        if card is None:
            return {"roads": 0, "cities": 0, "draw": 0}
        r, c, d = allowance(card, self._st.roads_placed, self._st.cities_placed)
        return {"roads": r, "cities": c, "draw": d}

    def projected_scores(self) -> dict[str, int]:
        """Each player's total if the game ended now: score + active markets + oracles."""
        totals = self.score
        if self._st.phase != OVER:
            for event in final_events(self._st):
                totals[event.colour] += event.points
        return totals

    def holdings(self) -> Holdings:
        """What every player holds on the board now, in one pass (mg/engine/rules/holdings.py):
        projected score, cities with their connections, unsold markets, open road ends;
        and the uncovered villages and oracles. For bots weighing many positions."""
        return holdings(self._st, self._st.phase == OVER)

    def final_scoring(self) -> list[ScoringEvent]:
        """R37: the ordered scoring events (computed on the board as it stands)."""
        return final_events(self._st)

    def score_before_final(self) -> dict[str, int]:
        """Each player's score before R37's final scoring (the score itself until the end)."""
        before = score_before_final(self._st)
        return {COLOURS[c]: before[c] for c in self._st.players}

    def standings(self) -> list[Standing]:
        """R37/R38: each player's final scoring line, in rank order (projected until the
        game is over): start score, markets and oracles scored, total, tiles left, rank."""
        return standings(self._st)

    def road_places(self, space: Space) -> list[tuple[int, int]]:
        """R20: the ids of the places the ends of the road through the road tile on `space`
        face, in end order ([] when they face no place, or no road tile is there)."""
        return road_places(self._st, space)

    def road_anchor(self, space: Space) -> int | None:
        """R17/R18: the end by which the road tile on `space` joined its road (an own road
        tile it extends, else a city, else a village or oracle where another own road
        ends), on the board as it stands; None when no road tile is there."""
        return road_anchor(self._st, space)

    def road_other_end(self, space: Space) -> int | None:
        """The end of the road tile on `space` that is not its anchor (`road_anchor`): where
        its road goes on; None when no road tile is there."""
        return road_other_end(self._st, space)

    def winners(self) -> list[str]:
        """R38: the winning colours (several on a shared victory)."""
        return [COLOURS[c] for c in winners(self._st)]

    def tiles_left(self, colour: str) -> int:
        """R38's tie-break: road and city tiles in hand and reserve."""
        h, r = self.hand[colour], self.reserve[colour]
        return h[0] + h[1] + r[0] + r[1]

    def __repr__(self) -> str:
        return f"<Game {self.players} round {self.round} {self.phase} {self.current}>"
