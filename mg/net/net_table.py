"""A network game as this machine takes part in it, and the table its board
scenes play at (`mg.table.table.Table`): this machine's seats, each a `NetClient` on its own
thread; when hosting, the server and this machine's computer players (mg/net/hosting.py).
The lobby reads `heard()` and the board scenes `poll()`, once a frame: nothing here waits on
the network. An action of a player here is checked as a local one, then sent, and played on
this machine's copy of the game (a `Match`, never autosaved: the host's server keeps the
game) when the server's word comes back."""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections import deque
from collections.abc import Callable

from mg.engine import Action, Game, Problem
from mg.match import Match, Outcome
from mg.net.client import (
    ActionRefused,
    Chatted,
    ClocksChanged,
    Connection,
    Event,
    Failed,
    HintsAllowed,
    Joined,
    Moved,
    NetClient,
    Resynced,
    SeatsChanged,
    Spectating,
    StoodIn,
    TimedOut,
    WatchersChanged,
    admit,
)
from mg.net.hosting import HostBots, Hosting
from mg.net.kept.net_games import keep_game
from mg.net.kept.seat_tokens import keep_token, token_for
from mg.net.protocol import PHRASES, Join, SeatInfo, Watch, join_code
from mg.net.public import public_deck, public_digest, with_cards_shown
from mg.net.rooms import HAND_OVER_AFTER
from mg.store.seats import Seat
from mg.table import table
from mg.table.table import REMOTE, Answer, Banner, Coming, Company, News, SeatKind
from mg.text.game_log import Entry, Param, Phrase, Quote, SeatRef, phrase

#: Lines of chat a network table keeps (the server keeps as many for a newcomer).
CHAT_SHOWN = 50
WAIT_AGAIN = 60.0  # seconds the host's Wait puts off the offer of a dropped seat to a bot
#: Events heard and not yet shown at most: past it, the moves waiting become one game (the
#: game after them all: no move is lost, the board is drawn anew from it).
INBOX_MOST = 256
#: Failures after which connecting again may help (others: the seat is not ours any more).
TRY_AGAIN = frozenset({"net_unreachable", "net_join_timeout", "net_unexpected"})


