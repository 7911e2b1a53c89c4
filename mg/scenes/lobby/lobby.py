"""The lobby of a network game: its join code, large, and where to join it; the
seats, each named as every window names it, with its state in words. The host also chooses
what each free seat becomes — open for a player of another machine, a player at this
machine (hot-seat) or a bot of this machine — one button a choice, and starts when every
seat is taken or given. The hosting server is opened off the drawing thread while the lobby
shows (`mg.net.hosting.Opening`): drawing never waits."""

from __future__ import annotations

import pygame
import pygame_gui

from mg.engine import Problem
from mg.net.client import Failed
from mg.net.hosting import SEAT_PLANS, Hosting, Opening, ServerRoom
from mg.net.net_table import NetTable
from mg.net.protocol import CLOCKS, SeatInfo
from mg.scenes.base import Scene
from mg.scenes.context import Context
from mg.scenes.lobby.common import (
    column,
    draw_room,
    make_button,
    screen_event,
    seat_name,
    seat_state,
    write,
)
from mg.scenes.manager import button_h, make_manager
from mg.scenes.menu.backdrop import Backdrop
from mg.sprites.paint import palette as pal
from mg.store.seats import Seat
from mg.text.i18n import problem_text, t
from mg.text.seat_words import seat_names

ROW = 68  # a seat's row: its name over its state (lengths designed at 1920x1080)
CHOICE_W = 240  # a choice's button


