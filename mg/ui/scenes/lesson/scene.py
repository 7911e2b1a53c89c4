"""A lesson of "Learn to play": the real play scene on a lesson's position, with the step's
instruction in a box over the board, its target ringed, and every move but the taught one
refused with a friendly line (and the engine's rule reason). Back / Skip / Leave."""

from __future__ import annotations

import pygame

from mg.engine import BuildMarket, EndTurn, Phase, PlaceCity, PlaceRoad, Problem, SellMarket
from mg.match import Match
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.i18n import t
from mg.text.lessons import Course, Reply, Step, aimed, judge, refusal_shown
from mg.ui.context import Context
from mg.ui.draw import palette as pal
from mg.ui.draw.layout import Space
from mg.ui.scenes.board.rule_chip import Chips, chip_row, draw_chips
from mg.ui.scenes.play.hint_view import HINT_COLOUR
from mg.ui.scenes.play.legal import Ends
from mg.ui.scenes.play.scene import PlayScene

# The words of this scene are the catalogues' "lessons.*" keys; the lessons' own words are
# their "lesson.<id>.*" keys (mg/text/lessons/course.py).
OPPONENT = "easy"  # the other seat, should a lesson reach its turn
BOX_H = 170  # the lesson's box, at 1920x1080
BOX_LINES = 3  # the lines of text the box holds under its heading
TEXT, TEXT_TOP, PAD = 27, 68, 18  # the box's text size, where it starts, its margin
NOT_THIS_STEP = (255, 190, 120)  # a tooltip's "not this step": a warning, not a refusal


def no_autosave(session: Session) -> Problem | None:
    """A lesson is never saved (the autosave keeps the real game in progress)."""
    return None


