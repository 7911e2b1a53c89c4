"""Playing a round: roads with a ghost tile, cities, drawing, markets, undo, hand-over."""

from __future__ import annotations

import pygame

from mg.engine import BuildMarket, Draw, EndTurn, Phase, PlaceCity, PlaceRoad, SellMarket
from mg.match import Match
from mg.text.i18n import refusal_text, t
from mg.text.road_effect import connects_a_city
from mg.ui.context import Context
from mg.ui.draw import palette as pal
from mg.ui.draw.layout import Space
from mg.ui.scenes.board.board_scene import BoardScene
from mg.ui.scenes.board.bot_driver import BotDriver
from mg.ui.scenes.board.camera_input import ctrl_held
from mg.ui.scenes.board.rule_chip import Chips
from mg.ui.scenes.play.hint_view import (
    HintAdvisor,
    draw_hint,
    draw_hint_button,
    draw_hint_mark,
    hint_box,
    hint_chips,
)
from mg.ui.scenes.play.idle_end import end_actions
from mg.ui.scenes.play.legal import Ends, Legal
from mg.ui.scenes.play.panel import draw_thinking, render_panel, thinking_rect
from mg.ui.scenes.play.road_ghost import RoadGhost
from mg.ui.scenes.play.tooltips import (
    draw_market_targets,
    draw_villages_to_cover,
    hover_lines,
    offer_road,
    road_effect,
)

BOT_PACE = 0.55  # seconds between a computer player's actions (at normal speed)