class LobbyScene(Scene):
    """A network game's lobby: hosting (`net` None: the server is being opened; `server`:
    a room opened on the server at that address, not on this machine) or joined."""

    name = "lobby"
    soundscape = "menu"

    def __init__(
        self,
        ctx: Context,
        net: NetTable | None = None,
        again: str | None = None,
        server: str | None = None,
        clock: str | None = None,
    ) -> None:
        super().__init__(ctx)
        self.server = server
        self.net = net
        self.again = again  # the kept game hosted again (its id), or None: a new game
        self.backdrop = Backdrop(ctx)  # (the menu's picture, composed once for every screen)
        setup = self.nav.setup
        self.setup_seats = setup.seats[: setup.players]
        self.hosting = net is None or net.hosting is not None
        # what each seat becomes at Start, unless a player of another machine takes it
        self.plans = {
            seat.colour: ("bot" if seat.kind != "human" else "open") for seat in self.setup_seats
        }
        self.hints = False  # the host allows each player their own hints
        # the game clock the host chose (CLOCKS), or none; a room on a server is opened with
        # its clock (Host a game… → on a server), which the lobby then shows, unchanged
        self.clock: str | None = clock
        self.started = again is not None  # hosted again: every seat is already someone's
        self.problem: Problem | None = None
        self._opening: Opening | None = None
        if net is None:
            players = [seat.colour for seat in self.setup_seats]
            name = f"Magna Grecia – {seat_names(self.setup_seats)[0]}"
            self._opening = Opening(players, self.nav.setup.rounds, name, again, server, clock)
        self._build()

    # -- hosting --------------------------------------------------------------------------
    def _opened(self) -> None:
        """The server is up: this machine takes the first seat."""
        opened = self._opening.result() if self._opening is not None else None
        if opened is not None:
            self._opening = None
        if isinstance(opened, Problem):
            self.problem = opened
        elif isinstance(opened, ServerRoom):  # its server is the referee: no hosting here
            self.net = NetTable(opened.address, opened.code)
            self.nav.network(self.net)
            self.net.join_here(self.joining_name(0), self.setup_seats[0].colour)
            self._build()
        elif isinstance(opened, Hosting):
            self.net = NetTable(f"127.0.0.1:{opened.port}", opened.code, opened)
            self.nav.network(self.net)
            if self.again is not None:
                self._retake(self.net, opened)
            else:
                first = self.setup_seats[0]
                self.net.join_here(self.joining_name(0), first.colour)
            self._build()
            if opened.problem is not None:
                self.problem = opened.problem  # (the game is played, but not kept)

    def _retake(self, net: NetTable, opened: Hosting) -> None:
        """Hosted again: this machine's players and bots take their seats back with their
        tokens; the other machines' players come back with theirs."""
        plan, tokens = opened.plan, opened.tokens
        for colour in plan.here:
            if colour in tokens:
                net.join_here(None, colour, token=tokens[colour])
        for colour, level in plan.bots.items():
            if colour in tokens:
                net.add_bot(colour, level, self.ctx.rng.randrange(1 << 30), token=tokens[colour])

    def level(self, seat: Seat) -> str:
        """The bot level a seat given to a bot plays at: the menu's, or hard."""
        return seat.kind if seat.kind != "human" else "hard"

    def joining_name(self, i: int) -> str | None:
        """The name seat i's player joins with, which every window then shows: a name typed
        in the menu; a bot's ("Bot – hard"); None for a player the menu named, whom every
        window words itself ("Player 2", in its own language)."""
        seat = self.setup_seats[i]
        if self.plans[seat.colour] != "bot":
            return seat.name
        if seat.kind == "human":
            return t("seat.hard") if seat.name is None else seat.name
        return seat_names(self.setup_seats)[i]

    # -- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.buttons = {}
        col, row_h = column(ctx), button_h(ctx, 52)
        if self.hosting and self.net is not None and self.again is None:
            w, gap = ctx.px(CHOICE_W), ctx.px(10)
            for i, seat in enumerate(self.setup_seats[1:], start=1):
                y = self._row_y(i) + (ctx.px(ROW) - row_h) // 2
                for k, plan in enumerate(SEAT_PLANS):
                    rect = pygame.Rect(col.right - (3 - k) * w - (2 - k) * gap, y, w, row_h)
                    words = t(f"lobby.choice.{plan}", bot=t(f"seat.{self.level(seat)}"))
                    key = f"plan-{i}-{plan}"
                    self.buttons[key] = make_button(ctx, self.ui, key, words, rect)
        y = self._foot_y()
        half = (col.w - ctx.px(20)) // 2
        if self.hosting and self.again is None:  # Leave, Allow hints, Clock, Start: a quarter
            half = (col.w - ctx.px(60)) // 4
            rect = pygame.Rect(col.x + half + ctx.px(20), y, half, row_h)
            self.buttons["hints"] = make_button(ctx, self.ui, "hints", t("lobby.allow_hints"), rect)
            rect = pygame.Rect(col.x + 2 * (half + ctx.px(20)), y, half, row_h)
            words = t(f"lobby.clock_{self.clock or 'none'}")
            self.buttons["clock"] = make_button(ctx, self.ui, "clock", words, rect)
        self.buttons["back"] = make_button(
            ctx, self.ui, "back", t("lobby.leave"), pygame.Rect(col.x, y, half, row_h)
        )
        if self.hosting:
            start = pygame.Rect(col.right - half, y, half, row_h)
            self.buttons["start"] = make_button(ctx, self.ui, "start", t("lobby.start"), start)
        self._sync()

    def _rows_top(self) -> int:
        return column(self.ctx).top + self.ctx.px(262)

    def _row_y(self, i: int) -> int:
        return self._rows_top() + i * self.ctx.px(ROW)

    def _foot_y(self) -> int:
        return self._row_y(4) + self.ctx.px(16)

    def _sync(self) -> None:
        """Each free seat's choice shown selected; a taken seat's choices gone; Start and
        Allow hints as they stand."""
        for i, seat in enumerate(self.setup_seats[1:], start=1):
            info = self.net.seat(seat.colour) if self.net is not None else None
            for plan in SEAT_PLANS:
                button = self.buttons.get(f"plan-{i}-{plan}")
                if button is None:
                    continue
                if info is not None and info.taken:
                    button.hide()  # a player has it: nothing left to choose
                    continue
                button.show()
                button.disable() if self.started else button.enable()
                button.select() if self.plans[seat.colour] == plan else button.unselect()
        clock = self.buttons.get("clock")
        if clock is not None and self.server is not None:
            clock.disable()  # (chosen as the room was opened: the server keeps it)
        hints = self.buttons.get("hints")
        if hints is not None:
            hints.select() if self.hints else hints.unselect()
        start = self.buttons.get("start")
        if start is not None:
            start.enable() if self.can_start() else start.disable()

    def can_start(self) -> bool:
        """Every seat is taken, or given to this machine or a bot."""
        net = self.net
        if net is None or not net.seats or self.started:
            return False
        return all(
            (info.taken or self.plans.get(info.colour, "open") != "open") for info in net.seats
        )

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    # -- input ----------------------------------------------------------------------------
    def widgets(self) -> pygame_gui.UIManager | None:
        """Its buttons (and text fields) take Tab (mg/scenes/focus.py)."""
        return self.ui

    def handle_event(self, event: pygame.event.Event) -> bool:
        return screen_event(event, self.buttons, self.ui, self.press)

    def press(self, key: str) -> None:
        if key.startswith("plan-"):
            _, index, plan = key.split("-")
            if not self.started:
                self.plans[self.setup_seats[int(index)].colour] = plan
        elif key == "start" and self.can_start():
            self.start()
        elif key == "hints" and self.net is not None:
            self.hints = not self.hints
            self.net.allow_hints(self.hints)
        elif key == "clock" and self.net is not None and not self.started and not self.server:
            kinds = (None, *CLOCKS)  # none, live, by the day, none again…
            self.clock = kinds[(kinds.index(self.clock) + 1) % len(kinds)]
            self.net.set_clock(self.clock)
            self.buttons["clock"].set_text(t(f"lobby.clock_{self.clock or 'none'}"))
        elif key == "back":
            self.nav.menu()  # (the flow closes the network game)
            return
        self._sync()

    def start(self) -> None:
        """Fill the seats still free as planned: this machine's players and bots join."""
        net = self.net
        assert net is not None
        self.started = True
        for i, seat in enumerate(self.setup_seats):
            info = net.seat(seat.colour)
            if info is None or info.taken:
                continue
            plan = self.plans[seat.colour]
            if plan == "here":
                net.plan_seat(seat.colour, "here")
                net.join_here(self.joining_name(i), seat.colour)
            elif plan == "bot":
                level = self.level(seat)
                net.plan_seat(seat.colour, level)
                name = self.joining_name(i)
                net.add_bot(seat.colour, level, self.ctx.rng.randrange(1 << 30), name)

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self._opened()
        if self.net is None:
            return
        for event in self.net.heard():
            if isinstance(event, Failed):
                self.problem = event.problem
        self._sync()
        if (
            self.net.all_taken()
            and self.net.game is not None
            and self.net.clients
            and self._all_back(self.net)
        ):
            self.nav.net_play(self.net)

    def _all_back(self, net: NetTable) -> bool:
        """Hosted again, every seat is someone's from the start: the board waits until
        this machine's players have theirs back (else they would show as remote)."""
        hosting = net.hosting
        if self.again is None or hosting is None:
            return True
        return all(c in net.clients for c in hosting.plan.here if c in hosting.tokens)

    def busy(self) -> bool:
        return True  # the network may say something any frame

    def look(self) -> object:
        net = self.net
        return (
            None if net is None else (net.seats, net.state, self.started, net.watchers),
            self.problem,
            self._opening is None,
        )

    def rows(self) -> list[tuple[str, str]]:
        """Each seat's name and state as shown, in the game's order."""
        net = self.net
        if net is None:
            return []
        return [(seat_name(info, i), self.state(info)) for i, info in enumerate(net.seats)]

    def state(self, info: SeatInfo) -> str:
        """A seat's state in words; the host's free seats say what they will become."""
        net = self.net
        assert net is not None
        if info.taken or not self.hosting or info.colour not in self.plans:
            here = net.local(info.colour) is not None
            return seat_state(info, here=here, bot=info.colour in net.bots.colours)
        plan = self.plans[info.colour]
        seat = next(s for s in self.setup_seats if s.colour == info.colour)
        return t(f"lobby.state.will_{plan}", bot=t(f"seat.{self.level(seat)}"))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, net = self.ctx, self.net
        draw_room(ctx, surface, self.backdrop)
        col = column(ctx)
        title = t("lobby.host_title") if self.hosting else t("lobby.join_title")
        if self.again is not None:
            title = t("lobby.again_title")
        write(ctx, surface, title, 44, pal.TITLE, (col.centerx, col.top), centred=True, bold=True)
        y = col.top + ctx.px(62)
        if net is None:
            opening = t("lobby.opening") if self.server is None else t("lobby.opening_server")
            words = problem_text(self.problem) if self.problem else opening
            colour = pal.BAD if self.problem else pal.TEXT
            write(ctx, surface, words, 30, colour, (col.centerx, y), True)
            self.ui.draw_ui(surface)
            return
        write(ctx, surface, t("lobby.code"), 26, pal.TEXT_DIM, (col.centerx, y), centred=True)
        write(ctx, surface, net.code, 76, pal.TITLE, (col.centerx, y + ctx.px(26)), True, True)
        y += ctx.px(124)
        if net.hosting is not None:
            where = ", ".join(f"{a}:{net.hosting.port}" for a in net.hosting.addresses)
            words = t("lobby.addresses", where=where)
            write(ctx, surface, words, 26, pal.TEXT, (col.centerx, y), True)
            note = t("lobby.local_only")
            write(ctx, surface, note, 22, pal.TEXT_DIM, (col.centerx, y + ctx.px(32)), True)
        else:
            write(ctx, surface, net.address, 26, pal.TEXT, (col.centerx, y), True)
        self._draw_seats(surface, col)
        self._draw_note(surface, col)
        self.ui.draw_ui(surface)

    def _draw_seats(self, surface: pygame.Surface, col: pygame.Rect) -> None:
        ctx, net = self.ctx, self.net
        assert net is not None
        for i, (info, (name, state)) in enumerate(zip(net.seats, self.rows(), strict=True)):
            y = self._row_y(i)
            centre = (col.x + ctx.px(18), y + ctx.px(ROW) // 2)
            ctx.palette.draw_emblem(surface, info.colour, centre, ctx.px(16))
            mine = net.local(info.colour) is not None
            write(ctx, surface, name, 30, pal.TITLE if mine else pal.TEXT, (col.x + ctx.px(48), y))
            write(ctx, surface, state, 24, pal.TEXT_DIM, (col.x + ctx.px(48), y + ctx.px(36)))

    def _draw_note(self, surface: pygame.Surface, col: pygame.Rect) -> None:
        """What the lobby waits for, or what went wrong, under its buttons."""
        note = ""
        if self.problem is not None:
            note = problem_text(self.problem)
        elif self.hosting and not self.can_start() and not self.started:
            note = t("lobby.waiting_open")
        elif self.started or not self.hosting:
            note = t("lobby.waiting_start")
        if note:
            colour = pal.BAD if self.problem is not None else pal.TEXT
            at = (col.centerx, self._foot_y() + self.ctx.px(62))
            write(self.ctx, surface, note, 24, colour, at, True)
        if self.net is not None and self.net.watchers:  # how many watch as spectators
            watchers = t("net.watchers", count=self.net.watchers)
            at = (col.centerx, self._foot_y() + self.ctx.px(96))
            write(self.ctx, surface, watchers, 22, pal.TEXT_DIM, at, True)
