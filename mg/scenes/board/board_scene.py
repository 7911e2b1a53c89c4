"""What the setup, play, scoring and replay scenes share: the board pane on the left, a panel
of buttons on the right, hover tracking, a place's name on hover, a status line, pause on
Esc. A subclass builds its buttons in `build_ui` and calls `layout()` once its own fields
exist. What is drawn beyond the board are small objects given what they read: the status
line (`StatusLine`), the tooltip (`TooltipBox`)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from mg.engine import Action, Game
from mg.match import Match
from mg.scenes.base import Scene
from mg.scenes.board.board_cursor import BoardCursor
from mg.scenes.board.board_pane import BoardPane
from mg.scenes.board.pointing import TOOLTIP_REST, Pointing
from mg.scenes.board.rule_chip import Chips, chip_at
from mg.scenes.board.status_line import StatusLine, Words, draw_autosave_off
from mg.scenes.board.tooltip_box import Lines, TooltipBox
from mg.scenes.coach import Coach
from mg.scenes.context import Context
from mg.scenes.manager import make_manager, pressed_key
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.text.i18n import t
from mg.text.narrate import place_name as city_name
from mg.ui.theme.button import fitted_button
from mg.ui.theme.furniture import PANEL_BAND


def side_panel(ctx: Context) -> pygame.Rect:
    """Where a board scene's side panel goes in the window: on the right, full height;
    wider with larger text (by a little more than half its growth: the board keeps most of
    the window, the buttons' words keep their room)."""
    w, h = ctx.size
    wider = 1 + 0.6 * (ctx.settings.text_size / 100 - 1)
    panel_w = max(ctx.px(540 * wider), int(w * 0.27))
    return pygame.Rect(w - panel_w, 0, panel_w, h)


def board_room(ctx: Context) -> tuple[int, int, int, int]:
    """Left of the side panel and above the status line: the board's (a coach's box may
    take a part of it)."""
    w, h = ctx.size
    margin = ctx.px(16)
    return (margin, margin, w - side_panel(ctx).w - 2 * margin, h - 2 * margin - ctx.tx(44))


class BoardScene(Scene):
    """A scene showing the board of a match with a side panel of pygame-gui buttons."""

    soundscape = "board"  # the board's music and the sea (mg/ui/audio.py)
    board_cursor = False  # the arrows move a cursor on the board and Tab jumps to targets

    def __init__(self, ctx: Context, match: Match, coach: Coach | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.coach = coach or Coach()  # a lesson's, or none (a real game)
        self.hover: Space | None = None
        self.rest = 0.0  # seconds the mouse has rested on the hovered space
        self.mouse = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.pane = BoardPane(ctx, match.game, self.board_rect())
        self.pane.last_move = match.last_move  # outlined still after Continue or Load
        self.status_line = StatusLine(ctx, self.status_rect, self.status_start)
        self.tooltip = TooltipBox(ctx, lambda: self.panel_rect.x)
        self.pointing = Pointing(self)  # the keyboard's cursor, fingers, trackpads
        self.coach.attach(self)

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def status(self) -> str:
        """The status line's words, in the language shown now."""
        return self.status_line.text

    @property
    def view(self) -> BoardView:
        return self.pane.view

    @property
    def revision(self) -> int:
        return self.pane.revision

    def covered_now(self) -> bool:
        """Whether another scene is over this one (a pause menu, a dialog, a banner)."""
        return self.stack is not None and self.stack.top is not self

    def on_top(self) -> bool:
        """Whether this scene is on the stack's top (it gets the input; its game goes on)."""
        return self.stack is not None and self.stack.top is self

    # -- layout ---------------------------------------------------------------------------
    @property
    def panel_w(self) -> int:
        return side_panel(self.ctx).w

    @property
    def status_h(self) -> int:
        return self.ctx.tx(44)  # (as board_room leaves it: its words grow with the text)

    @property
    def panel_rect(self) -> pygame.Rect:
        return side_panel(self.ctx)

    def status_rect(self) -> pygame.Rect:
        """The status line under the board."""
        w, h = self.ctx.size
        return pygame.Rect(0, h - self.status_h, w - self.panel_w, self.status_h)

    def room_rect(self) -> tuple[int, int, int, int]:
        """Left of the panel and above the status line: the board's, and a coach's box's."""
        return board_room(self.ctx)

    def board_rect(self) -> tuple[int, int, int, int]:
        """The board: the room, less what a coach takes of it (a lesson's box)."""
        return self.coach.board_rect(self.room_rect())

    def layout(self) -> None:
        """Build the panel's buttons for the current size (subclasses call it last in
        their __init__, and it runs again on every resize)."""
        self.ui = make_manager(self.ctx)
        self.buttons = {}
        self.build_ui()

    def build_ui(self) -> None:
        """Create this scene's buttons (subclasses)."""

    def add_button(self, key: str, text: str, rect: pygame.Rect, tooltip: str = "") -> UIButton:
        """A panel button; a label too long for it (German "Rückgängig (Strg+Z)" in a small
        window) is set a little smaller, or smaller still, rather than cut off."""
        button: UIButton = fitted_button(
            rect, text, self.ui, f"#{key}", self.ctx.px(14), tool_tip_text=tooltip or None
        )
        self.buttons[key] = button
        return button

    def resize(self, size: tuple[int, int]) -> None:
        self.pane.relayout(self.board_rect())
        self.layout()

    def changed(self) -> None:
        """The game changed: redraw the cached pieces and panel."""
        self.pane.changed()

    # -- positions (tests and autoplay click through these) --------------------------------
    def space_point(self, space: Space) -> tuple[int, int]:
        x, y = self.view.layout.to_pixel(space)
        return round(x), round(y)

    def button_point(self, key: str) -> tuple[int, int] | None:
        button = self.buttons.get(key)
        if button is None or not button.visible or not button.is_enabled:
            return None
        x, y = button.rect.center
        return int(x), int(y)

    def space_at(self, pos: tuple[int, int]) -> Space | None:
        if self.panel_rect.collidepoint(pos) or not pygame.Rect(
            self.view.camera.viewport
        ).collidepoint(pos):
            return None  # the panel, the status line (a zoomed board runs under them)
        space = self.view.layout.to_hex(*pos)
        return space if space in self.game.board.index else None

    # -- input ----------------------------------------------------------------------------
    def widgets(self) -> pygame_gui.UIManager | None:
        """The panel's buttons take Tab unless the board's cursor does (F6 switches)."""
        return self.ui if self.pointing.keys_in_panel or not self.board_cursor else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        if self.pointing.handle(event):
            return True  # the keyboard's cursor, fingers, the wheel and trackpads
        consumed, moved = self.pane.camera.handle(event, self.view, self.mouse)
        if moved:
            self.board_moved()
        if consumed:
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.pointing.mouse_moved()  # the mouse points again
            self.rest = max(self.rest, 0.0)
            self.hover_at(event.pos)
            self.hovered()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.nav.pause()
            return True
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.opens_rule(event.pos)
        ):
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.mouse = event.pos
            self.hover_at(event.pos)
            if self.hover is not None:
                return self.clicked(self.hover, event.button)
        return False

    def board_moved(self) -> None:
        """Zoomed or panned by the player: the space under the mouse is found again (the
        one a finger or the keyboard points at stays pointed at)."""
        self.pane.board_moved()
        held = self.pointing.held()
        if held is not None:
            self.mouse = self.space_point(held)
        self.hover_at(self.mouse)
        self.hovered()

    @property
    def cursor(self) -> BoardCursor:
        """The keyboard's cursor on the board."""
        return self.pointing.cursor

    @property
    def touched(self) -> Space | None:
        """The space a tap showed the ghost on (a second tap there places)."""
        return self.pointing.touched

    def touch_tool_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The touch tools' buttons beside the tapped space, and where they are."""
        return self.pointing.tool_rects()

    def key_targets(self) -> list[Space]:
        """Where Tab jumps: the spaces the engine lets the tool in hand go (subclasses)."""
        return []

    def touch_tools(self) -> tuple[str, ...]:
        """The buttons drawn beside a tapped space (subclasses: rotate and flip the road)."""
        return ()

    def touch_tool(self, key: str) -> None:
        """One of `touch_tools` was tapped (subclasses)."""

    def wheel_turn(self, steps: int) -> None:
        """A wheel's notch, or a deliberate scroll, without Ctrl (subclasses: the play
        scene turns its road tile)."""

    def hover_lines(self) -> Lines:
        """The tooltip's lines for the hovered space (subclasses add what a click does)."""
        return [(self.place_name(self.hover), pal.TEXT)]

    def may_go(self, space: Space) -> bool:
        """Whether the tool in hand may go on `space` now (the engine's, as `key_targets`)."""
        return space in self.key_targets()

    def speak_hover(self) -> None:
        """The space the keyboard points at, read aloud (Settings → Read aloud): its name
        and what stands there, the tooltip's words, whether the tool in hand may go there."""
        space = self.hover
        if space is None:
            return
        voice = self.ctx.voice
        road = self.game.roads().get(space)
        if road is not None:
            voice.say(t("speech.road", owner=self.match.seat_name(road[0])))
        elif not self.place_name(space):
            voice.say(t("speech.land"))
        for text, _ in self.hover_lines():
            voice.say(text)
        voice.say(t("speech.may_go" if self.may_go(space) else "speech.may_not_go"))

    def draw_pointing(self, surface: pygame.Surface) -> None:
        """The keyboard's cursor while it points, and beside a tapped space its tools."""
        self.pointing.draw(surface)

    def opens_rule(self, pos: tuple[int, int]) -> bool:
        """A click on a rule's chip, or anywhere on a refusal's status line, opens the help
        at that rule (R39); True when it did."""
        rule = chip_at(self.rule_chips(), pos)
        if rule is None and not self.status_line.bad_at(pos):
            return False
        self.nav.help(rule or self.status_line.rule)
        return True

    def hover_at(self, pos: tuple[int, int]) -> None:
        """The space under `pos` is hovered; on another space the mouse starts resting anew."""
        space = self.space_at(pos)
        if space != self.hover:
            self.hover, self.rest = space, 0.0

    def press(self, key: str) -> None:
        """A panel button was pressed (subclasses)."""

    def hovered(self) -> None:
        """The mouse moved to another space (subclasses)."""

    def clicked(self, space: Space, button: int) -> bool:
        """A board space was clicked (subclasses); True when handled."""
        return False

    def hover_action(self) -> Action | None:
        """What a click on the space under the mouse would play (subclasses), if anything."""
        return None

    def hover_fresh(self) -> bool:
        """Whether the hovered space is not the one just played on (subclasses)."""
        return True

    def say(self, text: Words, bad: bool = False, rule: str | None = None) -> None:
        """`text` in the status line (`StatusLine.say`)."""
        self.status_line.say(text, bad, rule)

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.pane.update(dt)
        self.rest += dt
        self.pointing.update(dt)

    def tooltip_due(self) -> bool:
        """Whether the hovered space's tooltip shows: once the mouse has rested on it a
        moment (not on every space it passes), and never under a pause menu or dialog."""
        return self.hover is not None and self.rest >= TOOLTIP_REST and not self.covered_now()

    def pulsing(self) -> bool:
        return self.pane.pulsing()

    def ambient(self) -> list[pygame.Rect]:
        """The oracles' pennants stir while the board is still (not under an overlay)."""
        return [] if self.covered_now() or self.ctx.calm else self.pane.ambient()

    def animating(self) -> bool:
        return self.pane.animating()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.pane.draw(surface)

    def draw_panel_background(self, surface: pygame.Surface) -> None:
        """The side panel's parchment (made once per size) and its edge."""
        ctx, rect = self.ctx, self.panel_rect
        surface.blit(ctx.furniture.paper(rect.size, ctx.palette.table), rect)
        self.draw_panel_edge(surface)

    def draw_panel_edge(self, surface: pygame.Surface) -> None:
        """The bronze meander down the panel's edge, in the board's right margin."""
        ctx, rect = self.ctx, self.panel_rect
        band = ctx.furniture.band(rect.h, ctx.px(PANEL_BAND), ctx.palette.table, vertical=True)
        surface.blit(band, (rect.x - band.get_width(), rect.y))

    def status_start(self) -> int:
        """Where the status line's words start (x); a subclass may lead the line."""
        return self.status_rect().x + self.ctx.px(16)

    def rule_chips(self) -> Chips:
        """Every clickable rule reference on screen (the status line's; subclasses add)."""
        return self.status_line.chips()

    def draw_status(self, surface: pygame.Surface) -> None:
        """The status line, and the banner while autosaving fails."""
        self.status_line.draw(surface, self.mouse)
        off = self.match.autosave_off
        if off is not None:
            draw_autosave_off(surface, self.ctx, off)

    def draw_tooltip(self, surface: pygame.Surface, lines: Lines) -> None:
        """The tooltip's lines by the mouse, once it is due, clear of the hovered space and
        its neighbours (where a ghost road is being turned)."""
        if self.tooltip_due():
            self.tooltip.draw(surface, lines, self.mouse, self.neighbourhood(self.hover))

    def neighbourhood(self, space: Space | None) -> pygame.Rect | None:
        """The screen area of `space` and the six spaces around it."""
        if space is None:
            return None
        x, y = self.space_point(space)
        reach = round(self.view.layout.size * 2.6)  # the neighbours reach 2.6 sizes across, 2.5 up
        return pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)

    def place_name(self, space: Space | None) -> str:
        if space is None:
            return ""
        place = self.game.place_at(space)
        if place is None:
            return ""
        name = self.game.board.name(space) or self.game.board.name(place)
        if space in self.game.cities():  # a city has one name, on every tile (as in the log)
            name = city_name(self.game, place)
            owner = self.match.seat_name(self.game.cities()[space])  # as the log names it
            return (
                t("place.city", owner=owner, name=name)
                if name
                else t("place.city_unnamed", owner=owner)
            )
        if space in self.game.oracles():
            return t("place.oracle", name=name) if name else t("place.oracle_unnamed")
        return name or t("place.village")
