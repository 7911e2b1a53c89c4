"""A lesson of "Learn to play", as a coach of the real play scene on the lesson's position:
the step's instruction in a box over the board, its target ringed, and every move but the
taught one refused with a friendly line (and the engine's rule reason). Back / Skip / Leave.
After the lesson's game ends, the same coach words the final scoring (Back for Play again)."""

from __future__ import annotations

import pygame

from mg.engine import PlaceRoad, Problem
from mg.match import Match
from mg.scenes.board.rule_chip import Chips, chip_row, draw_chips
from mg.scenes.coach import Coach, CoachHost, Lines
from mg.scenes.context import Context
from mg.scenes.play.hint_view import HINT_COLOUR
from mg.scenes.play.legal import Ends
from mg.sprites.layout import Space
from mg.sprites.paint import palette as pal
from mg.store.seats import Seat
from mg.store.session import Session
from mg.text.i18n import t
from mg.text.lessons import Course, Lesson, Reply, Step, aimed, judge, refusal_shown

# The words of a lesson are the catalogues' "lessons.*" keys; the lessons' own words are
# their "lesson.<id>.*" keys (mg/text/lessons/course.py).
OPPONENT = "easy"  # the other seat, should a lesson reach its turn
BOX_H = 170  # the lesson's box, at 1920x1080
BOX_LINES = 3  # the lines of text the box holds under its heading
TEXT, TEXT_TOP, PAD = 27, 68, 18  # the box's text size, where it starts, its margin
NOT_THIS_STEP = pal.WARN_INK  # a tooltip's "not this step": a warning, not a refusal


def no_autosave(session: Session) -> Problem | None:
    """A lesson is never saved (the autosave keeps the real game in progress)."""
    return None


def lesson_match(course: Course, index: int) -> Match:
    """The lesson's game: the player against an easy bot, never autosaved."""
    seats = [
        Seat(name, colour, "human" if k == 0 else OPPONENT)
        for k, (name, colour) in enumerate(zip(course.names, course.players, strict=True))
    ]
    return Match(course.game(index), seats, saver=no_autosave)


