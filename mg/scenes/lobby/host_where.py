"""Where to host a network game: on this computer (its own server, for the local network)
or on a server elsewhere (an address typed, or one of those remembered: the players then
need no network of their own in common), its game clock chosen here (none, live or by the
day, as `magna-grecia --create … --clock`): the room is opened with it. Either opens the
lobby."""

from __future__ import annotations

import pygame

from mg.engine import Problem
from mg.net.kept.known_servers import MAX_KNOWN, an_address, known_servers
from mg.net.protocol import CLOCKS
from mg.scenes.base import Scene, ui_look
from mg.scenes.context import Context
from mg.scenes.lobby import common as screen
from mg.scenes.manager import button_h, make_manager
from mg.scenes.menu.backdrop import Backdrop
from mg.sprites.paint import palette as pal
from mg.text.i18n import problem_text, t


class HostWhereScene(Scene):
    name = "host_where"
    soundscape = "menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.known = known_servers()
        self.problem: Problem | None = None
        self.backdrop = Backdrop(ctx)  # (the menu's picture, composed once for every screen)
        self.address_text = self.known[0] if self.known else ""
        self.clock: str | None = None  # the game clock of a room opened on a server (CLOCKS)
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        col, row_h = screen.column(ctx), button_h(ctx, 50)
        self.buttons = {}
        y = col.top + ctx.px(100)
        self.buttons["here"] = screen.make_button(
            ctx, self.ui, "here", t("lobby.host_here"), pygame.Rect(col.x, y, col.w, row_h)
        )
        y += row_h + ctx.px(30)
        self.server_y = y
        y += ctx.px(40)
        label_w = ctx.px(screen.LABEL_W)
        self.address = screen.address_field(ctx, self.ui, y, row_h, self.address_text)
        self.address_y = y
        y += row_h + ctx.px(16)
        for k, known in enumerate(self.known[:MAX_KNOWN]):
            rect = pygame.Rect(col.x + label_w, y, col.w - label_w, ctx.px(40))
            self.buttons[f"known-{k}"] = screen.make_button(ctx, self.ui, f"known-{k}", known, rect)
            y += ctx.px(46)
        y += ctx.px(12)
        rect = pygame.Rect(col.x + label_w, y, col.w - label_w, row_h)
        words = t(f"lobby.clock_{self.clock or 'none'}")
        self.buttons["clock"] = screen.make_button(ctx, self.ui, "clock", words, rect)
        y += row_h + ctx.px(24)
        half = (col.w - ctx.px(20)) // 2
        self.buttons["back"] = screen.make_button(
            ctx, self.ui, "back", t("lobby.back"), pygame.Rect(col.x, y, half, row_h)
        )
        self.buttons["server"] = screen.make_button(
            ctx,
            self.ui,
            "server",
            t("lobby.host_server"),
            pygame.Rect(col.right - half, y, half, row_h),
        )
        self.message_y = y + row_h + ctx.px(18)

    def resize(self, size: tuple[int, int]) -> None:
        self.address_text = self.address.get_text()
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        enter = "server" if self.typing() else None
        return screen.screen_event(event, self.buttons, self.ui, self.press, enter)

    def typing(self) -> bool:
        return bool(self.address.is_focused)

    def press(self, key: str) -> None:
        if key.startswith("known-"):
            self.address.set_text(self.known[int(key.split("-")[1])])
        elif key == "clock":
            kinds = (None, *CLOCKS)  # none, live, by the day, none again…
            self.clock = kinds[(kinds.index(self.clock) + 1) % len(kinds)]
            self.buttons["clock"].set_text(t(f"lobby.clock_{self.clock or 'none'}"))
        elif key == "here":
            self.nav.host_here()
        elif key == "server":
            address = self.address.get_text().strip()
            if not an_address(address):
                self.problem = Problem("net_address", "network: not an address to join")
                return
            self.nav.host_on(address, self.clock)
        elif key == "back":
            self.nav.menu()

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def look(self) -> object:
        return (ui_look(self.ui), self.problem, self.clock)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        screen.draw_room(ctx, surface, self.backdrop)
        col = screen.column(ctx)
        screen.write(
            ctx, surface, t("lobby.host_title"), 44, pal.TITLE, (col.centerx, col.top), True, True
        )
        here = t("lobby.host_here_note")
        screen.write(ctx, surface, here, 24, pal.TEXT_DIM, (col.x, col.top + ctx.px(62)))
        there = t("lobby.host_server_note")
        screen.write(ctx, surface, there, 24, pal.TEXT_DIM, (col.x, self.server_y))
        label = t("lobby.address")
        screen.write(ctx, surface, label, 26, pal.TEXT, (col.x, self.address_y + ctx.px(10)))
        if self.problem is not None:
            words = problem_text(self.problem)
            screen.write(ctx, surface, words, 26, pal.BAD, (col.centerx, self.message_y), True)
        self.ui.draw_ui(surface)
