"""A game's record as moments for the replay viewer: moment k is the game after the first k
actions of the record (0: where the record starts). The games at every CHECKPOINT-th moment
are kept from one pass over the record (`Game.replay`), so any moment is at most
CHECKPOINT - 1 actions away from a kept one, and the moment after the one shown is one
action away: stepping, playing and scrubbing never replay the whole record. Where each turn
and round starts is worked out in the same pass. No pygame here, and no words."""

from __future__ import annotations

from mg.engine import Action, EndTurn, Game, PlaceOracle

CHECKPOINT = 8  # a game kept every this many moments (a 240-action game: 31 kept)


class Timeline:
    """The moments of `game`'s record; `game` itself is not changed nor kept."""

    def __init__(self, game: Game) -> None:
        self.actions: list[Action] = game.history
        self.complete = game.history_complete  # False: no history before `start_round`
        self.start_round = game.history_start_round
        self.kept: dict[int, Game] = {}
        self.rounds: list[int] = []  # the round at each moment
        self.actors: list[str | None] = []  # who acts at each moment
        for k, position in enumerate(game.replay()):
            if k % CHECKPOINT == 0 or k == len(self.actions):
                self.kept[k] = position
            self.rounds.append(position.round)
            self.actors.append(position.current)
        # a turn starts where the record starts and after each EndTurn or oracle placed
        self.turn_starts = [0] + [
            k + 1 for k, a in enumerate(self.actions) if isinstance(a, EndTurn | PlaceOracle)
        ]
        self.round_starts = [0] + [
            k for k in range(1, len(self.rounds)) if self.rounds[k] != self.rounds[k - 1]
        ]
        self._last: tuple[int, Game] | None = None  # the moment asked for last

    @property
    def last(self) -> int:
        """The last moment: after every action of the record."""
        return len(self.actions)

    def clamp(self, k: int) -> int:
        return max(0, min(self.last, k))

    def game_at(self, k: int) -> Game:
        """The game at moment `k` (clamped to the record): a game of its own, never one
        kept, from the kept game before it or the moment asked for last."""
        k = self.clamp(k)
        base_k = k - k % CHECKPOINT
        base = self.kept[base_k]
        if self._last is not None and base_k <= self._last[0] <= k:
            base_k, base = self._last
        game = base.copy()
        for action in self.actions[base_k:k]:
            game = game.child(action)
        self._last = (k, game)
        return game.copy()

    def turn_start(self, k: int) -> int:
        """The moment the turn under way at moment `k` started (k itself at a turn's start)."""
        return max(s for s in self.turn_starts if s <= k)

    def next_turn(self, k: int) -> int:
        return min((s for s in self.turn_starts if s > k), default=self.last)

    def previous_turn(self, k: int) -> int:
        return max((s for s in self.turn_starts if s < k), default=0)

    def next_round(self, k: int) -> int:
        return min((s for s in self.round_starts if s > k), default=self.last)

    def previous_round(self, k: int) -> int:
        return max((s for s in self.round_starts if s < k), default=0)

    def turn_moves(self, k: int) -> list[Action]:
        """The actions of the turn under way at moment `k` played so far (what the board
        outlines): those since the turn started, or the whole turn just ended."""
        start = self.turn_start(k)
        if start == k and k > 0:  # a turn has just ended: it is the one to show
            start = self.turn_start(k - 1)
        return self.actions[start:k]