class LessonCoach(Coach):
    """Lesson `index` of `course`, step by step."""

    scene_name = "lesson"
    offers_hints = False
    asks_before_idle_end = False  # the lesson says what to do: no question in between
    teaches = True

    def __init__(self, ctx: Context, course: Course, index: int) -> None:
        self.ctx, self.course, self.index = ctx, course, index
        self.lesson: Lesson = course.lessons[index]
        self.step = 0
        self._aim: tuple[int, int, Step] | None = None  # (revision, step, the step aimed)
        self._host: CoachHost | None = None

    def attach(self, host: CoachHost) -> None:
        self._host = host

    @property
    def host(self) -> CoachHost:
        assert self._host is not None, "a coach is attached by the scene it coaches"
        return self._host

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
        taught, host = self.taught, self.host
        if taught is None:
            return None
        if self._aim is None or self._aim[:2] != (host.revision, self.step):
            self._aim = (host.revision, self.step, aimed(host.game, taught))
        return self._aim[2]

    @property
    def heading(self) -> str:
        return t(
            "lessons.heading", k=self.index + 1, n=len(self.course.lessons), title=self.lesson.title
        )

    def last(self) -> bool:
        return self.index + 1 >= len(self.course.lessons)

    def onward(self) -> str:
        """The button that leads on from a finished lesson: Finish or Next lesson."""
        return t("lessons.finish") if self.last() else t("lessons.next")

    def human_acts(self) -> bool:
        return self.host.match.bot_to_act() is None

    # -- layout -----------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        """The lesson's box above the board."""
        x, y, w, _ = self.host.room_rect()
        return pygame.Rect(x, y, w, self.ctx.tx(BOX_H))

    def board_rect(self, rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        """The board, below the lesson's box."""
        x, y, w, h = rect
        drop = self.ctx.tx(BOX_H) + self.ctx.px(12)
        return (x, y + drop, w, h - drop)

    def build_ui(self) -> None:
        host, box, ctx = self.host, self.box(), self.ctx
        bw, bh, gap = ctx.px(200), ctx.px(56), ctx.px(10)  # as tall as the play buttons
        y = box.y + ctx.px(10)
        labels = [
            ("leave", t("lessons.leave")),
            ("skip", self.onward() if self.finished else t("lessons.skip")),
            ("back", t("lessons.back")),
        ]
        for k, (key, text) in enumerate(labels):
            host.add_button(
                key, text, pygame.Rect(box.right - ctx.px(14) - (k + 1) * bw - k * gap, y, bw, bh)
            )

    def disabled(self) -> set[str]:
        """No Undo, and no Back from the first lesson (none before it)."""
        return {"undo"} | ({"back"} if self.index == 0 else set())

    # -- input ------------------------------------------------------------------------------
    def press(self, key: str) -> bool:
        nav = self.host.nav
        if key == "leave":
            nav.menu()
        elif key == "back":
            nav.lesson(max(0, self.index - 1))
        elif key == "skip":
            nav.lesson(self.index + 1)  # past the last: back to the menu
        elif key in ("undo", "hint"):
            self.host.say(t("lessons.no_undo") if key == "undo" else t("lessons.no_hint"))
        else:
            return False
        return True

    def allows(self, action: object) -> bool:
        """Only the taught action is played; any other gets a friendly line and its rule."""
        taught, game = self.target(), self.host.game
        shown = refusal_shown(game, taught, action) if taught else None
        if shown is not None:  # the refusal the step asked to see: the lesson's point
            self.ctx.sound("refuse")
            self.step_done(shown)
            return False
        reply = (
            judge(game, taught, action)
            if taught
            else Reply(t("lessons.finished", next=self.onward()))
        )
        if reply is not None:
            self.host.say(reply.text, bad=True, rule=reply.rule)
            self.ctx.sound("refuse")
            return False
        return True

    def applied(self, action: object) -> None:
        self.step_done()

    def game_over(self) -> bool:
        """The game's end leads to the final scoring, kept a lesson's (R37)."""
        self.host.nav.lesson_scoring(self.host.match, self.course, self.index)
        return True

    def step_done(self, reply: Reply | None = None) -> None:
        """On to the next step; the lesson's end is remembered in the settings. The lesson
        has one voice, its box: a step done mid-lesson leaves the status line empty (no
        "Well done!" beside a box that goes on with what is still missing, no note of the
        board's own) and the box says the next step; the lesson's end is praised in both; a
        refusal the step asked to see stays in the status line (`reply`: its point)."""
        self.step += 1
        if reply is not None:
            self.host.say(reply.text, rule=reply.rule)
        else:
            self.host.say(t("lessons.well_done") if self.finished else "")
        if self.finished:
            done = self.ctx.settings.lessons_done
            if self.lesson.key not in done:
                done.append(self.lesson.key)
                self.ctx.save_settings()
            self.host.layout()  # Skip becomes Next lesson

    # -- the tooltip ------------------------------------------------------------------------
    def road_shown(self, space: Space) -> Ends | None:
        """On the step's target, the road the lesson shows there: the ghost takes it first
        (never a shape remembered from an earlier lesson)."""
        taught = self.target()
        if taught is None or taught.space != space or not self.human_acts():
            return None
        return taught.ends or taught.guide

    def tooltip(self, lines: Lines) -> Lines:
        """The tooltip never promises what the lesson refuses: over a legal move that is not
        this step's, its green promise gives way to "not this step" — on the step's own
        space, to what the road would do and that R turns it to the road shown."""
        host = self.host
        taught, action = self.target(), host.hover_action()
        if taught is None or action is None or not host.hover_fresh():
            return lines
        reply = judge(host.game, taught, action)
        if reply is None or reply.rule is not None:  # the taught move; or refused, said why
            return lines
        if isinstance(action, PlaceRoad) and action.space == taught.space:
            return [
                (text, pal.TEXT if colour == pal.GOOD else colour) for text, colour in lines
            ] + [(t("lessons.turn_road"), NOT_THIS_STEP)]
        return [line for line in lines if line[1] != pal.GOOD] + [
            (t("lessons.not_this_step"), NOT_THIS_STEP)
        ]

    # -- drawing ----------------------------------------------------------------------------
    def draw_mark(self, surface: pygame.Surface) -> None:
        """The step's target ringed, with the road to lay shown faintly in its orientation —
        under the marks and labels drawn after, which stay readable."""
        taught, host = self.target(), self.host
        if taught is None or taught.space is None or not self.human_acts():
            return
        road = taught.ends or taught.guide
        colour = host.game.current_player
        if road is not None and colour is not None:
            host.view.ghost_road(surface, taught.space, road, colour, True)
        width = max(3, self.ctx.px(6))
        host.view.outline(surface, taught.space, pal.INK, width + 4, 1.08)
        host.view.outline(surface, taught.space, HINT_COLOUR, width, 1.0)

    def draw_extras(self, surface: pygame.Surface) -> bool:
        """The lesson's box (no hints in the lessons)."""
        self.draw_box(surface)
        return True

    def box_text(self) -> str:
        """The step to do, or the lesson's end, in the language in use."""
        taught = self.taught
        return (
            taught.words(self.host.game)
            if taught
            else f"{t('lessons.well_done')} {self.lesson.done}"
        )

    def box_lines(self) -> list[str]:
        """The box's text wrapped to the box's width; the box shows BOX_LINES of them."""
        ctx = self.ctx
        return ctx.text.wrap(self.box_text(), ctx.tx(TEXT), self.box().w - 2 * ctx.px(PAD)) or [""]

    def chips(self) -> Chips:
        """The rules the step (or the lesson's end) teaches, as small clickable references
        after the box's words: on the last line if they fit, else on the line below."""
        taught, ctx, box = self.taught, self.ctx, self.box()
        rules = taught.rules if taught else self.lesson.rules
        if not rules:
            return []
        font, lines = ctx.text.font(ctx.tx(TEXT)), self.box_lines()[:BOX_LINES]
        line_h = font.get_height()
        x = box.x + ctx.px(PAD) + font.size(lines[-1])[0] + ctx.px(14)
        y = box.y + ctx.tx(TEXT_TOP) + (len(lines) - 1) * line_h + line_h // 2
        row = chip_row(ctx, rules, (x, y))
        if row[-1][0].right > box.right - ctx.px(PAD):
            row = chip_row(ctx, rules, (box.x + ctx.px(PAD), y + line_h))
        return row

    def draw_box(self, surface: pygame.Surface) -> None:
        ctx, box = self.ctx, self.box()
        surface.blit(ctx.furniture.slip(box.size, ctx.palette.table), box)
        pygame.draw.rect(surface, HINT_COLOUR, box, 2, border_radius=ctx.px(10))
        pad = ctx.px(PAD)
        head = ctx.text.render(self.heading, ctx.tx(32), pal.TEXT, bold=True)
        surface.blit(head, (box.x + pad, box.y + ctx.px(14)))
        y, line_h = box.y + ctx.tx(TEXT_TOP), ctx.text.font(ctx.tx(TEXT)).get_height()
        for line in self.box_lines()[:BOX_LINES]:
            label = ctx.text.render(line, ctx.tx(TEXT), pal.TEXT if self.taught else pal.GOOD)
            surface.blit(label, (box.x + pad, y))
            y += line_h
        draw_chips(surface, ctx, self.chips(), self.host.mouse)


class LessonEnding(Coach):
    """The last step of a lesson whose game ended: the real final scoring (R37, R38) with
    Back (the lesson before) in place of Play again, and the lesson's closing words in the
    status line. Like the lesson itself, never autosaved."""

    teaches = True

    def __init__(self, course: Course, index: int) -> None:
        self.course, self.index = course, index

    def attach(self, host: CoachHost) -> None:
        self.host = host
        lesson = self.course.lessons[self.index]
        host.say(
            t(
                "lessons.scoring_heading",
                k=self.index + 1,
                n=len(self.course.lessons),
                done=lesson.done,
            ),
            rule=lesson.rules[0] if lesson.rules else None,
        )

    def again_button(self) -> tuple[str, str] | None:
        return ("back", t("lessons.back"))

    def press(self, key: str) -> bool:
        if key == "back":
            self.host.nav.lesson(self.index - 1 if self.index > 0 else 0)
            return True
        return False


def lesson_of(scene: object) -> LessonCoach:
    """The lesson coaching `scene` (asserted: tests and tools reach a lesson's steps so)."""
    coach = getattr(scene, "coach", None)
    assert isinstance(coach, LessonCoach), f"{scene!r} is not coached by a lesson"
    return coach
