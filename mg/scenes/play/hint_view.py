"""Hints in the play scene: the hard bot's best next action for the player to move, planned
off the main thread (the bots' worker), shown on the board as a ghost with one line of why.
The hint never plays for the player and is forgotten as soon as the position changes.
`HintAdvisor` asks for it; `HintView` shows it, given the board's view and room."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.elements import UIButton

from mg.ai.bot_pool import BotRunner
from mg.ai.hint_budget import HINT_LEVEL, hint_budget
from mg.engine import BuildMarket, Draw, EndActions, EndTurn, PlaceCity, PlaceRoad, SellMarket
from mg.match import Match
from mg.scenes.board.rule_chip import Chips, chip_rect, draw_chips
from mg.scenes.context import Context
from mg.sprites.board_view import BoardView
from mg.sprites.paint import palette as pal
from mg.text.hints import Hint, choose, hint_rule, reason
from mg.text.i18n import t

HINT_COLOUR = (120, 205, 255)  # a sky blue no player colour uses
HINT_INK = (24, 80, 150)  # the hint's blue as words on the parchment: a deep one that reads
BUTTON_FOR = {Draw: "draw", EndActions: "end_actions", EndTurn: "end_turn"}
Room = tuple[int, int, int, int]  # the board's rectangle on screen: x, y, w, h


class HintAdvisor:
    """Asks the hard bot for the next action of the player to move, without blocking."""

    def __init__(self, ctx: Context, match: Match) -> None:
        self.ctx, self.match = ctx, match
        self.runner = BotRunner(ctx.bots)
        self.hint: Hint | None = None
        self.asked_at: int | None = None  # the position (board revision) asked about

    @property
    def thinking(self) -> bool:
        """Whether a hint is being worked out."""
        return self.runner.busy

    def enabled(self) -> bool:
        """Hints are on in the settings."""
        return self.ctx.settings.hints

    def ask(self, revision: int) -> None:
        """Look for a hint for this position; asked again while shown, hide it."""
        if not self.enabled():
            return
        if self.asked_at == revision and (self.hint is not None or self.thinking):
            if self.hint is not None:
                self.forget()
            return
        self.forget()
        self.asked_at = revision
        seed = self.ctx.rng.randrange(1 << 30)
        budget = hint_budget(self.ctx.options.think, self.ctx.bots.ready())
        self.runner.start(self.match.game, HINT_LEVEL, seed, budget)

    def update(self, revision: int) -> None:
        """Forget a hint once the position changes; take the plan when it is ready."""
        if self.asked_at is not None and (revision != self.asked_at or not self.enabled()):
            self.forget()
            return
        plan = self.runner.poll()
        if plan is None:
            return
        game = self.match.game
        action = choose(game, plan)
        if action is None:
            self.forget()
            return
        self.hint = Hint(action, reason(game, action, plan), hint_rule(game, action))
        self.match.note_hint(self.hint.why)
        self.ctx.voice.say(t("hints.title", why=self.match.wording().text(self.hint.why)))

    def forget(self) -> None:
        """No hint shown and none looked for."""
        self.runner.cancel()
        self.hint, self.asked_at = None, None


class HintView:
    """The shown hint on screen: its mark on the board, its line along the board's bottom
    (with the rule it rests on as a chip) and the ring round its button."""

    def __init__(
        self,
        ctx: Context,
        advisor: HintAdvisor,
        ornaments: Callable[[], list[pygame.Rect]] = list,
    ) -> None:
        # `ornaments`: where the map's own writing stands on screen (its title's scroll, the
        # compass, the names of seas and lands), which the hint's line leaves readable
        self.ctx, self.advisor, self.ornaments = ctx, advisor, ornaments

    @property
    def hint(self) -> Hint | None:
        return self.advisor.hint

    def draw_mark(self, surface: pygame.Surface, view: BoardView) -> None:
        """The advised action's space ringed and washed in blue (a road's ghost on it),
        drawn with the board: the price tags and marks drawn after it stay readable."""
        action = self.hint.action if self.hint is not None else None
        if not isinstance(action, PlaceRoad | PlaceCity | BuildMarket | SellMarket):
            return
        width = max(3, self.ctx.px(5))
        road = isinstance(action, PlaceRoad)  # a lighter wash: the road's colour shows
        view.fill_alpha(surface, action.space, HINT_COLOUR, 50 if road else 120)
        if isinstance(action, PlaceRoad):
            colour = self.advisor.match.game.current_player
            if colour is not None:
                view.ghost_road(surface, action.space, action.ends, colour, True)
        view.outline(surface, action.space, pal.INK, width + 4, 1.08)
        view.outline(surface, action.space, HINT_COLOUR, width, 1.0)

    def draw(self, surface: pygame.Surface, board: Room, mouse: tuple[int, int]) -> None:
        """The hint's line of why over the board in `board` (its mark is drawn with the
        board); "thinking" while it is worked out."""
        if self.hint is None:
            if self.advisor.thinking:
                self.draw_why(surface, board, mouse, t("hints.thinking"))
            return
        self.draw_why(surface, board, mouse, self.line(), self.hint.rule)

    def draw_button(self, surface: pygame.Surface, buttons: dict[str, UIButton]) -> None:
        """A hint to draw, end the actions or end the turn rings its button (of `buttons`)."""
        hint = self.hint
        button = buttons.get(BUTTON_FOR.get(type(hint.action), "")) if hint else None
        if button is not None and button.visible:
            width = max(3, self.ctx.px(5))
            pygame.draw.rect(
                surface,
                HINT_COLOUR,
                button.rect.inflate(width * 2, width * 2),
                width,
                border_radius=self.ctx.px(10),
            )

    def why_box(
        self, board: Room, text: str, rule: str | None
    ) -> tuple[list[pygame.Surface], pygame.Rect, Chips]:
        """The hint's line wrapped to fit along the bottom of the board, its box, and the
        small reference to the rule it rests on, after the last line."""
        ctx = self.ctx
        x, _, w, h = board
        size, pad = ctx.px(26), ctx.px(10)
        chip_w = chip_rect(ctx, rule, (0, 0)).w + ctx.px(10) if rule else 0
        left, right = self.free_span(x + ctx.px(16), x + w - ctx.px(16), h, size)
        lines = ctx.text.wrap(text, size, right - left - 2 * pad - chip_w) or [""]
        labels = [ctx.text.render(line, size, pal.TEXT) for line in lines]
        height = sum(lb.get_height() for lb in labels) + 2 * pad
        last = labels[-1]
        wide = max(max(lb.get_width() for lb in labels), last.get_width() + chip_w)
        box = pygame.Rect(left, ctx.px(16) + h - height - ctx.px(12), wide + 2 * pad, height)
        if not rule:
            return labels, box, []
        at = (
            box.x + pad + last.get_width() + ctx.px(10),
            box.bottom - pad - last.get_height() // 2,
        )
        return labels, box, [(chip_rect(ctx, rule, at), rule)]

    def free_span(self, left: int, right: int, bottom: int, size: int) -> tuple[int, int]:
        """The widest stretch of the board's bottom band, from `left` to `right`, that the
        map's own writing leaves free (the whole band where a free stretch would be less
        than half of it: a line too narrow to read is worse)."""
        ctx = self.ctx
        band = pygame.Rect(left, bottom - 4 * ctx.text.font(size).get_linesize(), right - left, 0)
        band.h = bottom + ctx.px(16) - band.y
        spans, start = [], left
        for box in sorted((b for b in self.ornaments() if b.colliderect(band)), key=lambda b: b.x):
            if box.x > start:
                spans.append((start, box.x - ctx.px(8)))
            start = max(start, box.right + ctx.px(8))
        spans.append((start, right))
        best = max(spans, key=lambda span: span[1] - span[0])
        return best if best[1] - best[0] >= (right - left) // 2 else (left, right)

    def line(self) -> str:
        """The shown hint's line in the language shown now ("" without a hint)."""
        if self.hint is None:
            return ""
        return t("hints.title", why=self.advisor.match.wording().text(self.hint.why))

    def box(self, board: Room) -> pygame.Rect | None:
        """Where the shown hint's line is drawn on the board (None without a hint)."""
        hint = self.hint
        return self.why_box(board, self.line(), hint.rule)[1] if hint is not None else None

    def chips(self, board: Room) -> Chips:
        """The shown hint's rule reference, where it is drawn (none without a hint)."""
        hint = self.hint
        if hint is None or not hint.rule:
            return []
        return self.why_box(board, self.line(), hint.rule)[2]

    def draw_why(
        self,
        surface: pygame.Surface,
        board: Room,
        mouse: tuple[int, int],
        text: str,
        rule: str | None = None,
    ) -> None:
        """The hint's line in a box along the bottom of the board, wrapped to fit, and the
        rule it rests on as a small clickable reference."""
        ctx = self.ctx
        labels, box, chips = self.why_box(board, text, rule)
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        pygame.draw.rect(surface, HINT_COLOUR, box, 2, border_radius=ctx.px(8))
        y = box.y + ctx.px(10)
        for label in labels:
            surface.blit(label, (box.x + ctx.px(10), y))
            y += label.get_height()
        draw_chips(surface, ctx, chips, mouse)
