"""Playing a round: roads with a ghost tile, cities, drawing, markets, undo, hand-over."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
from pygame_gui.elements import UIButton

from mg.engine import Action, BuildMarket, Draw, EndTurn, Phase, PlaceCity, PlaceRoad, SellMarket
from mg.match import Match
from mg.scenes.attention import flash_window, window_in_front
from mg.scenes.base import Ahead
from mg.scenes.board.board_scene import BoardScene, side_panel
from mg.scenes.board.rule_chip import Chips
from mg.scenes.board.table_banner import TableBanner
from mg.scenes.board.table_play import TablePlay
from mg.scenes.coach import Coach
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.pause_layout import prepare_pause
from mg.scenes.play.hint_view import HintAdvisor, HintView
from mg.scenes.play.idle_end import IdleEnd
from mg.scenes.play.legal import Ends, Legal
from mg.scenes.play.missed_turns import MissedTurns
from mg.scenes.play.panel import BotLine, Panel, prepare_pictures
from mg.scenes.play.panel_parts import buttons_h
from mg.scenes.play.road_ghost import RoadGhost
from mg.scenes.play.tooltips import Pointer, Tooltips
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.sprites.pieces.ghost import GhostRoad
from mg.table.table import Table
from mg.text.game_log import Phrase
from mg.text.i18n import refusal_text, t
from mg.text.road_effect import connects_a_city
from mg.text.turn_summary import turn_summary, turns_since
from mg.ui.notice import Said
from mg.ui.theme.button import Button

BOT_PACE = 0.55  # seconds between a computer player's actions (at normal speed)


def panel_buttons(ctx: Context, hints: bool, chat: bool = False) -> list[tuple[str, pygame.Rect]]:
    """The panel's buttons and where they go: four rows at its foot (the Hint button when
    `hints`, Chat in a network game when `chat`), and End turn over the first two rows (it
    replaces them in the market phase)."""
    p = side_panel(ctx)
    pad, gap, bh = ctx.px(20), ctx.px(10), button_h(ctx)
    y = p.bottom - buttons_h(ctx)
    rows = [
        ("road", "city"),
        ("draw", "end_actions"),
        ("undo", "chat", "menu") if chat else ("undo", "menu"),
        ("log", "rules") + (("hint",) if hints else ()),
    ]
    buttons = []
    for r, row in enumerate(rows):
        w = (p.w - 2 * pad - (len(row) - 1) * gap) // len(row)
        for c, key in enumerate(row):
            buttons.append((key, pygame.Rect(p.x + pad + c * (w + gap), y + r * (bh + gap), w, bh)))
    buttons.append(("end_turn", pygame.Rect(p.x + pad, y, p.w - 2 * pad, 2 * bh + gap)))
    return buttons


def prepare_widgets(ctx: Context, players: int = 4) -> Iterator[None]:
    """What any play scene's first frame would otherwise make all at once, made ahead a
    piece a step (`Ahead`: while the menu or the oracles' setup shows): its
    buttons' shapes, drawn on a spare manager into the widget theme every manager shares,
    then its panel's pictures in every colour (mg/scenes/play/panel.py)."""
    spare = make_manager(ctx)
    yield
    for key, rect in panel_buttons(ctx, ctx.settings.hints)[:-1]:  # End turn comes later
        button: UIButton = Button(rect, t(f"play.{key}"), spare, object_id=f"#{key}")
        if key == "road":
            button.select()  # the tool chosen at the start of a turn
        yield
    spare.clear_and_reset()
    yield from prepare_pictures(ctx, side_panel(ctx).w, players)


def prepare_play(ctx: Context, match: Match) -> Iterator[None]:
    """The play scene of `match` made ahead while its oracles are placed: its widgets and
    pictures, then its panel once."""
    yield from prepare_widgets(ctx, len(match.game.players))
    panel = Panel(ctx, match, lambda _: "")
    panel.render(side_panel(ctx).size, Legal(match.game))
    yield


class PlayScene(BoardScene):
    """A game's rounds at a table (mg/table/table.py); given a coach (a lesson), it plays
    what the coach allows and shows what the coach adds (mg/scenes/coach.py)."""

    name = "play"
    board_cursor = True

    def __init__(self, ctx: Context, table: Table, coach: Coach | None = None) -> None:
        super().__init__(ctx, table.match, coach)
        self.table = table
        match = table.match
        self.name = self.coach.scene_name  # "lesson" when a lesson coaches it
        self.offers_hints = self.coach.offers_hints
        self.tool = "road"
        self.previous_turn: Phrase | None = None  # the last turn, told as a human's starts
        self.ghost = RoadGhost()  # the road tile under the mouse: its ends, what it would do
        self._legal: Legal | None = None
        self._legal_rev = -1
        self._panel: pygame.Surface | None = None
        self._panel_rev = -1
        self.just_placed: Space | None = None  # no ghost here until the mouse moves on
        # the road tile under the mouse, as a sprite, and what it was made for
        self.ghost_tile: pygame.sprite.GroupSingle[GhostRoad] = pygame.sprite.GroupSingle()
        self._ghost_for: object = None
        self.palette = ctx.settings.palette  # the colours the board was drawn in
        self.turns = TablePlay(
            ctx, table, self.pane, self.status_line, BOT_PACE, self.after_action, self.changed
        )
        self.banner = TableBanner(ctx, table, self.board_rect, self.status_line)
        self.hints = HintAdvisor(ctx, match)
        # what the scene draws, each given what it reads
        self.panel = Panel(ctx, match, self.place_name, self.turns.seat_mark)
        self.bot_line = BotLine(ctx, match, table, self.turns.seat_mark)
        self.hint_view = HintView(ctx, self.hints, lambda: self.view.ornament_boxes())
        self.since = MissedTurns(ctx, match)  # the turns a human here missed, as theirs starts
        self.tooltips = Tooltips(ctx, match, self.ghost)
        self.idle_end = IdleEnd(  # End actions with nothing done asks first
            game=lambda: self.game,
            settings=lambda: self.ctx.settings,
            bot_acts=lambda: self.bot_level() is not None,
            ask_here=self.coach.asks_before_idle_end,
            nav=lambda: self.nav,
            change=self.ctx.store.change,
            apply=self.apply,
        )
        self.hints_shown = self.hints_on()  # whether the panel has the Hint button
        self.fast_forward = False  # the bots play at once until a human must act
        self.layout()

    # -- layout and buttons ---------------------------------------------------------------
    def build_ui(self) -> None:
        for key, rect in panel_buttons(self.ctx, self.hints_shown, self.table.can_chat()):
            if key != "end_turn":
                self.add_button(key, t(f"play.{key}"), rect)
        self.ahead = Ahead(self._end_turn_ahead())
        self.coach.build_ui()
        self._sync_buttons()

    def _end_turn_button(self) -> None:
        """End turn, made when first needed: its large shape is the slowest of the panel's
        to draw and the one pygame-gui keeps in no cache (no long first frame)."""
        if "end_turn" not in self.buttons:
            rect = dict(panel_buttons(self.ctx, self.hints_shown, self.table.can_chat()))[
                "end_turn"
            ]
            self.add_button("end_turn", t("play.end_turn"), rect)

    def _end_turn_ahead(self) -> Iterator[None]:
        """End turn made on the scene's first frame on top after the one that built it,
        once the board's map is whole (or at once, when the market phase comes first); then
        the pause menu's parchment, buttons and title, a piece a frame (Esc opens it without
        a long frame)."""
        while self.view.rendering():  # a new board's map: a band a frame until it is whole
            yield
        self._end_turn_button()
        self._sync_buttons()
        yield
        yield from prepare_pause(self.ctx)

    def _sync_buttons(self) -> None:
        acting = self.game.phase == Phase.ACTIONS
        if not acting:
            self._end_turn_button()
        bot = self.bot_level() is not None
        for key, button in self.buttons.items():
            if key in ("road", "city", "draw", "end_actions", "end_turn"):
                shown = acting != (key == "end_turn")  # end turn replaces the action buttons
                button.show() if shown else button.hide()
        for key, button in self.buttons.items():  # enable first: select() after it sticks
            if key == "undo":
                usable = not bot and self.game.can_undo()
            elif key == "hint":
                usable = not bot and self.game.phase in (Phase.ACTIONS, Phase.MARKET)
            else:
                usable = key in ("menu", "log", "rules", "chat") or not bot
            button.enable() if usable else button.disable()
        if not bot:  # (unselect() would repaint a disabled button as enabled)
            for key in ("road", "city"):
                if key in self.buttons:
                    button = self.buttons[key]
                    button.select() if self.tool == key else button.unselect()
        for key in self.coach.disabled() & self.buttons.keys():
            self.buttons[key].disable()

    def changed(self) -> None:
        super().changed()
        self._sync_buttons()

    def enter(self) -> None:
        """Uncovered: the colours may have changed in Settings (from the pause menu)."""
        if (
            self.palette != self.ctx.settings.palette or self.hints_shown != self.hints_on()
        ):  # or hints on/off
            self.palette = self.ctx.settings.palette
            self.hints_shown = self.hints_on()
            self.resize(self.ctx.size)  # a new board view and panel in the new colours

    def hints_on(self) -> bool:
        """Whether this scene offers hints (the setting, and not in a lesson; in a network
        game, only when its host allows them)."""
        return self.offers_hints and self.ctx.settings.hints and self.table.hints_allowed()

    def legal(self) -> Legal:
        if self._legal is None or self._legal_rev != self.revision:
            self._legal = Legal(self.game)
            self._legal_rev = self.revision
        return self._legal

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.hurry_bots()  # (and Space still pans the board while held)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.press("undo")
                return True
            if event.key == pygame.K_r:  # R chooses the Road tool; once chosen, rotates
                self.ghost.rotate(1) if self.tool == "road" else self.press("road")
                return True
            if event.key == pygame.K_f:
                self.ghost.flip()
                return True
            if event.key == pygame.K_l:
                self.press("log")
                return True
            if event.key == pygame.K_t and self.table.can_chat():
                self.press("chat")
                return True
            if event.key == pygame.K_w and not self.coach.teaches:  # not in a lesson
                self.nav.replay(self.match)  # the turns played so far; W or Esc comes back
                return True
            if event.key == pygame.K_h and self.hints_shown:
                self.press("hint")
                return True
            if self.shortcut(event):
                return True
        if self.banner.click(event):
            return True  # the host's answer to a dropped seat
        if self.missed_turn_clicked(event):
            return True
        return super().handle_event(event)

    def touch_tools(self) -> tuple[str, ...]:
        """Beside a tapped space: turn and flip the road tile (a human's, in the actions)."""
        road = self.tool == "road" and self.game.phase == Phase.ACTIONS
        return ("rotate", "flip") if road and self.bot_level() is None else ()

    def touch_tool(self, key: str) -> None:
        self.ghost.rotate(1) if key == "rotate" else self.ghost.flip()

    def wheel_turn(self, steps: int) -> None:
        """The wheel's notch, or a deliberate scroll, turns the road tile a step."""
        self.ghost.rotate(1 if steps > 0 else -1)

    def missed_turn_clicked(self, event: pygame.event.Event) -> bool:
        """A click on a turn the player missed opens the replay viewer where it began (Esc
        there comes back to this turn); True when it did."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.missed_shown():
            return False
        turn = self.since.at(event.pos, self.board_rect())
        if turn is None:
            return False
        self.nav.replay(self.match, at=turn.step)
        return True

    def missed_shown(self) -> bool:
        """Whether the list of missed turns shows (a hint asked for takes its place)."""
        return bool(self.since.told) and self.hints.hint is None

    def shortcut(self, event: pygame.event.Event) -> bool:
        """C city tool, D draw dialog, E end actions / end turn; True when it was one."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        acting = self.game.phase == Phase.ACTIONS
        keys = {
            pygame.K_c: "city" if acting else "",
            pygame.K_d: "draw" if acting else "",
            pygame.K_e: "end_actions" if acting else "end_turn",
        }
        key = keys.get(event.key, "")
        if key:
            self.press(key)
        return bool(key)

    def press(self, key: str) -> None:
        if self.coach.press(key):
            return
        if key in ("log", "rules"):
            (self.nav.log if key == "log" else self.nav.help)()
            return
        if key == "chat":
            self.nav.chat(self.table)
            return
        if self.bot_level() is not None and key != "menu":
            return  # a computer player is acting
        if key in ("road", "city"):
            self.tool = key
            self.hovered()
            self._sync_buttons()
        elif key == "draw":
            self.open_draw_dialog()
        elif key == "end_actions":
            self.idle_end.end_actions()  # a human who has done nothing is asked first
        elif key == "end_turn":
            self.apply(EndTurn())
        elif key == "undo":
            self.turns.undo()  # (at a network table: only this machine's own turn, R40)
        elif key == "menu":
            self.nav.pause()
        elif key == "hint":
            self.hints.ask(self.revision)

    def open_draw_dialog(self) -> None:
        if not self.legal().draws:
            refusal = self.game.refusal(Draw(1, 0))
            self.say(
                refusal_text(refusal) if refusal else t("play.nothing_to_draw"),
                bad=True,
                rule=refusal.rule if refusal else "R13",
            )
            return
        hint = self.hints.hint.action if self.hints.hint is not None else None
        self.nav.draw_tiles(
            self.game,
            self.legal().draws,
            self.apply,
            self.in_view(),
            pygame.Rect(self.board_rect()),
            start=hint if isinstance(hint, Draw) else None,
        )

    def in_view(self) -> list[pygame.Rect]:
        """What a dialog should not cover: the space just played, the one under the mouse
        and the hint's line."""
        r = round(self.view.layout.size)
        spaces = [s for s in (self.pane.last_move, self.hover) if s is not None]
        hint = self.hint_view.box(self.board_rect())
        return [
            pygame.Rect(0, 0, 2 * r, 2 * r).move(x - r, y - r)
            for x, y in map(self.space_point, spaces)
        ] + ([hint] if hint else [])

    @property
    def ends(self) -> Ends:
        """The ghost road tile's ends."""
        return self.ghost.ends

    @ends.setter
    def ends(self, ends: Ends) -> None:
        self.ghost.ends = ends

    def road_shown(self, space: Space) -> Ends | None:
        """The ends of the road the board shows on `space` (a coach's target, a hint's), if
        any: the ghost takes them first there."""
        shown = self.coach.road_shown(space)
        if shown is not None:
            return shown
        hint = self.hints.hint.action if self.hints.hint is not None else None
        return hint.ends if isinstance(hint, PlaceRoad) and hint.space == space else None

    def hover_action(self) -> Action | None:
        """What a click on the space under the mouse would play."""
        return None if self.hover is None else self.action_at(self.hover)

    def action_at(self, space: Space) -> Action | None:
        """What a click on `space` plays: a sale or a market in the market phase, the
        tool's road (the ghost's ends) or city in the actions; None while a bot acts."""
        game = self.game
        if self.bot_level() is not None:
            return None
        if game.phase == Phase.MARKET:
            place = game.place_at(space) or space  # a city's market action: on its id
            return SellMarket(place) if space in self.legal().sell else BuildMarket(place)
        if game.phase == Phase.ACTIONS:
            return PlaceRoad(space, self.ends) if self.tool == "road" else PlaceCity(space)
        return None

    def key_targets(self) -> list[Space]:
        """Where Tab jumps: the engine's legal spaces for the tool in hand, or its markets
        to build or sell (one space a place); none while another player acts."""
        return [] if self.bot_level() is not None else self.legal().targets(self.tool)

    def may_go(self, space: Space) -> bool:
        """Every tile of a place a market may be built or sold on, too."""
        legal = self.legal()
        return space in legal.build | legal.sell or space in self.key_targets()

    def hover_fresh(self) -> bool:
        return self.hover != self.just_placed

    def pointer(self) -> Pointer:
        """What the player points at and holds, for the tooltips."""
        return Pointer(
            self.hover,
            self.tool,
            self.ends,
            revision=self.revision,
            fresh=self.hover_fresh(),
            human=self.bot_level() is None,
        )

    def offer_road(self) -> None:
        """The ghost on the hovered space takes the orientation a player most likely wants
        (or the road the board shows there)."""
        at = self.pointer()
        shown = self.road_shown(at.hover) if at.hover is not None else None
        self.tooltips.offer(at, self.legal(), shown)

    def aim_ghost(self) -> None:
        """The road tile under a human's mouse with the road tool, see-through (in red
        where the engine refuses it there), in `ghost_tile`; made anew only when what it
        shows changed."""
        hover = None if self.hover == self.just_placed else self.hover
        colour, game, layout = self.game.current_player, self.game, self.view.layout
        if (
            hover is None
            or colour is None
            or self.tool != "road"
            or game.phase != Phase.ACTIONS
            or self.bot_level() is not None
        ):
            self.ghost_tile.empty()
            self._ghost_for = None
            return
        made_for = (
            hover,
            self.ends,
            self.revision,
            layout.size,
            layout.origin,
            self.view.palette.name,
        )
        if made_for != self._ghost_for:
            ok = game.why_illegal(PlaceRoad(hover, self.ends)) is None
            images = self.view.images
            self.ghost_tile.sprite = GhostRoad(images, layout, hover, self.ends, colour, ok)
            self._ghost_for = made_for

    def hovered(self) -> None:
        if self.hover != self.just_placed:
            self.just_placed = None
        self.offer_road()

    def clicked(self, space: Space, button: int) -> bool:
        if self.bot_level() is not None:
            self.say(self.turns.acting_words())
            self.hurry_bots()
            return True
        if button == 3:
            self.ghost.flip()
            return True
        action = self.action_at(space)
        if action is not None:
            self.apply(action)
        return True

    def apply(self, action: Action, animate: bool = True) -> bool:
        """A human's action goes by the coach first (a lesson plays only the taught one);
        then the table, the match and the engine judge it (`TablePlay.apply`)."""
        human = self.bot_level() is None
        if human and not self.coach.allows(action):
            return False
        if not self.turns.apply(action, animate):
            return False
        if human:
            self.coach.applied(action)
        return True

    def after_action(self, action: Action) -> None:
        self.since.clear()  # the player acts: what they missed has been read
        if isinstance(action, PlaceRoad | PlaceCity):
            self.just_placed = action.space
        if isinstance(action, PlaceRoad) and self.bot_level() is None:
            self.road_laid(action)
        if isinstance(action, EndTurn):
            if self.game.phase == Phase.OVER:
                if not self.coach.game_over():
                    self.nav.scoring(self.match)
                return
            self.tool = "road"
            self.announce_turn()
        self._sync_buttons()

    def road_laid(self, action: PlaceRoad) -> None:
        """Its shape is offered first from now on; a road that connects no city says so:
        only direct connections to a city count (R20, R32, R35)."""
        self.ghost.placed(action.ends)
        if not self.status and not connects_a_city(self.game, action.space):
            self.say(t("road.status_no_city"), rule="R20")

    def hurry_bots(self) -> None:
        """Fast-forward: the computer players act at once, without animations or hand-over
        banners, until a human must act."""
        if self.bot_level() is not None:
            self.fast_forward = True
            self.turns.hurry()
            self.pane.board_moved()  # what was animating is shown where it ends

    def announce_turn(self) -> None:
        """The hot-seat hand-over banner (none for a computer player while fast-forwarding);
         a human's turn starts with the previous player's whole turn in the status line
        , worded whenever drawn — or, when several turns were played since their
         own last one, each of them in a list (`MissedTurns`) and their number in the line."""
        self.fast_forward = self.fast_forward and self.bot_level() is not None
        colour = self.game.current
        human = colour is not None and self.bot_level() is None
        summary = turn_summary(self.match.log) if colour is not None else None
        self.previous_turn = summary if human else None
        log = self.match.log
        missed = turns_since(self.game, log, colour) if human and colour is not None else []
        self.since.show(missed if len(missed) > 1 and not self.coach.teaches else [])
        if self.since.told:
            count = len(missed)
            self.say(lambda: t("summary.since", count=count))
        elif self.previous_turn is not None and not self.coach.teaches:
            said = self.previous_turn
            self.say(lambda: self.match.wording().text(said))
        if colour and self.table.attention(colour) and not window_in_front():
            flash_window()  # the turn came back to this machine, its window behind others
            self.notify_turn(colour)
        if colour and not self.fast_forward:
            self.ctx.sound("turn")
            self.nav.banner(
                t("play.turn_banner", name=self.match.seat_name(colour)),
                colour,
                bot=self.turns.seat_mark(colour) == "bot",
            )

    def notify_turn(self, colour: str) -> None:
        """The desktop's notification (where it has them): the player of `colour`'s turn in
        the network game of this board."""
        body = Said.of(
            "notify.turn_body", name=self.match.seat_name(colour), code=self.nav.join_code or ""
        )
        self.ctx.notifier.notify(Said.of("notify.turn_title"), body)

    def bot_level(self) -> str | None:
        """The bot level of the player to act, or None when a human acts (or nobody: the
        game is over) — the match's one answer, `Match.bot_to_act`."""
        return self.match.bot_to_act()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.on_top():  # (paused under an overlay: the others wait too)
            self.turns.update(dt, self.ctx.settings.bot_animations and not self.fast_forward)
            if self.hints_shown != self.hints_on():  # a network game's host allowed them
                self.hints_shown = self.hints_on()
                self.resize(self.ctx.size)
        self.hints.update(self.revision)
        if self.game.phase != Phase.OVER:  # what draw shows is worked out here, not in draw
            self.legal()
            self.offer_road()  # (a hint may have come, or undo changed the position)
            self.aim_ghost()
            self.tooltips.road_effect(self.pointer())
            self._panel_surface()

    def closed(self) -> None:
        self.table.stop_planning()  # (covered by an overlay, the game only waits)
        self.hints.forget()

    def busy(self) -> bool:
        """Frames keep coming while the board moves or a computer player acts (not while
        the game is paused under an overlay: the bot waits too)."""
        acting = self.bot_level() is not None and self.stack is not None and self.stack.top is self
        return self.animating() or acting or self.hints.thinking

    def look(self) -> object:
        return (
            self.revision,
            self.pulsing(),
            self.hints.hint,
            self.tooltip_due(),
            self.panel_tip(),
            self.banner.look(),
            self.since.look(self.mouse, self.board_rect()),
        )

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        if self.bot_level() is not None:
            pass  # a computer player acts: no targets for a human to click
        elif self.game.phase == Phase.ACTIONS:
            self._draw_action_targets(surface)
            self.view.names_over(surface, self.game)  # no outline or mark cuts a name
            self.tooltips.draw_villages_to_cover(surface, self.view)
        elif self.game.phase == Phase.MARKET:
            self.tooltips.draw_market_targets(surface, self.view, self.legal())
        self.draw_pointing(surface)
        self.draw_extras(surface)
        surface.blit(self._panel_surface(), self.panel_rect.topleft)
        self.draw_panel_edge(surface)
        self.draw_status(surface)
        self.banner.draw(surface)
        colour = self.game.current
        if self.bot_level() is not None and colour is not None:
            self.bot_line.draw(
                surface,
                self.pane.clock,
                self.status_h,
                self.fast_forward,
                self.board_rect(),
                note=self.turns.seat_mark(colour) == "bot",  # (another machine's: no hurry)
            )
        self.draw_tooltip(surface, self.hover_lines())  # (a bot's turn: the place's name)
        self.draw_panel_tip(surface)
        self.ui.draw_ui(surface)
        self.hint_view.draw_button(surface, self.buttons)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board, and on it the hint's mark (and the coach's), under the targets and
        labels drawn after."""
        super().draw_board(surface)
        self.hint_view.draw_mark(surface, self.view)
        self.coach.draw_mark(surface)

    def draw_extras(self, surface: pygame.Surface) -> None:
        """What the board shows over the pieces and targets: the hint's line (or the
        coach's box instead)."""
        if not self.coach.draw_extras(surface):
            self.hint_view.draw(surface, self.board_rect(), self.mouse)
        if self.missed_shown():
            self.since.draw(surface, self.board_rect(), self.mouse)

    def _draw_action_targets(self, surface: pygame.Surface) -> None:
        view, legal, ctx = self.view, self.legal(), self.ctx
        width = max(2, ctx.px(3))
        hover = None if self.hover == self.just_placed else self.hover
        if self.tool == "road":
            for space in legal.roads:
                view.outline(surface, space, pal.LEGAL, width, 0.8)
            ghost = self.ghost_tile.sprite
            if hover is not None and ghost is not None:
                if ghost.legal:
                    view.fill_alpha(surface, hover, pal.LEGAL, 90)
                self.ghost_tile.draw(surface)
                if not ghost.legal:
                    view.refused(surface, hover)
        else:
            for space in legal.cities:
                found = self.game.city_kind(space) == "found"
                if found:  # a gold ring over an ink one: it reads on pale land and green
                    view.outline(surface, space, pal.INK, width + 2, 0.85)
                view.outline(surface, space, pal.FOUND if found else pal.LEGAL, width, 0.85)
            if hover in legal.cities:
                view.fill_alpha(surface, hover, pal.LEGAL, 110)
            elif hover is not None:
                view.refused(surface, hover)

    def rule_chips(self) -> Chips:
        """The status line's rule reference and the shown hint's."""
        return super().rule_chips() + self.hint_view.chips(self.board_rect()) + self.coach.chips()

    def status_start(self) -> int:
        """While a computer player acts, its line leads the status line and the words
        follow it (never drawn over each other)."""
        if self.bot_level() is not None:
            return self.bot_line.rect(self.status_h).right + self.ctx.px(24)
        return super().status_start()

    def hover_lines(self) -> list[tuple[str, pal.Colour]]:
        """The tooltip's lines for the space under the mouse."""
        lines = self.tooltips.lines(self.pointer(), self.legal(), self.place_name)
        return self.coach.tooltip(lines)

    def panel_tip(self) -> str:
        """The words of what the mouse points at on the panel ("" for nothing): a player's
        hand, reserve or markets, which the panel shows as pictures."""
        p = self.panel_rect
        if not p.collidepoint(self.mouse) or (
            self.stack is not None and self.stack.top is not self
        ):
            return ""
        return self.panel.tip_at(p.w, (self.mouse[0] - p.x, self.mouse[1] - p.y))

    def draw_panel_tip(self, surface: pygame.Surface) -> None:
        """The panel's tooltip, on a slip of parchment left of the mouse."""
        words = self.panel_tip()
        if not words:
            return
        ctx = self.ctx
        label = ctx.text.render(words, ctx.px(26), pal.TEXT)
        pad = ctx.px(8)
        box = label.get_rect().inflate(2 * pad, 2 * pad)
        box.topright = (self.mouse[0] - ctx.px(12), self.mouse[1] + ctx.px(16))
        box.clamp_ip(pygame.Rect((0, 0), ctx.size))
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        surface.blit(label, label.get_rect(center=box.center))

    def _panel_surface(self) -> pygame.Surface:
        if self._panel is None or self._panel_rev != self.revision:
            self._panel = self.panel.render(self.panel_rect.size, self.legal())
            self._panel_rev = self.revision
        return self._panel
