"""What the setup, play and scoring scenes share: the board pane on the left, a panel of
buttons on the right, hover tracking, a place's name on hover, a status line, pause on Esc.
A subclass builds its buttons in `build_ui` and calls `layout()` once its own fields exist."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from mg.engine import Action, Game, Problem
from mg.match import Match, Outcome
from mg.net.client import ActionRefused, Failed, Moved, Resynced, SeatsChanged
from mg.net.net_game import REMOTE, NetGame, remote_move
from mg.scenes.base import Scene
from mg.scenes.board.board_pane import BoardPane
from mg.scenes.board.rule_chip import Chips, chip_at, chip_rect, draw_chips
from mg.scenes.coach import Coach
from mg.scenes.context import Context
from mg.scenes.manager import make_manager, pressed_key
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.text.i18n import problem_text, refusal_text, t
from mg.text.narrate import place_name as city_name
from mg.ui.audio import outcome_sounds
from mg.ui.notice import Said, notice_text
from mg.ui.theme.button import Button
from mg.ui.theme.furniture import PANEL_BAND

TOOLTIP_REST = 0.4  # seconds the mouse rests on a space before its tooltip shows
Words = str | Callable[[], str]  # words as they are, or worded anew in the language shown


def side_panel(ctx: Context) -> pygame.Rect:
    """Where a board scene's side panel goes in the window: on the right, full height."""
    w, h = ctx.size
    panel_w = max(ctx.px(540), int(w * 0.27))
    return pygame.Rect(w - panel_w, 0, panel_w, h)


def board_room(ctx: Context) -> tuple[int, int, int, int]:
    """Left of the side panel and above the status line: the board's (a coach's box may
    take a part of it)."""
    w, h = ctx.size
    margin = ctx.px(16)
    return (margin, margin, w - side_panel(ctx).w - 2 * margin, h - 2 * margin - ctx.px(44))


def autosave_off(problem: Problem) -> Said:
    """The status line (and the menus' notice) when autosaving has just stopped working."""
    return Said.of("status.autosave_off", problem=problem)


