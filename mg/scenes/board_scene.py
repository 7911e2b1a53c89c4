"""What the setup, play and scoring scenes share: the board on the left, a panel on the
right, hover tracking, a place's name on hover, a status line, pause on Esc."""

from __future__ import annotations

import math

import pygame
from pygame_gui.elements import UIButton

from mg.context import Context
from mg.engine import BuildMarket, EndTurn, Game, PlaceCity, PlaceOracle, PlaceRoad, SellMarket
from mg.narrate import Narrator
from mg.scenes.base import Scene
from mg.scenes.camera_input import CameraControls
from mg.scenes.theme import make_manager, pressed_key
from mg.sprites import palette as pal
from mg.sprites.animations import Animation, OracleMotion, Snapshot, animations_for
from mg.sprites.board_view import BoardView
from mg.sprites.layout import Space

PULSE_SECONDS = 2.5  # the last move's outline pulses this long, then stays still


class BoardScene(Scene):
    """A scene showing the board of `game` with a side panel of pygame-gui buttons."""

    def __init__(self, ctx: Context, game: Game) -> None:
        super().__init__(ctx)
        self.game = game
        self.revision = 0  # bumps whenever the game changes: cached drawings are redrawn
        self.hover: Space | None = None
        self.mouse = (0, 0)
        self.status = ""
        self.status_bad = False
        self.buttons: dict[str, UIButton] = {}
        self.anims: list[Animation] = []
        self.oracle_motion = OracleMotion()
        self.last_move: Space | None = None  # outlined on the board
        self.clock = 0.0
        self.camera = CameraControls()  # zoom and pan of the board
        self.moved_at = -PULSE_SECONDS  # when last_move was made (its outline pulses a while)
        self._layout()

    # -- layout ---------------------------------------------------------------------------
    def _layout(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        self.panel_w = max(ctx.px(540), int(w * 0.27))
        margin = ctx.px(16)
        self.status_h = ctx.px(44)
        board_rect = (margin, margin, w - self.panel_w - 2 * margin,
                      h - 2 * margin - self.status_h)
        self.view = BoardView(self.game.board, board_rect, ctx.size)
        self.panel_rect = pygame.Rect(w - self.panel_w, 0, self.panel_w, h)
        self.ui = make_manager(ctx)
        self.buttons = {}
        self.build_ui()
        self.revision += 1

    def build_ui(self) -> None:
        """Create this scene's buttons (subclasses)."""

    def add_button(self, key: str, text: str, rect: pygame.Rect, tooltip: str = "") -> UIButton:
        button = UIButton(rect, text, self.ui, tool_tip_text=tooltip or None,
                          object_id=f"#{key}")
        self.buttons[key] = button
        return button

    def resize(self, size: tuple[int, int]) -> None:
        self.anims.clear()  # they were laid out for the old size
        self.oracle_motion.reset()
        self._layout()

    def changed(self) -> None:
        """The game changed: redraw the cached pieces and panel."""
        self.revision += 1

    # -- positions (tests and autoplay click through these) --------------------------------
    def space_point(self, space: Space) -> tuple[int, int]:
        x, y = self.view.layout.to_pixel(space)
        return round(x), round(y)

    def button_point(self, key: str) -> tuple[int, int] | None:
        button = self.buttons.get(key)
        if button is None or not button.visible or not button.is_enabled:
            return None
        return button.rect.center

    def space_at(self, pos: tuple[int, int]) -> Space | None:
        if self.panel_rect.collidepoint(pos) \
                or not pygame.Rect(self.view.camera.viewport).collidepoint(pos):
            return None  # the panel, the status line (a zoomed board runs under them)
        space = self.view.layout.to_hex(*pos)
        return space if space in self.game.board.index else None

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        consumed, moved = self.camera.handle(event, self.view, self.mouse)
        if moved:
            self.board_moved()
        if consumed:
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.space_at(event.pos)
            self.hovered()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from mg.scenes.overlays import PauseScene

            assert self.stack is not None
            self.stack.push(PauseScene(self.ctx))
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.status_bad and self.status_rect().collidepoint(event.pos):
            from mg.scenes.text_overlay import HelpScene, rule_of

            assert self.stack is not None
            self.stack.push(HelpScene(self.ctx, focus=rule_of(self.status)))
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.mouse = event.pos
            self.hover = self.space_at(event.pos)
            if self.hover is not None:
                return self.clicked(self.hover, event.button)
        return False

    def board_moved(self) -> None:
        """Zoomed or panned: animations laid out for the old view end at once, and the
        space under the mouse is picked again."""
        self.anims.clear()
        self.hover = self.space_at(self.mouse)
        self.hovered()

    def press(self, key: str) -> None:
        """A panel button was pressed (subclasses)."""

    def hovered(self) -> None:
        """The mouse moved to another space (subclasses)."""

    def clicked(self, space: Space, button: int) -> bool:
        """A board space was clicked (subclasses); True when handled."""
        return False

    def say(self, text: str, bad: bool = False) -> None:
        self.status, self.status_bad = text, bad

    def apply(self, action: object, animate: bool = True) -> bool:
        """Ask the engine; on a refusal show its reason (R39). True when applied; what
        changed on the board is then animated (at once when `animate` is off)."""
        reason = self.game.why_illegal(action)
        if reason is not None:
            self.say(reason, bad=True)
            self.ctx.sound("refuse")
            return False
        before = Snapshot.take(self.game)
        narrator = Narrator(self.ctx.seat_name)
        facts = narrator.before(self.game, action)
        mark = len(self.ctx.log)
        self.game.apply(action)  # type: ignore[arg-type]
        self.ctx.log.extend(narrator.after(self.game, action, facts))
        if isinstance(action, EndTurn | PlaceOracle):
            self.ctx.log_marks.clear()  # the turn has passed: nothing left to undo
        else:
            self.ctx.log_marks.append(mark)
        if isinstance(action, PlaceRoad | PlaceCity | BuildMarket | SellMarket | PlaceOracle):
            self.last_move = action.space
            self.moved_at = self.clock
        was_saving = not self.ctx.autosave_off
        self.ctx.autosave(self.game)
        anims, sounds = animations_for(before, Snapshot.take(self.game), self.game, self.view,
                                       self.ctx.duration(0.45) if animate else 0.0)
        self.anims.extend(anims)
        for name in dict.fromkeys(sounds):
            self.ctx.sound(name)
        if was_saving and self.ctx.autosave_off:  # told once, when saving stops
            self.say(f"Autosave is off: {self.ctx.autosave_off}")
        else:
            self.say(narrator.headline)  # e.g. a merge that sent a market back (R26)
        self.changed()
        self.after_action(action)
        return True

    def after_action(self, action: object) -> None:
        """Follow-up after a successful action (subclasses)."""

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.clock += dt
        for anim in self.anims:
            anim.update(dt)
        if any(a.done for a in self.anims):
            self.anims = [a for a in self.anims if not a.done]
        if self.oracle_motion.retarget(self.game, self.view, (self.revision, self.ctx.size),
                                       self.ctx.duration(0.8)):
            self.ctx.sound("oracle")
        self.oracle_motion.update(dt)

    def pulsing(self) -> bool:
        """Whether the last move's outline still pulses."""
        return self.clock - self.moved_at < PULSE_SECONDS

    def animating(self) -> bool:
        """Whether anything on the board moves: pieces, oracles, the last move's pulse."""
        motion = self.oracle_motion
        return bool(self.anims or motion.tweens or motion.glow_left) or self.pulsing()

    def hidden(self) -> frozenset[tuple[object, ...]]:
        """Pieces being animated, left out of the cached layer."""
        if not self.anims:
            return frozenset()
        return frozenset().union(*(a.hides for a in self.anims))

    def draw_board(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.game, self.revision, self.hidden())
        for anim in self.anims:
            anim.draw(surface, self.view)
        self.view.draw_oracles(surface, self.game, self.oracle_motion.shown,
                               self.oracle_motion.glow())
        if self.last_move is not None and not self.anims:
            place = self.game.place_at(self.last_move)
            spaces = self.game.place_spaces(place) if place in self.game.cities() \
                else [self.last_move]
            wave = math.sin(self.clock * 4) if self.pulsing() else 0.0
            width = max(2, round(self.ctx.px(3) * (1.2 + 0.4 * wave)))
            for space in spaces:
                self.view.outline(surface, space, (255, 255, 255), width, 1.0)

    def draw_panel_background(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, pal.PANEL, self.panel_rect)
        pygame.draw.line(surface, pal.PANEL_LIGHT, self.panel_rect.topleft,
                         self.panel_rect.bottomleft, 2)

    def status_rect(self) -> pygame.Rect:
        """Where the status line is (a refusal there opens its rule when clicked)."""
        w, h = self.ctx.size
        return pygame.Rect(0, h - self.status_h, w - self.panel_w, self.status_h)

    def draw_status(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        rect = self.status_rect()
        pygame.draw.rect(surface, pal.PANEL, rect)
        if self.status:
            colour = (255, 150, 130) if self.status_bad else pal.TEXT
            room = rect.w - ctx.px(32) - (ctx.px(180) if self.status_bad else 0)
            size = ctx.px(28)
            label = ctx.text.render(self.status, size, colour)
            while label.get_width() > room and size > ctx.px(18):  # a long line shrinks a bit
                size -= 1
                label = ctx.text.render(self.status, size, colour)
            at = label.get_rect(midleft=(rect.x + ctx.px(16), rect.centery))
            surface.blit(label, at)
            if self.status_bad:
                more = ctx.text.render("(click: the rule)", ctx.px(22), pal.TEXT_DIM)
                surface.blit(more, more.get_rect(midleft=(at.right + ctx.px(12), rect.centery)))
        if ctx.autosave_off:
            self.draw_autosave_off(surface)

    def autosave_warning(self) -> str:
        """The banner shown while autosaving fails ("" while it works)."""
        off = self.ctx.autosave_off
        return f"Autosave is off: {off}. This game is not being saved." if off else ""

    def draw_autosave_off(self, surface: pygame.Surface) -> None:
        """A small persistent banner at the top of the board while autosaving fails."""
        ctx = self.ctx
        label = ctx.text.render(self.autosave_warning(), max(16, ctx.px(26)), (255, 235, 225),
                               bold=True)
        box = label.get_rect(topleft=(ctx.px(24), ctx.px(20))).inflate(ctx.px(20), ctx.px(10))
        pygame.draw.rect(surface, (150, 45, 35), box, border_radius=ctx.px(8))
        pygame.draw.rect(surface, (255, 190, 170), box, 1, border_radius=ctx.px(8))
        surface.blit(label, label.get_rect(center=box.center))

    def draw_tooltip(self, surface: pygame.Surface, lines: list[tuple[str, pal.Colour]]) -> None:
        """A small box of text beside the mouse."""
        ctx = self.ctx
        shown = [(t, c) for t, c in lines if t]
        if not shown:
            return
        labels = [ctx.text.render(t, ctx.px(26), c) for t, c in shown]
        pad = ctx.px(8)
        width = max(lb.get_width() for lb in labels) + 2 * pad
        height = sum(lb.get_height() for lb in labels) + 2 * pad
        box = self.tooltip_box((width, height))
        x, y = box.topleft
        pygame.draw.rect(surface, (20, 22, 28), box, border_radius=ctx.px(6))
        pygame.draw.rect(surface, pal.PANEL_LIGHT, box, 1, border_radius=ctx.px(6))
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
        if space in self.game.cities():
            owner = pal.colour_name(self.game.cities()[space])
            return f"{owner} city" + (f" ({name})" if name else "")
        if space in self.game.oracles():
            return "Oracle" + (f" at {name}" if name else "")
        return name or "Village"
