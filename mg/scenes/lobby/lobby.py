"""The lobby of a network game (issue 25): its join code, large, and where to join it; the
seats with their names, colours and who is connected. The host also says what each free
seat is — open for a player of another machine, a player at this machine (hot-seat) or a
bot of this machine — and starts when every seat is taken or given. The hosting server is
opened off the drawing thread while the lobby shows (`mg.net.hosting.Opening`): drawing
never waits."""

from __future__ import annotations

import pygame

from mg.engine import Problem
from mg.net.client import Failed
from mg.net.hosting import SEAT_PLANS, Hosting, Opening, ServerRoom
from mg.net.net_table import NetTable
from mg.scenes.base import Scene
from mg.scenes.context import Context
from mg.scenes.lobby.common import (
    BAD,
    CREAM,
    DIM,
    GOLD,
    ROOM,
    column,
    make_button,
    seat_state,
    write,
)
from mg.scenes.manager import make_manager, pressed_key
from mg.text.i18n import problem_text, t
from mg.text.seat_words import seat_names


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
    ) -> None:
        super().__init__(ctx)
        self.server = server
        self.net = net
        self.again = again  # the kept game hosted again (its id), or None: a new game
        setup = self.nav.setup
        self.setup_seats = setup.seats[: setup.players]
        self.hosting = net is None or net.hosting is not None
        # what each seat becomes at Start, unless a player of another machine takes it
        self.plans = {
            seat.colour: ("bot" if seat.kind != "human" else "open") for seat in self.setup_seats
        }
        self.hints = False  # the host allows each player their own hints
        self.started = again is not None  # hosted again: every seat is already someone's
        self.problem: Problem | None = None
        self._opening: Opening | None = None
        if net is None:
            players = [seat.colour for seat in self.setup_seats]
            name = f"Magna Grecia – {seat_names(self.setup_seats)[0]}"
            self._opening = Opening(players, self.nav.setup.rounds, name, again, server)
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
            self.net.join_here(self.shown_name(0), self.setup_seats[0].colour)
            self._build()
        elif isinstance(opened, Hosting):
            self.net = NetTable(f"127.0.0.1:{opened.port}", opened.code, opened)
            self.nav.network(self.net)
            if self.again is not None:
                self._retake(self.net, opened)
            else:
                first = self.setup_seats[0]
                self.net.join_here(self.shown_name(0), first.colour)
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

    def shown_name(self, i: int) -> str:
        """Seat i's name as the other machines will show it (a default one worded here)."""
        seat = self.setup_seats[i]
        if self.plans[seat.colour] == "bot" and seat.kind == "human":
            return t("seat.hard") if seat.name is None else seat.name
        return seat_names(self.setup_seats)[i]

    # -- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.buttons = {}
        col, row_h = column(ctx), ctx.px(56)
        self.rows_top = col.top + ctx.px(330)
        if self.hosting and self.net is not None and self.again is None:
            for i, seat in enumerate(self.setup_seats[1:], start=1):
                rect = pygame.Rect(col.right - ctx.px(440), self._row_y(i), ctx.px(440), row_h)
                self.buttons[f"plan-{i}"] = make_button(
                    ctx, self.ui, f"plan-{i}", t(f"lobby.plan_{self.plans[seat.colour]}"), rect
                )
        y = self._row_y(4) + ctx.px(40)
        half = (col.w - ctx.px(20)) // 2
        if self.hosting and self.again is None:  # Leave, Allow hints, Start: a third each
            half = (col.w - ctx.px(40)) // 3
            words = t("lobby.hints_on" if self.hints else "lobby.hints_off")
            rect = pygame.Rect(col.x + half + ctx.px(20), y, half, row_h)
            self.buttons["hints"] = make_button(ctx, self.ui, "hints", words, rect)
        self.buttons["back"] = make_button(
            ctx, self.ui, "back", t("lobby.leave"), pygame.Rect(col.x, y, half, row_h)
        )
        if self.hosting:
            self.buttons["start"] = make_button(
                ctx,
                self.ui,
                "start",
                t("lobby.start"),
                pygame.Rect(col.right - half, y, half, row_h),
            )
        self._sync()

    def _row_y(self, i: int) -> int:
        return self.rows_top + i * self.ctx.px(68)

    def _sync(self) -> None:
        for i, seat in enumerate(self.setup_seats[1:], start=1):
            button = self.buttons.get(f"plan-{i}")
            if button is None or self.net is None:
                continue
            info = self.net.seat(seat.colour)
            button.set_text(t(f"lobby.plan_{self.plans[seat.colour]}"))
            if info is not None and info.taken:
                button.hide()  # a player has it: nothing left to choose
            else:
                button.show()
                button.disable() if self.started else button.enable()
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
    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.press("back")
            return True
        return False

    def press(self, key: str) -> None:
        if key.startswith("plan-"):
            colour = self.setup_seats[int(key.split("-")[1])].colour
            plan = self.plans[colour]
            self.plans[colour] = SEAT_PLANS[(SEAT_PLANS.index(plan) + 1) % len(SEAT_PLANS)]
        elif key == "start" and self.can_start():
            self.start()
        elif key == "hints" and self.net is not None:
            self.hints = not self.hints
            self.net.allow_hints(self.hints)
            self._build()
            return
        elif key == "back":
            self.nav.menu()  # (the flow closes the network game)
            return
        self._sync()

    def start(self) -> None:
        """Fill the seats still free as planned: this machine's players and bots join."""
        net = self.net
        assert net is not None
        self.started = True
        for seat in self.setup_seats:
            info = net.seat(seat.colour)
            if info is None or info.taken:
                continue
            plan = self.plans[seat.colour]
            name = self.shown_name(self.setup_seats.index(seat))
            if plan == "here":
                net.plan_seat(seat.colour, "here")
                net.join_here(name, seat.colour)
            elif plan == "bot":
                level = seat.kind if seat.kind != "human" else "hard"
                net.plan_seat(seat.colour, level)
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

    def draw(self, surface: pygame.Surface) -> None:
        ctx, net = self.ctx, self.net
        surface.fill(ROOM)
        col = column(ctx)
        title = t("lobby.host_title") if self.hosting else t("lobby.join_title")
        if self.again is not None:
            title = t("lobby.again_title")
        write(ctx, surface, title, 56, GOLD, (col.centerx, col.top), centred=True, bold=True)
        y = col.top + ctx.px(80)
        if net is None:
            opening = t("lobby.opening") if self.server is None else t("lobby.opening_server")
            words = problem_text(self.problem) if self.problem else opening
            write(ctx, surface, words, 30, BAD if self.problem else CREAM, (col.centerx, y), True)
            self.ui.draw_ui(surface)
            return
        write(ctx, surface, t("lobby.code"), 28, DIM, (col.centerx, y), centred=True)
        write(ctx, surface, net.code, 96, GOLD, (col.centerx, y + ctx.px(34)), True, bold=True)
        y += ctx.px(150)
        if net.hosting is not None:
            where = ", ".join(f"{a}:{net.hosting.port}" for a in net.hosting.addresses)
            write(
                ctx, surface, t("lobby.addresses", where=where), 28, CREAM, (col.centerx, y), True
            )
            write(ctx, surface, t("lobby.local_only"), 24, DIM, (col.centerx, y + ctx.px(38)), True)
        else:
            write(ctx, surface, net.address, 28, CREAM, (col.centerx, y), True)
        self._draw_seats(surface, col)
        if net.watchers:
            watchers = t("net.watchers", count=net.watchers)
            write(ctx, surface, watchers, 26, DIM, (col.centerx, self._row_y(4) + ctx.px(70)), True)
        note = ""
        if self.problem is not None:
            note = problem_text(self.problem)
        elif self.hosting and not self.can_start() and not self.started:
            note = t("lobby.waiting_open")
        elif self.started or not self.hosting:
            note = t("lobby.waiting_start")
        if note:
            colour = BAD if self.problem is not None else CREAM
            write(ctx, surface, note, 26, colour, (col.centerx, self._row_y(4) + ctx.px(120)), True)
        self.ui.draw_ui(surface)

    def _draw_seats(self, surface: pygame.Surface, col: pygame.Rect) -> None:
        ctx, net = self.ctx, self.net
        assert net is not None
        fresh = self.hosting and self.again is None  # (hosted again: the seats' own names)
        names = [self.shown_name(i) for i in range(len(self.setup_seats))] if fresh else []
        infos = net.seats or ()
        for i, info in enumerate(infos):
            y = self._row_y(i)
            ctx.palette.draw_emblem(
                surface, info.colour, (col.x + ctx.px(20), y + ctx.px(28)), ctx.px(18)
            )
            if info.name:
                name = info.name
            elif i < len(names) and (i == 0 or self.plans.get(info.colour) != "open"):
                name = names[i]
            elif info.taken:  # a player who typed no name: "Player 2", as in the game
                name = t("seat.player", n=i + 1)
            else:
                name = ctx.palette.colour_name(info.colour)
            mine = net.local(info.colour) is not None
            write(
                ctx,
                surface,
                name,
                30,
                GOLD if mine else CREAM,
                (col.x + ctx.px(50), y + ctx.px(10)),
            )
            state = t("lobby.seat_here") if mine else seat_state(info)
            write(ctx, surface, state, 26, DIM, (col.x + ctx.px(330), y + ctx.px(14)))