class BoardScene(Scene):
    """A scene showing the board of a match with a side panel of pygame-gui buttons."""

    soundscape = "board"  # the board's music and the sea (mg/ui/audio.py)

    def __init__(self, ctx: Context, match: Match, coach: Coach | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.coach = coach or Coach()  # a lesson's, or none (a real game)
        self.hover: Space | None = None
        self.rest = 0.0  # seconds the mouse has rested on the hovered space
        self.mouse = (0, 0)
        self.status_words: Callable[[], str] = str  # the status line's words, worded now
        self.status_bad = False
        self.status_rule: str | None = None  # the rule the status line's words back (R39)
        self.buttons: dict[str, UIButton] = {}
        self.pane = BoardPane(ctx, match.game, self.board_rect())
        self.pane.last_move = match.last_move  # outlined still after Continue or Load
        self.held: Action | None = None  # a computer player's action, while the camera glides
        self.net: NetGame | None = None  # network play: actions go to the server (issue 25)
        self._net_wait = 0.0  # seconds before another machine's next action is shown
        self.coach.attach(self)

    @property
    def game(self) -> Game:
        return self.match.game

    def seat_mark(self, colour: str | None) -> str | None:
        """How the seat of `colour` is shown: None for a player at this machine; "bot" for
        a computer player (its mark, "is thinking"); in network play "remote" for another
        machine's player, "away" while that player is disconnected (issue 25). A host's own
        bots are bot clients, "remote" to its match, but still computer players."""
        level = self.match.bot_level(colour)
        if level is None:
            return None
        net = self.net
        if level != REMOTE or (net is not None and colour in net.bot_colours):
            return "bot"
        seat = net.seat(colour) if net is not None and colour is not None else None
        return "away" if seat is not None and seat.taken and not seat.connected else "remote"

    def acting_words(self) -> str:
        """What a click while someone else must act is told: a computer player acts
        (Esc pauses it), or another machine's player does."""
        colour = self.game.current
        if self.seat_mark(colour) == "bot" or colour is None:
            return t("play.bot_acting")
        return t("net.remote_acting", name=self.match.seat_name(colour))

    @property
    def status(self) -> str:
        """The status line's words, in the language shown now."""
        return self.status_words()

    @property
    def view(self) -> BoardView:
        return self.pane.view

    @property
    def revision(self) -> int:
        return self.pane.revision

    # -- layout ---------------------------------------------------------------------------
    @property
    def panel_w(self) -> int:
        return side_panel(self.ctx).w

    @property
    def status_h(self) -> int:
        return self.ctx.px(44)  # (as board_room leaves it)

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
        tip = tooltip or None
        button: UIButton = Button(rect, text, self.ui, tool_tip_text=tip, object_id=f"#{key}")
        for smaller in ("@narrow", "@narrower"):
            if button.font is None or button.font.size(text)[0] <= rect.w - self.ctx.px(14):
                break
            button.kill()
            button = Button(
                rect,
                text,
                self.ui,
                tool_tip_text=tooltip or None,
                object_id=ObjectID(f"#{key}", smaller),
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
    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            drop = next(
                (k for k, r in self.drop_buttons().items() if r.collidepoint(event.pos)), None
            )
            if drop is not None:
                self.answer_drop(drop)
                return True
        consumed, moved = self.pane.camera.handle(event, self.view, self.mouse)
        if moved:
            self.pane.board_moved()
            self.hover_at(self.mouse)
            self.hovered()
        if consumed:
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
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

    def opens_rule(self, pos: tuple[int, int]) -> bool:
        """A click on a rule's chip, or anywhere on a refusal's status line, opens the help
        at that rule (R39); True when it did."""
        rule = chip_at(self.rule_chips(), pos)
        if rule is None and not (self.status_bad and self.status_rect().collidepoint(pos)):
            return False
        self.nav.help(rule or self.status_rule)
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

    def hover_action(self) -> object | None:
        """What a click on the space under the mouse would play (subclasses), if anything."""
        return None

    def hover_fresh(self) -> bool:
        """Whether the hovered space is not the one just played on (subclasses)."""
        return True

    def say(self, text: Words, bad: bool = False, rule: str | None = None) -> None:
        """`text` in the status line (a refusal's when `bad`), with a small clickable
        reference to `rule` after it when given; words given as a function are worded anew
        in the language shown whenever drawn."""
        self.status_words = text if callable(text) else lambda: text
        self.status_bad, self.status_rule = bad, rule

    def apply(self, action: Action, animate: bool = True) -> bool:
        """Play `action` through the match and show what it did: a refusal's reason (R39),
        or the changed pieces animated (at once when `animate` is off). True when applied."""
        if self.net is not None:
            return self.send(action)
        outcome = self.match.apply(action)
        self.show(outcome, animate)
        if outcome.applied:
            self.after_action(action)
        return outcome.applied

    # -- network play (issue 25) ------------------------------------------------------------
    def send(self, action: object) -> bool:
        """Network play: an action of this machine's seat is checked as a local one (a
        refusal shown the same way), then SENT, not applied: it is played when the server's
        `applied` comes back (`take_net`). Always False: nothing changed yet."""
        net = self.net
        assert net is not None
        refusal = self.game.refusal(action)
        if refusal is not None:
            self.show(Outcome(applied=False, refusal=refusal))
            return False
        client = net.local(self.game.current)
        if client is None or net.sent or not isinstance(action, Action):
            return False  # another machine's seat, or ours is on its way
        net.sent = True
        client.act(action)
        return False

    def send_undo(self) -> None:
        """Network play: ask to take back this machine's last action of its turn (R40)."""
        net = self.net
        assert net is not None
        refusal = self.game.undo_refusal()
        if refusal is not None:
            self.show(Outcome(applied=False, refusal=refusal))
            return
        client = net.local(self.game.current)
        if client is not None and not net.sent:
            net.sent = True
            client.undo()

    def take_net(self, dt: float, pace: float) -> None:
        """Once a frame: what the network said. At most one action a frame (it may switch
        scenes: the rest waits in the network game's inbox); another machine's after the
        last one's animation, `pace` seconds apart, like a bot's."""
        net = self.net
        if net is None:
            return
        self._net_wait -= dt
        while (event := net.peek()) is not None:
            if isinstance(event, Moved):
                mine = net.local(self.game.current) is not None
                if not mine and (self._net_wait > 0 or self.animating()):
                    return
                net.take()
                self._net_wait = 0.0 if mine else self.ctx.duration(pace)
                self.play_moved(event)
                return
            net.take()
            if isinstance(event, ActionRefused):
                refusal = event.refusal
                self.say(lambda r=refusal: refusal_text(r), bad=True, rule=refusal.rule)  # type: ignore[misc]
            elif isinstance(event, Failed):
                problem = event.problem
                self.say(lambda p=problem: problem_text(p), bad=True)  # type: ignore[misc]
            elif isinstance(event, SeatsChanged):  # who is connected, on the panel
                self.changed()
            elif isinstance(event, Resynced):
                self.match.game = event.game.copy()
                self.pane.game = self.match.game
                self.changed()

    def play_moved(self, event: Moved) -> None:
        """An action (or undo) the server accepted, played on this machine's copy."""
        outcome = remote_move(self.match, event.action, event.game)
        if self.pane.game is not self.match.game:
            self.pane.game = self.match.game
        if outcome.applied:
            self.show(outcome, self.ctx.settings.bot_animations)
        self.changed()
        if event.action is not None:
            self.after_action(event.action)

    def net_banner(self) -> str:
        """What the top of the board says of the network: this machine reconnecting, or
        the player to act disconnected ("" for nothing)."""
        net = self.net
        if net is None:
            return ""
        if net.state in ("reconnecting", "connecting", "closed"):
            return t("net.reconnecting")
        colour = self.game.current
        seat = net.seat(colour) if colour is not None else None
        if seat is not None and not seat.connected and net.local(colour) is None:
            return t("net.waiting_for", name=self.match.seat_name(seat.colour))
        return ""

    def net_look(self) -> object:
        """What the network shows on the board (the banner, the host's offer): a change
        draws the scene again."""
        return (self.net_banner(), self.net.offer_bot()) if self.net is not None else None

    def drop_buttons(self) -> dict[str, pygame.Rect]:
        """The host's offer when the seat to act is a disconnected player's, under the
        banner: give the seat to a bot, or wait ({} when there is no offer)."""
        net = self.net
        if net is None or net.offer_bot() is None:
            return {}
        ctx = self.ctx
        board = pygame.Rect(self.board_rect())
        size, pad, gap = ctx.px(26), ctx.px(36), ctx.px(16)
        widths = {
            k: ctx.text.render(t(f"net.{k}"), size, pal.TEXT, bold=True).get_width() + pad
            for k in ("give_bot", "wait")
        }
        banner = ctx.text.render(self.net_banner() or " ", ctx.px(30), pal.TEXT, bold=True)
        top = board.top + ctx.px(12) + banner.get_height() + ctx.px(20) + gap
        left = board.centerx - (sum(widths.values()) + gap) // 2
        rects = {}
        for key, w in widths.items():
            rects[key] = pygame.Rect(left, top, w, ctx.px(52))
            left += w + gap
        return rects

    def answer_drop(self, key: str) -> None:
        """The host's answer to the offer: a bot of this machine takes the seat (its
        player takes it back by coming back), or the game waits for them."""
        net = self.net
        colour = net.offer_bot() if net is not None else None
        if net is None or colour is None:
            return
        if key == "wait":
            net.wait_for(colour)
            return
        problem = net.give_to_bot(colour, self.ctx.rng.randrange(1 << 30))
        if problem is not None:
            self.say(lambda: problem_text(problem), bad=True)
        else:
            name = self.match.seat_name(colour)
            self.say(lambda: t("net.bot_took", name=name))

    def draw_net_banner(self, surface: pygame.Surface) -> None:
        words = self.net_banner()
        if not words:
            return
        ctx = self.ctx
        label = ctx.text.render(words, ctx.px(30), pal.TEXT, bold=True)
        board = pygame.Rect(self.board_rect())
        box = label.get_rect().inflate(ctx.px(40), ctx.px(20))
        box.midtop = (board.centerx, board.top + ctx.px(12))
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        surface.blit(label, label.get_rect(center=box.center))
        for key, rect in self.drop_buttons().items():
            surface.blit(ctx.furniture.slip(rect.size, ctx.palette.table), rect)
            pygame.draw.rect(surface, pal.TITLE, rect, max(1, ctx.px(2)), border_radius=ctx.px(6))
            word = ctx.text.render(t(f"net.{key}"), ctx.px(26), pal.TEXT, bold=True)
            surface.blit(word, word.get_rect(center=rect.center))

    def show(self, outcome: Outcome, animate: bool = True) -> None:
        """The status line and the board tell what the match did, worded in the language
        shown (anew after a switch)."""
        refusal, headline = outcome.refusal, outcome.headline
        if not outcome.applied:
            if refusal is not None:
                self.say(lambda: refusal_text(refusal), bad=True, rule=refusal.rule)
            for name in outcome_sounds(outcome):
                self.ctx.sound(name)
            return
        self.pane.show(outcome, animate)
        failed, resumed = outcome.save_failed, outcome.save_resumed
        if failed is not None:  # told once, when saving stops
            self.say(lambda: notice_text(autosave_off(failed)))
        elif outcome.undone:
            self.say(lambda: t("status.undone"))
        elif headline is not None:  # e.g. a merge that sent a market back (R26)
            self.say(lambda: self.match.wording().entry(headline))
        elif resumed is not None:
            self.say(lambda: t("status.autosave_on"))  # and told when it works again
        else:
            self.say("")
        notice = self.ctx.notice
        if resumed is not None and isinstance(notice, Said) and notice.key == "status.autosave_off":
            self.ctx.tell(None)  # the menus no longer say it is off

    def after_action(self, action: object) -> None:
        """Follow-up after a successful action (subclasses)."""

    def play_for_bot(self, action: Action | None, animate: bool) -> bool:
        """A computer player's next action (None: no new one): on a zoomed-in board the
        camera first glides to where it goes, if that is not well in view, then it is
        applied (animated when `animate`). False when it was refused."""
        if action is not None:
            self.held = action
        held = self.held
        if held is None or self.pane.gliding():
            return True
        if animate and self.pane.glide_to(getattr(held, "space", None)):
            return True
        self.held = None
        return self.apply(held, animate)

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.pane.update(dt)
        self.rest += dt

    def tooltip_due(self) -> bool:
        """Whether the hovered space's tooltip shows: once the mouse has rested on it a
        moment (not on every space it passes), and never under a pause menu or dialog."""
        covered = self.stack is not None and self.stack.top is not self
        return self.hover is not None and self.rest >= TOOLTIP_REST and not covered

    def pulsing(self) -> bool:
        return self.pane.pulsing()

    def ambient(self) -> list[pygame.Rect]:
        """The oracles' pennants stir while the board is still (not under an overlay)."""
        covered = self.stack is not None and self.stack.top is not self
        return [] if covered else self.pane.ambient()

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

    def status_label(self) -> pygame.Surface:
        """The status line's words, rendered; a long line shrinks a bit to leave room for
        its rule's chip."""
        ctx, rect = self.ctx, self.status_rect()
        colour = pal.BAD if self.status_bad else pal.TEXT
        chip = chip_rect(ctx, self.status_rule, (0, 0)).w + ctx.px(12) if self.status_rule else 0
        room = rect.right - ctx.px(16) - self.status_start() - chip
        size = ctx.px(28)
        label = ctx.text.render(self.status, size, colour)
        while label.get_width() > room and size > ctx.px(18):
            size -= 1
            label = ctx.text.render(self.status, size, colour)
        return label

    def status_text_rect(self) -> pygame.Rect:
        """Where the status line's words are drawn (empty without words)."""
        if not self.status:
            return pygame.Rect(self.status_start(), self.status_rect().centery, 0, 0)
        label = self.status_label()
        return label.get_rect(midleft=(self.status_start(), self.status_rect().centery))

    def rule_chip_rect(self) -> pygame.Rect | None:
        """The status line's rule reference, right after its words (None without a rule)."""
        if not self.status_rule:
            return None
        words = self.status_text_rect()
        return chip_rect(self.ctx, self.status_rule, (words.right + self.ctx.px(12), words.centery))

    def rule_chips(self) -> Chips:
        """Every clickable rule reference on screen (the status line's; subclasses add)."""
        chip = self.rule_chip_rect()
        return [(chip, self.status_rule)] if chip is not None and self.status_rule else []

    def draw_status(self, surface: pygame.Surface) -> None:
        rect = self.status_rect()
        surface.blit(self.ctx.furniture.paper(rect.size, self.ctx.palette.table), rect)
        pygame.draw.line(surface, pal.ACCENT, rect.topleft, rect.topright, max(1, self.ctx.px(3)))
        if self.status:
            surface.blit(self.status_label(), self.status_text_rect())
        chip = self.rule_chip_rect()
        if chip is not None and self.status_rule:
            draw_chips(surface, self.ctx, [(chip, self.status_rule)], self.mouse)
        if self.match.autosave_off is not None:
            self.draw_autosave_off(surface)

    def autosave_warning(self) -> str:
        """The banner shown while autosaving fails ("" while it works), worded in the
        language shown now."""
        off = self.match.autosave_off
        return "" if off is None else t("status.autosave_banner", problem=problem_text(off))

    def draw_autosave_off(self, surface: pygame.Surface) -> None:
        """A small persistent banner at the top of the board while autosaving fails."""
        ctx = self.ctx
        label = ctx.text.render(
            self.autosave_warning(), max(16, ctx.px(26)), (255, 235, 225), bold=True
        )
        box = label.get_rect(topleft=(ctx.px(24), ctx.px(20))).inflate(ctx.px(20), ctx.px(10))
        pygame.draw.rect(surface, (150, 45, 35), box, border_radius=ctx.px(8))
        pygame.draw.rect(surface, (255, 190, 170), box, 1, border_radius=ctx.px(8))
        surface.blit(label, label.get_rect(center=box.center))

    def draw_tooltip(self, surface: pygame.Surface, lines: list[tuple[str, pal.Colour]]) -> None:
        """A small box of text beside the mouse."""
        ctx = self.ctx
        shown = [(t, c) for t, c in lines if t]
        if not shown or not self.tooltip_due():
            return
        labels = [ctx.text.render(t, ctx.px(26), c) for t, c in shown]
        pad = ctx.px(8)
        width = max(lb.get_width() for lb in labels) + 2 * pad
        height = sum(lb.get_height() for lb in labels) + 2 * pad
        box = self.tooltip_box((width, height))
        x, y = box.topleft
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        for lb in labels:
            surface.blit(lb, (x + pad, y + pad))
            y += lb.get_height()

    def tooltip_box(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a tooltip of `size` goes: below right of the mouse, or flipped to its left
        or above it where it would leave the board, so it always sits by the cursor."""
        ctx = self.ctx
        (mx, my), (w, h) = self.mouse, size
        right, bottom = ctx.size[0] - self.panel_w - 4, ctx.size[1] - 4
        x = mx + ctx.px(22) if mx + ctx.px(22) + w <= right else mx - ctx.px(10) - w
        y = my + ctx.px(18) if my + ctx.px(18) + h <= bottom else my - ctx.px(10) - h
        return pygame.Rect(max(4, min(x, right - w)), max(4, min(y, bottom - h)), w, h)

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