class LessonScene(PlayScene):
    name = "lesson"
    offers_hints = False
    asks_before_idle_end = False  # the lesson says what to do: no question in between

    def __init__(self, ctx: Context, course: Course, index: int) -> None:
        self.course, self.index = course, index
        self.lesson = course.lessons[index]
        self.step = 0
        self._aim: tuple[int, int, Step] | None = None  # (revision, step, the step aimed)
        seats = [Seat(name, colour, "human" if k == 0 else OPPONENT)
                 for k, (name, colour) in enumerate(zip(course.names, course.players,
                                                         strict=True))]
        super().__init__(ctx, Match(course.game(index), seats, saver=no_autosave))

    @property
    def finished(self) -> bool:
        """Every step of the lesson is done."""
        return self.step >= len(self.lesson.steps)

    @property
    def taught(self) -> Step | None:
        """The step to do now (None once the lesson is done)."""
        return None if self.finished else self.lesson.steps[self.step]

    def target(self) -> Step | None:
        """The step to do now, its target found on the board as it stands (`aimed`)."""
        taught = self.taught
        if taught is None:
            return None
        if self._aim is None or self._aim[:2] != (self.revision, self.step):
            self._aim = (self.revision, self.step, aimed(self.game, taught))
        return self._aim[2]

    @property
    def heading(self) -> str:
        return t("lessons.heading", k=self.index + 1, n=len(self.course.lessons),
                 title=self.lesson.title)

    def last(self) -> bool:
        return self.index + 1 >= len(self.course.lessons)

    def onward(self) -> str:
        """The button that leads on from a finished lesson: Finish or Next lesson."""
        return t("lessons.finish") if self.last() else t("lessons.next")

    # -- layout -----------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        """The lesson's box above the board."""
        x, y, w, _ = super().board_rect()
        return pygame.Rect(x, y, w, self.ctx.px(BOX_H))

    def board_rect(self) -> tuple[int, int, int, int]:
        """The board, below the lesson's box."""
        x, y, w, h = super().board_rect()
        drop = self.ctx.px(BOX_H + 12)
        return (x, y + drop, w, h - drop)

    def build_ui(self) -> None:
        super().build_ui()
        box, ctx = self.box(), self.ctx
        bw, bh, gap = ctx.px(200), ctx.px(56), ctx.px(10)  # as tall as the play buttons
        y = box.y + ctx.px(10)
        labels = [("leave", t("lessons.leave")),
                  ("skip", self.onward() if self.finished else t("lessons.skip")),
                  ("back", t("lessons.back"))]
        for k, (key, text) in enumerate(labels):
            self.add_button(key, text, pygame.Rect(box.right - ctx.px(14) - (k + 1) * bw
                                                   - k * gap, y, bw, bh))
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """As in play, but no Undo, and no Back from the first lesson (none before it)."""
        super()._sync_buttons()
        for key in ("undo",) + (("back",) if self.index == 0 else ()):
            if key in self.buttons:
                self.buttons[key].disable()

    # -- input ------------------------------------------------------------------------------
    def press(self, key: str) -> None:
        if key == "leave":
            self.nav.menu()
        elif key == "back":
            self.nav.lesson(max(0, self.index - 1))
        elif key == "skip":
            self.nav.lesson(self.index + 1)  # past the last: back to the menu
        elif key in ("undo", "hint"):
            self.say(t("lessons.no_undo") if key == "undo" else t("lessons.no_hint"))
        else:
            super().press(key)

    def apply(self, action: object, animate: bool = True) -> bool:
        """Only the taught action is played; any other gets a friendly line and its rule."""
        if self.bot_level() is None:
            taught = self.target()
            shown = refusal_shown(self.game, taught, action) if taught else None
            if shown is not None:  # the refusal the step asked to see: the lesson's point
                self.ctx.sound("refuse")
                self.step_done(shown)
                return False
            reply = judge(self.game, taught, action) if taught else \
                Reply(t("lessons.finished", next=self.onward()))
            if reply is not None:
                self.say(reply.text, bad=True, rule=reply.rule)
                self.ctx.sound("refuse")
                return False
        human = self.bot_level() is None
        if not super().apply(action, animate):
            return False
        if human:
            self.step_done()
        return True

    def after_action(self, action: object) -> None:
        """The game's end leads to the final scoring, kept a lesson's (R37)."""
        if isinstance(action, EndTurn) and self.game.phase == Phase.OVER:
            self.nav.lesson_scoring(self.match, self.course, self.index)
            return
        super().after_action(action)

    def step_done(self, reply: Reply | None = None) -> None:
        """On to the next step; the lesson's end is remembered in the settings."""
        self.step += 1
        reply = reply or Reply(t("lessons.well_done"))
        self.say(reply.text, rule=reply.rule)
        if self.finished:
            done = self.ctx.settings.lessons_done
            if self.lesson.key not in done:
                done.append(self.lesson.key)
                self.ctx.save_settings()
            self.layout()  # Skip becomes Next lesson

    # -- the tooltip ------------------------------------------------------------------------
    def hover_action(self) -> object | None:
        """What a click on the space under the mouse would play (as PlayScene.clicked)."""
        hover, game = self.hover, self.game
        if hover is None or self.bot_level() is not None:
            return None
        if game.phase == Phase.MARKET:
            place = game.place_at(hover) or hover  # a city's market action: on its id
            return SellMarket(place) if hover in self.legal().sell else BuildMarket(place)
        if game.phase == Phase.ACTIONS:
            return PlaceRoad(hover, self.ends) if self.tool == "road" else PlaceCity(hover)
        return None

    def road_shown(self, space: Space) -> Ends | None:
        """On the step's target, the road the lesson shows there: the ghost takes it first
        (never a shape remembered from an earlier lesson)."""
        taught = self.target()
        if taught is None or taught.space != space or self.bot_level() is not None:
            return None
        return taught.ends or taught.guide

    def hover_lines(self) -> list[tuple[str, pal.Colour]]:
        """The tooltip never promises what the lesson refuses: over a legal move that is not
        this step's, its green promise gives way to "not this step" — on the step's own
        space, to what the road would do and that R turns it to the road shown."""
        lines = super().hover_lines()
        taught, action = self.target(), self.hover_action()
        if taught is None or action is None or self.hover == self.just_placed:
            return lines
        reply = judge(self.game, taught, action)
        if reply is None or reply.rule is not None:  # the taught move; or refused, said why
            return lines
        if isinstance(action, PlaceRoad) and action.space == taught.space:
            return [(text, pal.TEXT if colour == pal.LEGAL else colour)
                    for text, colour in lines] + [(t("lessons.turn_road"), NOT_THIS_STEP)]
        return [line for line in lines if line[1] != pal.LEGAL] \
            + [(t("lessons.not_this_step"), NOT_THIS_STEP)]

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        """The board, and on it the step's target ringed, with the road to lay shown faintly
        in its orientation — under the marks and labels drawn after, which stay readable."""
        super().draw_board(surface)
        taught = self.target()
        if taught is None or taught.space is None or self.bot_level() is not None:
            return
        road = taught.ends or taught.guide
        if road is not None:
            self.view.ghost_road(surface, taught.space, road, self.game.current or "", True)
        width = max(3, self.ctx.px(6))
        self.view.outline(surface, taught.space, pal.INK, width + 4, 1.08)
        self.view.outline(surface, taught.space, HINT_COLOUR, width, 1.0)

    def draw_extras(self, surface: pygame.Surface) -> None:
        """The lesson's box (no hints in the lessons)."""
        self.draw_box(surface)

    def box_text(self) -> str:
        """The step to do, or the lesson's end, in the language in use."""
        taught = self.taught
        return taught.words(self.game) if taught else \
            f"{t('lessons.well_done')} {self.lesson.done}"

    def box_lines(self) -> list[str]:
        """The box's text wrapped to the box's width; the box shows BOX_LINES of them."""
        ctx = self.ctx
        return ctx.text.wrap(self.box_text(), ctx.px(TEXT), self.box().w - 2 * ctx.px(PAD)) \
            or [""]

    def box_chips(self) -> Chips:
        """The rules the step (or the lesson's end) teaches, as small clickable references
        after the box's words: on the last line if they fit, else on the line below."""
        taught, ctx, box = self.taught, self.ctx, self.box()
        rules = taught.rules if taught else self.lesson.rules
        if not rules:
            return []
        font, lines = ctx.text.font(ctx.px(TEXT)), self.box_lines()[:BOX_LINES]
        line_h = font.get_height()
        x = box.x + ctx.px(PAD) + font.size(lines[-1])[0] + ctx.px(14)
        y = box.y + ctx.px(TEXT_TOP) + (len(lines) - 1) * line_h + line_h // 2
        row = chip_row(ctx, rules, (x, y))
        if row[-1][0].right > box.right - ctx.px(PAD):
            row = chip_row(ctx, rules, (box.x + ctx.px(PAD), y + line_h))
        return row

    def rule_chips(self) -> Chips:
        """The status line's rule reference and the box's."""
        return super().rule_chips() + self.box_chips()

    def draw_box(self, surface: pygame.Surface) -> None:
        ctx, box = self.ctx, self.box()
        pygame.draw.rect(surface, (22, 30, 42), box, border_radius=ctx.px(10))
        pygame.draw.rect(surface, HINT_COLOUR, box, 2, border_radius=ctx.px(10))
        pad = ctx.px(PAD)
        head = ctx.text.render(self.heading, ctx.px(32), pal.TEXT, bold=True)
        surface.blit(head, (box.x + pad, box.y + ctx.px(14)))
        y, line_h = box.y + ctx.px(TEXT_TOP), ctx.text.font(ctx.px(TEXT)).get_height()
        for line in self.box_lines()[:BOX_LINES]:
            label = ctx.text.render(line, ctx.px(TEXT), pal.TEXT if self.taught else pal.LEGAL)
            surface.blit(label, (box.x + pad, y))
            y += line_h
        draw_chips(surface, ctx, self.box_chips(), self.mouse)
