"""The oracle setup (R4): players take turns clicking interior villages, or place the rest
at random."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from mg.engine import Action, Board, Phase, PlaceOracle
from mg.scenes.board.board_scene import BoardScene, board_room, side_panel
from mg.scenes.board.rule_chip import Chips, chip_rect, draw_chips
from mg.scenes.board.table_banner import TableBanner
from mg.scenes.board.table_play import TablePlay
from mg.scenes.board.tooltip_box import Lines
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.sprites.board_view import BoardView
from mg.sprites.bot_mark import bot_mark_rect, draw_bot_mark
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.table.table import SeatKind, Table
from mg.text.i18n import refusal_line, t, with_rule
from mg.ui.theme.button import Button

BOT_PACE = 0.4  # seconds between computer players' oracles (at normal speed)
PLACES_PX = 36  # "Yellow places an oracle"
KIND_PX = 28  # … and where they sit: "a player at this computer", "a computer player"
TARGET_RING = (246, 196, 48)  # a legal village's ring: gold, edged in ink, on any ground
TARGET_TINT = 70  # … and a light wash of the highlight over it (alpha)


def setup_buttons(ctx: Context) -> list[tuple[str, pygame.Rect]]:
    """The panel's buttons (Place the rest at random, Menu) and where they go."""
    p, pad, bh = side_panel(ctx), ctx.px(24), button_h(ctx, 60)
    menu = pygame.Rect(p.x + pad, p.bottom - ctx.px(35) - bh, p.w - 2 * pad, bh)
    return [("random", menu.move(0, -ctx.px(15) - bh)), ("menu", menu)]


def panel_lines(ctx: Context, left: int) -> list[tuple[str, int, pal.Colour, int]]:
    """The panel's heading and help with `left` oracles to place: each line's words, size,
    colour and top (y)."""
    y = ctx.px(28)
    lines = []
    for text, size, colour in (
        (t("setup.title"), 48, pal.TITLE),
        (t("setup.left", count=left), 32, pal.TEXT),
        ("", 16, pal.TEXT),
        (t("setup.help_1"), 28, pal.TEXT_DIM),
        (t("setup.help_2"), 28, pal.TEXT_DIM),
        (t("setup.help_3"), 28, pal.TEXT_DIM),
    ):
        lines.append((text, ctx.px(size), colour, y))
        y += ctx.px(size) + ctx.px(6)
    return lines


def prepare_setup(ctx: Context) -> Iterator[None]:
    """What the setup's first frame would otherwise make all at once, made ahead a piece a
    step while the menu shows (`Ahead`): the board's map band by band and its
    names (shared through the look's cache), the panel's and status line's parchment, the
    buttons' shapes (a spare manager, into the widget theme every manager shares), the
    panel's words."""
    view = BoardView(Board.standard(), board_room(ctx), ctx.size, ctx.look)
    while not view.prepare(None):
        yield
    panel, table = side_panel(ctx), ctx.palette.table
    ctx.furniture.paper(panel.size, table)
    ctx.furniture.paper((panel.x, ctx.size[1] - board_room(ctx)[3]), table)
    yield
    spare = make_manager(ctx)
    for key, rect in setup_buttons(ctx):
        Button(rect, t(f"setup.{key}"), spare, object_id=f"#{key}")
        yield
    spare.clear_and_reset()
    for text, size, colour, _ in panel_lines(ctx, 0):  # (their fonts: the count is the game's)
        ctx.text.render(text, size, colour, bold=size > ctx.px(40))
    ctx.text.font(ctx.px(PLACES_PX), bold=True)
    yield


