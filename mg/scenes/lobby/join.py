"""Joining a network game: the games heard on the local network (mDNS, looked
for off the drawing thread, again every few seconds: `mg.net.discovery.Listening`), a
field for an address typed as host:port (or ws:// / wss://), the host's join code, and
Join or Watch. A refusal (a wrong code, a full game, a game that may not be watched, no
server there) is worded here and changes nothing; once seated, the lobby; once watching,
the board (a spectator: every seat another's, nothing to play). Rejoining a game this
machine has a seat in (the menu's Rejoin, or Continue) opens it with the address and code
filled in, already joining."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from mg.engine import Problem
from mg.net.client import Connection, Failed, Joined, Spectating
from mg.net.discovery import Found, Listening
from mg.net.kept.seat_tokens import forget_rejoin
from mg.net.net_table import NetTable
from mg.net.protocol import join_code
from mg.scenes.base import Scene, ui_look
from mg.scenes.context import Context
from mg.scenes.lobby.common import (
    LABEL_W,
    address_field,
    column,
    draw_room,
    make_button,
    screen_event,
    write,
)
from mg.scenes.manager import button_h, make_manager
from mg.scenes.menu.backdrop import Backdrop
from mg.sprites.paint import palette as pal
from mg.text.i18n import problem_text, t

SHOWN = 4  # games heard, shown at most
LISTEN = 2.0  # seconds each look for games on the network lasts
AGAIN = 3.0  # seconds between two looks


class JoinScene(Scene):
    name = "join"
    soundscape = "menu"

    def __init__(
        self, ctx: Context, listen: bool = True, rejoin: tuple[str, str] | None = None
    ) -> None:
        super().__init__(ctx)
        self.net: NetTable | None = None
        self.problem: Problem | None = None
        self.backdrop = Backdrop(ctx)  # (the menu's picture, composed once for every screen)
        self.listening = Listening(LISTEN, AGAIN, SHOWN) if listen and not rejoin else None
        self.address_text, self.code_text = rejoin if rejoin is not None else ("", "")
        self.rejoining = rejoin is not None
        self._build()
        if rejoin is not None:
            self.join()  # (a seat token is kept for its code: the same seat)

    @property
    def found(self) -> list[Found]:
        """The games heard on the local network (none when not listening)."""
        return self.listening.found if self.listening is not None else []

    def _stop(self) -> None:
        if self.listening is not None:
            self.listening.stop()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        col, row_h = column(ctx), button_h(ctx, 50)
        self.buttons = {}
        y = col.top + ctx.px(100)
        for k in range(SHOWN):
            rect = pygame.Rect(col.x, y + k * (row_h + ctx.px(8)), col.w, row_h)
            self.buttons[f"found-{k}"] = make_button(ctx, self.ui, f"found-{k}", "", rect)
        y += SHOWN * (row_h + ctx.px(8)) + ctx.px(24)
        label_w = ctx.px(LABEL_W)
        self.address = address_field(ctx, self.ui, y, row_h, self.address_text)
        self.address_y = y
        y += row_h + ctx.px(16)
        self.code = UITextEntryLine(
            pygame.Rect(col.x + label_w, y, ctx.px(300), row_h), self.ui, object_id="#code"
        )
        self.code.set_text_length_limit(12)
        self.code.set_text(self.code_text)
        self.code_y = y
        y += row_h + ctx.px(28)
        third = (col.w - ctx.px(40)) // 3
        self.buttons["back"] = make_button(
            ctx, self.ui, "back", t("lobby.back"), pygame.Rect(col.x, y, third, row_h)
        )
        self.buttons["watch"] = make_button(
            ctx,
            self.ui,
            "watch",
            t("lobby.watch"),
            pygame.Rect(col.centerx - third // 2, y, third, row_h),
        )
        self.buttons["join"] = make_button(
            ctx, self.ui, "join", t("lobby.join"), pygame.Rect(col.right - third, y, third, row_h)
        )
        self.message_y = y + row_h + ctx.px(18)
        self._sync()

    def _sync(self) -> None:
        for k in range(SHOWN):
            button = self.buttons[f"found-{k}"]
            if k < len(self.found):
                game = self.found[k]
                button.set_text(f"{game.name} — {game.address}")
                button.show()
            else:
                button.hide()
        self._sync_join()

    def resize(self, size: tuple[int, int]) -> None:
        self.address_text, self.code_text = self.address.get_text(), self.code.get_text()
        self._build()

    def widgets(self) -> pygame_gui.UIManager | None:
        """Its buttons (and text fields) take Tab (mg/scenes/focus.py)."""
        return self.ui

    def handle_event(self, event: pygame.event.Event) -> bool:
        return screen_event(event, self.buttons, self.ui, self.press, enter="join")

    def typing(self) -> bool:
        return bool(self.address.is_focused or self.code.is_focused)

    def press(self, key: str) -> None:
        if key.startswith("found-"):
            k = int(key.split("-")[1])
            if k < len(self.found):
                self.address.set_text(self.found[k].address)
        elif key in ("join", "watch") and self.net is None:
            self.join(watch=key == "watch")
        elif key == "back":
            self._stop()
            if self.net is not None:
                self.net.close()
            self.nav.menu()

    def join(self, watch: bool = False) -> None:
        """Ask the server for a seat (or, with `watch`, to watch the game): what it answers
        comes in `update`."""
        address, code = self.address.get_text().strip(), join_code(self.code.get_text())
        if not address:
            self.problem = Problem("net_address", "network: not an address to join")
            return
        if code is None:  # (any case, with or without its dash, is one)
            self.problem = Problem(
                "net_bad_code",
                "network: that is not a join code (six letters and digits, such as KRO-7Q4)",
            )
            return
        self.problem = None
        setup = self.nav.setup
        self.net = NetTable(address, code)
        if watch:
            self.net.watch_here()
        else:
            self.net.join_here(setup.seats[0].name if setup.seats else None)
        self._sync()

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        net = self.net
        if net is not None:
            for event in net.heard():
                if isinstance(event, Joined):
                    self._stop()
                    self.nav.lobby(net)
                    return
                if isinstance(event, Spectating):
                    self._stop()
                    self.nav.net_play(net)
                    return
                if isinstance(event, Failed) and event.fatal:
                    self.problem = event.problem
                    if self.rejoining:  # that seat is no more (the room gone, taken)
                        forget_rejoin(net.code)
                    net.close()
                    self.net = None
                elif isinstance(event, Connection) and event.state == "reconnecting":
                    self.problem = Problem(
                        "net_unreachable", "network: the server cannot be reached"
                    )
                    net.close()
                    self.net = None
        if [
            b.visible for b in map(self.buttons.get, [f"found-{k}" for k in range(SHOWN)]) if b
        ] != [k < len(self.found) for k in range(SHOWN)]:
            self._sync()
        else:
            self._sync_join()

    def _sync_join(self) -> None:
        for key in ("join", "watch"):
            button = self.buttons[key]
            button.disable() if self.net is not None else button.enable()

    def closed(self) -> None:
        self._stop()

    def busy(self) -> bool:
        return True

    def look(self) -> object:
        return (ui_look(self.ui), tuple(self.found), self.problem, self.net is None)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        draw_room(ctx, surface, self.backdrop)
        col = column(ctx)
        title = t("lobby.join_title")
        write(ctx, surface, title, 44, pal.TITLE, (col.centerx, col.top), True, True)
        heard = t("lobby.heard") if self.found else t("lobby.heard_none")
        write(ctx, surface, heard, 26, pal.TEXT_DIM, (col.x, col.top + ctx.px(62)))
        at = (col.x, self.address_y + ctx.px(10))
        write(ctx, surface, t("lobby.address"), 26, pal.TEXT, at)
        write(ctx, surface, t("lobby.code"), 26, pal.TEXT, (col.x, self.code_y + ctx.px(10)))
        if self.problem is not None:
            words = problem_text(self.problem)
            write(ctx, surface, words, 26, pal.BAD, (col.centerx, self.message_y), True)
        elif self.net is not None:
            words = t("lobby.joining")
            write(ctx, surface, words, 26, pal.TEXT, (col.centerx, self.message_y), True)
        self.ui.draw_ui(surface)