class NetTable:
    """One network game from this machine: its code, address, seats and this machine's
    clients. The first seat's client tells the game (every client sees the same actions);
    every seat's refusals and failures are heard."""

    def __init__(self, address: str, code: str, hosting: Hosting | None = None) -> None:
        self.address, self.hosting = address, hosting
        self.code = join_code(code) or code.strip().upper()
        self.clients: dict[str, NetClient] = {}  # this machine's seats, by colour
        self.pending: list[NetClient] = []  # joining: their colour not yet known
        self.main: NetClient | None = None  # whose events tell the game
        self.bots = HostBots()
        self.seats: tuple[SeatInfo, ...] = ()
        self.game: Game | None = None  # the game as the server last told it
        self.seq = 0
        self.state = "connecting"  # of the main client: "connected", "reconnecting", "closed"
        self.problem: Problem | None = None  # the last failure, to be worded
        self.saver: Callable[[str, str], Problem | None] = keep_token
        self.inbox: deque[Event] = deque()  # heard, not yet acted on (kept across scenes)
        self.sent = False  # an action of this machine is on its way to the server
        self.waited: dict[str, float] = {}  # seats the host waits for, until when (clock)
        self.clock: Callable[[], float] = time.monotonic
        self.hints = False  # the host allows each player their own hints
        self.stand_ins: dict[str, str] = {}  # seats the server's own bot plays: its level
        self.away_since: dict[str, float] = {}  # seats seen disconnected, since when (clock)
        self.stopped: Problem | None = None  # why this machine's connection was given up
        self.watcher: NetClient | None = None  # this machine watches the game (no seat)
        self.watchers = 0  # how many spectators watch the game
        self.timing: ClocksChanged | None = None  # the game clocks as last told
        self.silenced: set[str] = set()  # the seats whose players are muted here
        self.said: deque[Chatted] = deque(maxlen=CHAT_SHOWN)  # the chat heard, in order
        self._logged: dict[int, Entry] = {}  # what of it the match's log shows (by id)
        self._match: Match | None = None  # this machine's copy, once the board opens

    # -- seats ----------------------------------------------------------------------------
    def join_here(
        self, name: str | None, colour: str | None = None, token: str | None = None
    ) -> NetClient:
        """Take a seat for a player at this machine (with the token kept for this room, so
        a rejoin takes the same seat; a hosting machine's own, hosting again)."""
        first = self.main is None  # (its token is the one kept for this room)
        if token is None and colour is None and first:  # (a second seat here, joined before
            token = token_for(self.code)  # the first was told its seat, would find its token)
        keep = (lambda code, token: self._keep(code, token)) if first else None
        client = NetClient(self.address, Join(self.code, name, colour, token), keep=keep)
        self.pending.append(client)
        if self.main is None:
            self.main = client
        client.start()
        return client

    def _keep(self, code: str, token: str) -> Problem | None:
        """A seat given here anew: its token kept, and where its game is played (to ask
        how it stands later: mg/net/follow/your_turns.py); on the client's thread."""
        return self.saver(code, token) or keep_game(code, self.address)

    def watch_here(self) -> NetClient:
        """Watch the game as a spectator: told everything a player is, never acting (no
        seat of this machine: every seat is another's)."""
        client = NetClient(self.address, Watch(self.code))
        self.watcher = self.main = client
        client.start()
        return client

    def add_bot(
        self,
        colour: str,
        level: str,
        seed: int,
        name: str | None = None,
        token: str | None = None,
        handed: bool = False,
    ) -> None:
        """A computer player of this machine takes seat `colour`, on its own thread (with
        the seat's token: a seat hosted again, or `handed` over by the host, whose token it
        asks the server for). A bot handed a seat stops when its player comes back."""
        hosting = self.hosting
        key: Callable[[], str | None] | None = None
        if handed and hosting is not None:
            key = lambda: hosting.token(colour)  # noqa: E731 (asked on the bot's thread)
        elif token is not None:
            key = lambda: token  # noqa: E731
        self.bots.add(
            self.address,
            self.code,
            colour,
            level,
            seed,
            name=name,
            token=key,
            came_back=lambda back: self.plan_seat(back, "human"),
        )

    def plan_seat(self, colour: str, kind: str) -> None:
        """Keep who plays seat `colour` when hosting (`Hosting.plan_seat`)."""
        if self.hosting is not None:
            self.hosting.plan_seat(colour, kind)

    def allow_hints(self, hints: bool) -> Problem | None:
        """The host allows each player their own hints, or not (`Hosting.allow_hints`). A
        Problem when not the host."""
        if self.hosting is None:
            return Problem("net_not_host", "network: only the host can do that")
        self.hosting.allow_hints(hints)
        return None

    def set_clock(self, kind: str | None) -> Problem | None:
        """The host chooses the game's clock before it begins (`Hosting.set_clock`). A
        Problem when not the host."""
        if self.hosting is None:
            return Problem("net_not_host", "network: only the host can do that")
        self.hosting.set_clock(kind)
        return None

    def local(self, colour: str | None) -> NetClient | None:
        """This machine's client for the seat `colour` (None: another machine's or a bot's)."""
        return self.clients.get(colour) if colour is not None else None

    def all_taken(self) -> bool:
        return bool(self.seats) and all(seat.taken for seat in self.seats)

    def seat(self, colour: str) -> SeatInfo | None:
        return next((s for s in self.seats if s.colour == colour), None)

    def company(self) -> Company:
        """Who else is connected now: the other machines' players (a host's computer
        players are its own) and, when hosting, this machine's computer players."""
        bots = self.bots.colours if self.hosting is not None else set()
        players = tuple(
            seat.colour
            for seat in self.seats
            if seat.taken
            and seat.connected
            and self.local(seat.colour) is None
            and seat.colour not in bots
        )
        mine = tuple(seat.colour for seat in self.seats if seat.colour in bots)
        return Company(self.hosting is not None, players, mine)

    # -- what was heard -------------------------------------------------------------------
    def heard(self) -> list[Event]:
        """Everything heard and not yet acted on, in order (the lobby's; never waits)."""
        self.pump()
        out = list(self.inbox)
        self.inbox.clear()
        return out

    def pump(self) -> None:
        """Take in what the clients heard (the game's state follows at once; the board acts
        on the events one at a time: `poll`, `coming`)."""
        watcher = [self.watcher] if self.watcher is not None else []
        for client in [*self.clients.values(), *self.pending, *watcher]:
            while True:
                try:
                    event = client.events.get_nowait()
                except queue.Empty:
                    break
                if self._take(client, event):
                    admit(self.inbox, event, INBOX_MOST)

    def _take(self, client: NetClient, event: Event) -> bool:
        main = client is self.main
        if isinstance(event, Joined):  # (its token kept by the client, on its own thread)
            self.clients[event.colour] = client
            if client in self.pending:
                self.pending.remove(client)
            if main:
                self.game, self.seats = event.game, event.seats
                self._saw(event.seats)
            return main
        if isinstance(event, ActionRefused):
            self.sent = False
            return True
        if isinstance(event, Failed):
            self.problem, self.sent = event.problem, False
            if main and event.fatal:
                self.stopped = event.problem
            return True
        if not main:
            return False
        if isinstance(event, Chatted):
            if self.said and event.line <= self.said[-1].line:  # (told again: a rejoin)
                return False
            self.said.append(event)
        elif isinstance(event, Spectating):
            self.game, self.seats, self.watchers = event.game, event.seats, event.watchers
            self._saw(event.seats)
        elif isinstance(event, WatchersChanged):
            self.watchers = event.count
        elif isinstance(event, ClocksChanged):
            self.timing = event
        elif isinstance(event, Moved | Resynced):
            self.game, self.seq, self.sent = event.game, event.seq, False
        elif isinstance(event, SeatsChanged):
            self.seats = event.seats
            self._saw(event.seats)
        elif isinstance(event, StoodIn):
            if event.bot is None:
                self.stand_ins.pop(event.colour, None)
            else:
                self.stand_ins[event.colour] = event.bot
        elif isinstance(event, Connection):
            self.state = event.state
        elif isinstance(event, HintsAllowed):
            self.hints = event.hints
        return True

    def _saw(self, seats: tuple[SeatInfo, ...]) -> None:
        """Who is connected now: a player back is waited for no more; one gone is away
        since now (as far as this machine knows)."""
        now = self.clock()
        for seat in seats:
            if seat.connected or not seat.taken:
                self.waited.pop(seat.colour, None)
                self.away_since.pop(seat.colour, None)
            else:
                self.away_since.setdefault(seat.colour, now)

    def reconnect(self) -> None:
        """Connect again after this machine's connection was given up: each of its seats
        that stopped joins again with its token (nothing while the connection holds)."""
        if self.stopped is None:
            return
        self.stopped, self.problem, self.state = None, None, "connecting"
        if self.watcher is not None:
            self.watch_here()
        for old in list(self.clients.values()):
            client = NetClient(self.address, Join(self.code, token=old.token))
            self.pending.append(client)
            if old is self.main:
                self.main = client
            client.start()

    def close(self) -> None:
        """Leave: every client of this machine closes (their seats stay theirs), its bots
        stop, a hosted server stops and its advert goes (off the drawing thread: nothing
        waits here)."""
        clients = [*self.clients.values(), *self.pending]
        if self.watcher is not None:
            clients.append(self.watcher)
        hosting = self.hosting
        self.bots.stop()

        def shut() -> None:
            for client in clients:
                client.close(2.0)
            if hosting is not None:
                hosting.close()

        self.clients, self.pending, self.main, self.watcher = {}, [], None, None
        threading.Thread(target=shut, name="mg-net-close", daemon=True).start()

    # -- the table (mg.table.table.Table) --------------------------------------------------
    def begin(self) -> Match:
        """The board opens: this machine's copy of the game, as a `Match` whose seats are
        this machine's players ("human") and the others ("remote": another machine's
        player or a bot client, whose actions come as events)."""
        assert self.game is not None
        seats = [
            Seat(info.name, info.colour, "human" if self.local(info.colour) else REMOTE)
            for info in self.seats
        ]
        self._match = Match(self.game.copy(), seats, saver=lambda _session: None)
        self._logged.clear()
        for line in self.said:  # (said before the board opened: at its start)
            self._log(line)
        return self._match

    @property
    def match(self) -> Match:
        assert self._match is not None, "the board opens the network game first (begin)"
        return self._match

    def submit(self, action: Action) -> Outcome | None:
        """Checked as a local action (a refusal comes back at once), then sent: played when
        the server's word comes back (`poll`)."""
        refusal = self.match.game.refusal(action)
        if refusal is not None:
            return Outcome(applied=False, refusal=refusal)
        client = self.local(self.match.game.current)
        if client is not None and not self.sent:  # (else another machine's seat, or
            self.sent = True  # ours is on its way)
            client.act(action)
        return None

    def undo(self) -> Outcome | None:
        """Ask to take back this machine's last action of its turn (R40)."""
        refusal = self.match.game.undo_refusal()
        if refusal is not None:
            return Outcome(applied=False, refusal=refusal)
        client = self.local(self.match.game.current)
        if client is not None and not self.sent:
            self.sent = True
            client.undo()
        return None

    def poll(self) -> list[News]:
        self.pump()
        news: list[News] = []
        while self.inbox and self.coming() is None:
            told = self._told(self.inbox.popleft())
            if told is not None:
                news.append(told)
            if isinstance(told, table.Played):
                break  # (it may end the scene's part: the rest waits for the next scene)
        return news

    def _told(self, event: Event) -> News | None:
        if isinstance(event, Joined | Spectating):  # (again: the game may have gone on)
            if public_digest(event.game) == public_digest(self.match.game):
                return None
            self.match.game = event.game.copy()
            return table.Replaced()
        if isinstance(event, Moved):
            return table.Played(event.action, remote_move(self.match, event.action, event.game))
        if isinstance(event, ActionRefused):
            return table.RefusedAfar(event.refusal)
        if isinstance(event, Failed):
            return table.Trouble(event.problem)
        if isinstance(event, SeatsChanged):
            return table.SeatsChanged()
        if isinstance(event, Resynced):
            self.match.game = event.game.copy()
            return table.Replaced()
        if isinstance(event, Chatted):
            entry = self._log(event)
            return table.Heard(entry) if entry is not None else None
        if isinstance(event, TimedOut):
            return table.Heard(self.match.note_time_out(event.colour))
        return None  # (the connection's state and the hints are read when drawn)

    def coming(self) -> Coming | None:
        """Another machine's move (or a bot client's), next in what was heard."""
        event = self.inbox[0] if self.inbox else None
        current = self.match.game.current
        if not isinstance(event, Moved) or self.ours(current):
            return None
        return Coming(event.action, current)

    def take_coming(self) -> table.Played | None:
        coming = self.coming()
        event = self.inbox.popleft() if coming is not None else None
        if not isinstance(event, Moved):
            return None
        return table.Played(event.action, remote_move(self.match, event.action, event.game))

    def thinking(self) -> bool:
        return self.match.bot_to_act() is not None and self.coming() is None

    def seat_kind(self, colour: str) -> SeatKind:
        """A host's own bots are bot clients, "remote" to its match, but still computer
        players; another machine's player is "away" while disconnected."""
        level = self.match.bot_level(colour)
        if level is None:
            return "here"
        if level != REMOTE or colour in self.bots.colours or colour in self.stand_ins:
            return "bot"
        seat = self.seat(colour)
        return "away" if seat is not None and seat.taken and not seat.connected else "remote"

    def ours(self, colour: str | None) -> bool:
        return self.local(colour) is not None

    def attention(self, colour: str) -> bool:
        return self.ours(colour)  # the turn came back to this machine over the network

    def hints_allowed(self) -> bool:
        return self.hints and not self.spectating()

    def spectators(self) -> int:
        return self.watchers

    def spectating(self) -> bool:
        return self.watcher is not None

    def banner(self) -> Banner | None:
        """This machine reconnecting, or its connection given up (then it may connect
        again, or leave); the seat to act played by the server's bot, or its player
        disconnected."""
        if self.stopped is not None:
            again = self.stopped.key in TRY_AGAIN
            answers: tuple[Answer, ...] = ("reconnect", "menu") if again else ("menu",)
            return Banner("gave_up", problem=self.stopped, answers=answers)
        if self.state in ("reconnecting", "connecting", "closed"):
            return Banner("reconnecting")
        colour = self.match.game.current
        seat = self.seat(colour) if colour is not None else None
        if seat is None or self.local(colour) is not None or self.match.game.is_over():
            return None
        if seat.colour in self.stand_ins:
            return Banner("stand_in", seat.colour)
        return Banner("waiting", seat.colour) if not seat.connected else None

    def offer(self) -> str | None:
        """The colour of the seat to act when its player (of another machine) is
        disconnected: the host may hand it to a bot of its own or wait; any other player
        of the game may hand it to the server's bot once it has been away a while."""
        game = self.game
        colour = game.current_player if game is not None and not game.is_over() else None
        seat = self.seat(colour) if colour is not None else None
        if seat is None or self._not_away(seat.colour):
            return None
        if self.clock() < self.waited.get(seat.colour, -1.0):
            return None
        since = self.away_since.get(seat.colour)
        if self.hosting is None and (since is None or self.clock() - since < HAND_OVER_AFTER):
            return None
        return seat.colour

    def _not_away(self, colour: str) -> bool:
        """Whether seat `colour` is no dropped player's of another machine (or is played
        by a bot already)."""
        seat = self.seat(colour)
        return (
            seat is None
            or not seat.taken
            or seat.connected
            or self.local(colour) is not None
            or colour in self.bots.colours
            or colour in self.stand_ins
            or not self.clients
        )

    def give_to_bot(self, colour: str, seed: int, level: str = "hard") -> Problem | None:
        """The disconnected seat `colour` is handed to a bot until its player comes back
        with the token: the host's own bot, which plays on with the seat's token (the
        server stays the referee); on another machine, the server's own bot (asked of the
        server, which says so to every seat). A Problem (nothing done) when that seat is
        not a disconnected player's."""
        if self._not_away(colour):
            return Problem(
                "net_seat_not_away", "network: the {colour} seat is not disconnected", colour=colour
            )
        if self.hosting is None:
            if self.main is not None:
                self.main.hand_over(colour)
            self.waited[colour] = self.clock() + WAIT_AGAIN  # (not offered while it is asked)
            return None
        self.plan_seat(colour, level)
        self.add_bot(colour, level, seed, handed=True)
        return None

    def wait_for(self, colour: str) -> None:
        """The host waits for the disconnected player of `colour`: the offer to hand the
        seat to a bot goes for WAIT_AGAIN seconds (or until they come back and drop again)."""
        self.waited[colour] = self.clock() + WAIT_AGAIN

    def stop_planning(self) -> None:
        """Nothing is planned here: this machine's bots play on at the server."""

    def clocks(self) -> list[tuple[str, float, bool]]:
        """Each seat's time as the server last told it, less what went by here since for
        the one running."""
        timing = self.timing
        if timing is None or len(timing.left) != len(self.seats):
            return []
        gone = self.clock() - timing.at
        return [
            (
                s.colour,
                max(0.0, left - gone) if s.colour == timing.running else float(left),
                s.colour == timing.running,
            )
            for s, left in zip(self.seats, timing.left, strict=True)
        ]

    # -- chat -----------------------------------------------------------------------------
    def can_chat(self) -> bool:
        return bool(self.clients) and self.main is not None and not self.spectating()

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        """Say a line or a quick phrase to everyone at the game (through the first seat of
        this machine: the server says who)."""
        if self.can_chat() and self.main is not None:
            self.main.chat(text, phrase)

    def mute(self, colour: str, muted: bool) -> None:
        if muted:
            self.silenced.add(colour)
        else:
            self.silenced.discard(colour)
        if self._match is None:
            return
        log = self._match.log
        if muted:  # what they said goes from the log shown here
            gone = {id(e) for e in self._logged.values() if _speaker(e) == colour}
            log[:] = [e for e in log if id(e) not in gone]
            self._logged = {k: e for k, e in self._logged.items() if id(e) not in gone}
        else:  # … and comes back, at the end (its moment is past)
            for line in self.said:
                if line.colour == colour:
                    self._log(line)

    def muted(self, colour: str) -> bool:
        return colour in self.silenced

    def _log(self, line: Chatted) -> Entry | None:
        """A line heard, in the match's log where the game is now (None: its player is muted,
        or it is there already)."""
        if self._match is None or line.colour in self.silenced or id(line) in self._logged:
            return None
        said: Param
        if line.text is not None:
            said = Quote(line.text)
        else:
            known = line.phrase in PHRASES
            said = phrase(f"chat.phrase.{line.phrase}" if known else "chat.phrase_unknown")
        entry = self._match.note_said(line.colour, said)
        self._logged[id(line)] = entry
        return entry


def _speaker(entry: Entry) -> str | None:
    """Who said a chat entry (`Match.note_said`)."""
    said = entry.said
    if not isinstance(said, Phrase):
        return None
    who = dict(said.params).get("who")
    return who.colour if isinstance(who, SeatRef) else None


def remote_move(match: Match, action: Action | None, after: Game) -> Outcome:
    """Play on `match` an action the server accepted (None: an undo, R40): a card it shows
    (R5) is put in place first; a copy that does not fit takes the server's game (and the
    move is played all the same, shown without animation)."""
    if action is None:
        outcome = match.undo()
    else:
        deck = public_deck(after)
        if deck != public_deck(match.game):
            with contextlib.suppress(ValueError):
                match.game = with_cards_shown(match.game, deck)
        outcome = match.apply(action)
    if not outcome.applied or public_digest(match.game) != public_digest(after):
        match.game = after.copy()  # (the board is drawn anew from it)
    if not outcome.applied:  # played all the same: the server's game shows it
        outcome = Outcome(applied=True, undone=action is None)
    return outcome