class SetupScene(BoardScene):
    """The oracles' setup at a table: this machine's players click, the others' oracles
    come from the table (mg/table/table.py)."""

    name = "setup"
    board_cursor = True

    def __init__(self, ctx: Context, table: Table) -> None:
        super().__init__(ctx, table.match)
        self.table = table
        self._targets: set[Space] = set()
        self._targets_rev = -1
        self.turns = TablePlay(
            ctx, table, self.pane, self.status_line, BOT_PACE, self.after_action, self.changed
        )
        self.banner = TableBanner(
            ctx, table, self.board_rect, self.status_line, otherwise=self.acting_words
        )
        self.randomising = False  # "Place the rest at random": one oracle a frame until done
        self.layout()

    def build_ui(self) -> None:
        for key, rect in setup_buttons(self.ctx):
            tip = with_rule(t("setup.random_tip"), "R4") if key == "random" else ""
            self.add_button(key, t(f"setup.{key}"), rect, tip)

    def acting(self) -> tuple[str, SeatKind] | None:
        """Who is to place an oracle and where they sit, as the table says: a player at
        this machine, a computer player, a player of another machine (connected or not)."""
        colour = self.game.current
        return None if colour is None else (colour, self.table.seat_kind(colour))

    def acting_words(self) -> str:
        """The banner's words: who places and where ("" once nobody does)."""
        acting = self.acting()
        if acting is None:
            return ""
        colour, kind = acting
        return t(f"setup.acting.{kind}", name=self.match.seat_name(colour))

    def places_lines(self) -> list[str]:
        """The panel's lines under the help: who places, and where they sit."""
        acting = self.acting()
        if acting is None:
            return []
        colour, kind = acting
        return [t("setup.places", name=self.match.seat_name(colour)), t(f"setup.kind.{kind}")]

    def targets(self) -> set[Space]:
        if self._targets_rev != self.revision:
            self._targets = {
                a.space for a in self.game.legal_actions() if isinstance(a, PlaceOracle)
            }
            self._targets_rev = self.revision
        return self._targets

    def key_targets(self) -> list[Space]:
        """Where Tab jumps: the villages the engine lets an oracle go (R4)."""
        return list(self.targets()) if self.match.bot_to_act() is None else []

    def press(self, key: str) -> None:
        if key == "random":  # the rest are placed a frame apart, each animated
            self.randomising = True  # the first this frame (in update)
            self.table.stop_planning()  # a computer player's oracle too: no plan is waited for
        elif key == "menu":
            self.nav.pause()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.banner.click(event):
            return True  # the host's answer to a dropped seat
        return super().handle_event(event)

    def clicked(self, space: Space, button: int) -> bool:
        if self.match.bot_to_act() is not None:
            mark = self.turns.seat_mark(self.game.current)
            self.say(t("setup.bot_placing") if mark == "bot" else self.turns.acting_words())
        elif button == 1:
            self.apply(PlaceOracle(space))
        return True

    def apply(self, action: Action, animate: bool = True) -> bool:
        """Submit an oracle of a player here (`TablePlay.apply`)."""
        return self.turns.apply(action, animate)

    def place_at_random(self) -> None:
        """One oracle on a village the engine allows, chosen by the game's own dice."""
        if self.game.phase == Phase.ORACLES:
            self.apply(self.game.rng.choice(self.game.legal_actions()))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.targets()  # worked out here, not while drawing
        if not self.on_top():
            return  # paused: the others wait too
        ours = self.randomising and self.table.ours(self.game.current)
        self.turns.update(dt, animate=True, others=not ours)  # (theirs: from the table)
        if ours and self.on_top():
            self.place_at_random()  # (one at a time: the next when it was played)

    def closed(self) -> None:
        self.table.stop_planning()  # (covered by an overlay, it only waits)

    def busy(self) -> bool:
        """Frames keep coming while the board moves, another player places or the rest are
        placed at random."""
        return self.animating() or self.match.bot_to_act() is not None or self.randomising

    def look(self) -> object:
        return (self.revision, self.pulsing(), self.tooltip_due(), self.banner.look())

    def after_action(self, action: Action) -> None:
        if self.game.phase != Phase.ORACLES:
            self.nav.play(self.table)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        view, width = self.view, max(2, self.ctx.px(4))
        for space in self.targets():  # every legal village, lit before any hover (R4)
            view.fill_alpha(surface, space, pal.HIGHLIGHT, TARGET_TINT)
            view.outline(surface, space, pal.INK, width + 2)
            view.outline(surface, space, TARGET_RING, width)
        if self.hover in self.targets():
            view.fill_alpha(surface, self.hover, pal.LEGAL, 110)
        self.draw_pointing(surface)
        self._draw_panel(surface)
        self.draw_status(surface)
        self.banner.draw(surface)
        self.draw_tooltip(surface, self.hover_lines())
        self.ui.draw_ui(surface)

    def hover_lines(self) -> Lines:
        """The tooltip: the place's name, and why an oracle may not go there (words first,
        then its rule)."""
        reason = ""
        if self.hover is not None and self.hover not in self.targets():
            refusal = self.game.refusal(PlaceOracle(self.hover))
            reason = refusal_line(refusal) if refusal is not None else ""
        return [(self.place_name(self.hover), pal.TEXT), (reason, pal.BAD)]

    def panel_lines(self) -> list[tuple[str, int, pal.Colour, int]]:
        """The panel's heading and help: each line's words, size, colour and top (y)."""
        return panel_lines(self.ctx, self.game.oracles_to_place)

    def rule_chips(self) -> Chips:
        """The status line's rule reference, and R4's after the help's last line (words
        first, the rule a small reference a click opens)."""
        ctx = self.ctx
        text, size, _, y = self.panel_lines()[-1]
        words = ctx.text.font(size).size(text)
        at = (self.panel_rect.x + ctx.px(24) + words[0] + ctx.px(10), y + words[1] // 2)
        return [*super().rule_chips(), (chip_rect(ctx, "R4", at), "R4")]

    def _draw_panel(self, surface: pygame.Surface) -> None:
        ctx, p = self.ctx, self.panel_rect
        self.draw_panel_background(surface)
        x, lines = p.x + ctx.px(24), self.panel_lines()
        for text, size, colour, top in lines:
            if text:
                surface.blit(ctx.text.render(text, size, colour, bold=size > ctx.px(40)), (x, top))
        draw_chips(surface, ctx, self.rule_chips()[-1:], self.mouse)
        y = lines[-1][3] + lines[-1][1] + ctx.px(26)
        acting, words = self.acting(), self.places_lines()
        if acting is None or not words:
            return
        player, kind = acting
        ctx.palette.draw_emblem(surface, player, (x + ctx.px(22), y + ctx.px(22)), ctx.px(20))
        label = ctx.text.render(words[0], ctx.px(PLACES_PX), pal.TEXT, bold=True)
        surface.blit(label, (x + ctx.px(56), y + ctx.px(6)))
        where = ctx.text.render(words[1], ctx.px(KIND_PX), pal.TEXT_DIM)
        at = (x + ctx.px(56), y + ctx.px(12) + label.get_height())
        surface.blit(where, at)
        if kind == "bot":  # the computer players' mark, as on the board and the panel
            size = where.get_height()
            mark = (at[0] + where.get_width() + ctx.px(10), at[1] + size // 2)
            draw_bot_mark(surface, bot_mark_rect(size, mark))