class PlayScene(BoardScene):
    name = "play"
    offers_hints = True  # (not in the lessons)
    asks_before_idle_end = True  # End actions with nothing done asks first (not in lessons)

    def __init__(self, ctx: Context, match: Match) -> None:
        super().__init__(ctx, match)
        self.tool = "road"
        self.ghost = RoadGhost()  # the road tile under the mouse: its ends, what it would do
        self._legal: Legal | None = None
        self._legal_rev = -1
        self._panel: pygame.Surface | None = None
        self._panel_rev = -1
        self.just_placed: Space | None = None  # no ghost here until the mouse moves on
        self.palette = ctx.settings.palette  # the colours the board was drawn in
        self.bots = BotDriver(ctx, match, BOT_PACE)
        self.hints = HintAdvisor(ctx, match)
        self.hints_shown = self.hints_on()  # whether the panel has the Hint button
        self.fast_forward = False  # the bots play at once until a human must act
        self.layout()

    # -- layout and buttons ---------------------------------------------------------------
    def build_ui(self) -> None:
        ctx, p = self.ctx, self.panel_rect
        pad, gap, bh = ctx.px(20), ctx.px(10), ctx.px(56)
        y = p.bottom - pad - 4 * bh - 3 * gap
        rows = [("road", "city"), ("draw", "end_actions"), ("undo", "menu"),
                ("log", "rules") + (("hint",) if self.hints_shown else ())]
        for r, row in enumerate(rows):
            w = (p.w - 2 * pad - (len(row) - 1) * gap) // len(row)
            for c, key in enumerate(row):
                rect = pygame.Rect(p.x + pad + c * (w + gap), y + r * (bh + gap), w, bh)
                self.add_button(key, t(f"play.{key}"), rect)
        self.add_button("end_turn", t("play.end_turn"), pygame.Rect(p.x + pad, y, p.w - 2 * pad,
                                                            2 * bh + gap))
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        acting = self.game.phase == Phase.ACTIONS
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
                usable = key in ("menu", "log", "rules") or not bot
            button.enable() if usable else button.disable()
        if not bot:  # (unselect() would repaint a disabled button as enabled)
            for key in ("road", "city"):
                if key in self.buttons:
                    button = self.buttons[key]
                    button.select() if self.tool == key else button.unselect()

    def changed(self) -> None:
        super().changed()
        self._sync_buttons()

    def enter(self) -> None:
        """Uncovered: the colours may have changed in Settings (from the pause menu)."""
        if self.palette != self.ctx.settings.palette \
                or self.hints_shown != self.hints_on():  # or hints on/off
            self.palette = self.ctx.settings.palette
            self.hints_shown = self.hints_on()
            self.resize(self.ctx.size)  # a new board view and panel in the new colours

    def hints_on(self) -> bool:
        """Whether this scene offers hints (the setting, and not in a lesson)."""
        return self.offers_hints and self.ctx.settings.hints

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
            if event.key == pygame.K_h and self.hints_shown:
                self.press("hint")
                return True
            if self.shortcut(event):
                return True
        if event.type == pygame.MOUSEWHEEL and not ctrl_held():  # Ctrl+wheel zooms
            self.ghost.rotate(1 if event.y > 0 else -1)
            return True
        return super().handle_event(event)

    def shortcut(self, event: pygame.event.Event) -> bool:
        """C city tool, D draw dialog, E end actions / end turn; True when it was one."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        acting = self.game.phase == Phase.ACTIONS
        keys = {pygame.K_c: "city" if acting else "", pygame.K_d: "draw" if acting else "",
                pygame.K_e: "end_actions" if acting else "end_turn"}
        key = keys.get(event.key, "")
        if key:
            self.press(key)
        return bool(key)

    def press(self, key: str) -> None:
        if key in ("log", "rules"):
            (self.nav.log if key == "log" else self.nav.help)()
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
            end_actions(self)  # a human who has done nothing is asked first
        elif key == "end_turn":
            self.apply(EndTurn())
        elif key == "undo":
            self.show(self.match.undo())
            self._sync_buttons()
        elif key == "menu":
            self.nav.pause()
        elif key == "hint":
            self.hints.ask(self.revision)

    def open_draw_dialog(self) -> None:
        if not self.legal().draws:
            refusal = self.game.refusal(Draw(1, 0))
            self.say(refusal_text(refusal) if refusal else t("play.nothing_to_draw"), bad=True,
                     rule=refusal.rule if refusal else "R13")
            return
        hint = self.hints.hint.action if self.hints.hint is not None else None
        self.nav.draw_tiles(self.game, self.legal().draws, self.apply, self.in_view(),
                            pygame.Rect(self.board_rect()),
                            start=hint if isinstance(hint, Draw) else None)

    def in_view(self) -> list[pygame.Rect]:
        """What a dialog should not cover: the space just played, the one under the mouse
        and the hint's line."""
        r = round(self.view.layout.size)
        spaces = [s for s in (self.pane.last_move, self.hover) if s is not None]
        hint = hint_box(self)
        return [pygame.Rect(0, 0, 2 * r, 2 * r).move(x - r, y - r)
                for x, y in map(self.space_point, spaces)] + ([hint] if hint else [])

    @property
    def ends(self) -> Ends:
        """The ghost road tile's ends."""
        return self.ghost.ends

    @ends.setter
    def ends(self, ends: Ends) -> None:
        self.ghost.ends = ends

    def road_shown(self, space: Space) -> Ends | None:
        """The ends of the road the board shows on `space` (a hint's), if any: the ghost
        takes them first there."""
        hint = self.hints.hint.action if self.hints.hint is not None else None
        return hint.ends if isinstance(hint, PlaceRoad) and hint.space == space else None

    def hovered(self) -> None:
        if self.hover != self.just_placed:
            self.just_placed = None
        offer_road(self)

    def clicked(self, space: Space, button: int) -> bool:
        if self.bot_level() is not None:
            self.say(t("play.bot_acting"))
            self.hurry_bots()
            return True
        if button == 3:
            self.ghost.flip()
            return True
        phase = self.game.phase
        if phase == Phase.MARKET:
            place = self.game.place_at(space) or space  # a city's market action: on its id
            if space in self.legal().sell:
                self.apply(SellMarket(place))
            else:
                self.apply(BuildMarket(place))
        elif phase == Phase.ACTIONS:
            self.apply(PlaceRoad(space, self.ends) if self.tool == "road" else PlaceCity(space))
        return True

    def after_action(self, action: object) -> None:
        if isinstance(action, PlaceRoad | PlaceCity):
            self.just_placed = action.space
        if isinstance(action, PlaceRoad) and self.bot_level() is None:
            self.road_laid(action)
        if isinstance(action, EndTurn):
            if self.game.phase == Phase.OVER:
                self.nav.scoring(self.match)
                return
            self.tool = "road"
            self.bots.new_turn()
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
            self.bots.hurry()
            self.pane.board_moved()  # what was animating is shown where it ends

    def announce_turn(self) -> None:
        """The hot-seat hand-over banner (none for a computer player while fast-forwarding)."""
        self.fast_forward = self.fast_forward and self.bot_level() is not None
        colour = self.game.current
        if colour and not self.fast_forward:
            self.ctx.sound("turn")
            self.nav.banner(t("play.turn_banner", name=self.match.seat_name(colour)), colour,
                            bot=self.match.bot_level(colour) is not None)

    def bot_level(self) -> str | None:
        """The bot level of the player to act, or None when a human acts."""
        if self.game.phase not in (Phase.ACTIONS, Phase.MARKET):
            return None
        return self.match.bot_level()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.stack is not None and self.stack.top is self:  # paused: the bot waits too
            animate = self.ctx.settings.bot_animations and not self.fast_forward
            action = self.bots.next(dt, animate) if self.held is None else None
            if not self.play_for_bot(action, animate):  # after a glide to it if need be
                self.bots.refused()
        self.hints.update(self.revision)
        if self.game.phase != Phase.OVER:  # what draw shows is worked out here, not in draw
            self.legal()
            offer_road(self)  # (a hint may have come, or undo changed the position)
            road_effect(self)
            self._panel_surface()

    def exit(self) -> None:
        if self.stack is None or self not in self.stack.scenes:
            self.bots.cancel()  # left for good (not only covered by an overlay)
            self.hints.forget()

    def busy(self) -> bool:
        """Frames keep coming while the board moves or a computer player acts (not while
        the game is paused under an overlay: the bot waits too)."""
        acting = self.bot_level() is not None and self.stack is not None \
            and self.stack.top is self
        return self.animating() or acting or self.hints.thinking

    def look(self) -> object:
        return (self.revision, self.pulsing(), self.hints.hint, self.tooltip_due())

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        if self.bot_level() is not None:
            pass  # a computer player acts: no targets for a human to click
        elif self.game.phase == Phase.ACTIONS:
            self._draw_action_targets(surface)
            draw_villages_to_cover(self, surface)
        elif self.game.phase == Phase.MARKET:
            draw_market_targets(self, surface)
        self.draw_extras(surface)
        surface.blit(self._panel_surface(), self.panel_rect.topleft)
        self.draw_status(surface)
        if self.bot_level() is not None:
            draw_thinking(self, surface)
        self.draw_tooltip(surface, self.hover_lines())  # (a bot's turn: the place's name)
        self.ui.draw_ui(surface)
        draw_hint_button(self, surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The board, and on it the hint's mark, under the targets and labels drawn after."""
        super().draw_board(surface)
        draw_hint_mark(self, surface)

    def draw_extras(self, surface: pygame.Surface) -> None:
        """What the board shows over the pieces and targets: the hint's line."""
        draw_hint(self, surface)

    def _draw_action_targets(self, surface: pygame.Surface) -> None:
        view, legal, ctx = self.view, self.legal(), self.ctx
        width = max(2, ctx.px(3))
        hover = None if self.hover == self.just_placed else self.hover
        if self.tool == "road":
            for space in legal.roads:
                view.outline(surface, space, pal.LEGAL, width, 0.8)
            if hover is not None:
                ok = self.game.why_illegal(PlaceRoad(hover, self.ends)) is None
                view.fill_alpha(surface, hover, pal.LEGAL if ok else pal.ILLEGAL, 90)
                view.ghost_road(surface, hover, self.ends, self.game.current or "", ok)
        else:
            for space in legal.cities:
                found = self.game.city_kind(space) == "found"
                view.outline(surface, space, pal.HIGHLIGHT if found else pal.LEGAL, width, 0.85)
            if hover in legal.cities:
                view.fill_alpha(surface, hover, pal.LEGAL, 110)
            elif hover is not None:
                view.fill_alpha(surface, hover, pal.ILLEGAL, 70)

    def rule_chips(self) -> Chips:
        """The status line's rule reference and the shown hint's."""
        return super().rule_chips() + hint_chips(self)

    def status_start(self) -> int:
        """While a computer player acts, its line leads the status line and the words
        follow it (never drawn over each other)."""
        if self.bot_level() is not None:
            return thinking_rect(self).right + self.ctx.px(24)
        return super().status_start()

    def hover_lines(self) -> list[tuple[str, pal.Colour]]:
        """The tooltip's lines for the space under the mouse."""
        return hover_lines(self)

    def _panel_surface(self) -> pygame.Surface:
        if self._panel is None or self._panel_rev != self.revision:
            self._panel = render_panel(self)
            self._panel_rev = self.revision
        return self._panel
