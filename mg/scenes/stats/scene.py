"""The statistics of a game and its analysis, over the screen that
opened it (the score table, the Games screen): score and projected score per player turn
by turn (a line chart, round ticks), oracles held per round, markets built, sold and
active, tiles placed and drawn, the turns the lead changed; **Analyse** has the hard bot
judge every turn in the bots' worker (a progress bar, **Cancel**; the window keeps being
drawn), and shows the turning points on the chart and one at a time (‹ ›, Left / Right):
its turn as played beside the best plan's whole turn, and what differs; the player's rating
against the bots is in the header. **Export PNG** writes the
screen's charts to `<data>/exports/`. Everything shown comes from `mg.engine.statistics`
and `mg.ai.analysis` as data; this scene only words and draws it."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from mg.ai.analysis import Analyser, Analysis, TurningPoint
from mg.engine import Game, Phase, Problem, Sample, Statistics, statistics
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.modal import ModalScene
from mg.scenes.stats import charts
from mg.scenes.stats.turning_panel import draw_turning_point
from mg.sprites.paint import palette as pal
from mg.store.game_files import exports_dir, load_rating
from mg.store.session import Session
from mg.store.storage import shown_path, why_not_saved
from mg.text.analysis_words import Compared, compare, lead_phrase
from mg.text.i18n import language, problem_text, t
from mg.text.log_words import Wording
from mg.text.rating_words import rating_line
from mg.text.seat_words import seat_names
from mg.ui.theme.button import Button
from mg.ui.theme.furniture import BOX_BAND

SCORE_SHARE = 0.6  # of the left column: the score chart; the rest, the turning points
Keep = Callable[[Analysis], "Problem | None"]
Note = Callable[[], str]  # a line for the player, worded whenever drawn


class StatisticsScene(ModalScene):
    """A game's statistics and analysis; Back (or Esc) returns to the screen below."""

    name = "statistics"
    opaque = True  # the whole window: nothing below is drawn

    def __init__(self, ctx: Context, session: Session, keep: Keep) -> None:
        super().__init__(ctx)
        self.session, self.keep = session, keep
        self.game: Game = session.game
        self.stats: Statistics = statistics(self.game)
        self.analysis: Analysis | None = session.analysis
        self.analyser: Analyser | None = None
        self.note: Note | None = None
        self.problem: Problem | None = None  # the last thing that went wrong, as data
        self.cache: tuple[object, pygame.Surface] | None = None  # the charts as last drawn
        self.bad = False
        if session.analysis_problem is not None:
            refused = session.analysis_problem
            self.say(lambda: t("stats.analysis_refused", problem=problem_text(refused)))
        self.rating = load_rating()[0].rating  # the player's, from the games against bots
        self.starts: dict[int, Game] = {}  # the game where each turning point's turn began
        self.chosen = 0  # the turning point shown (‹ › or Left / Right choose another)
        self._points()
        self._build()

    # -- data ---------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.game.phase == Phase.OVER

    @property
    def turning_points(self) -> list[TurningPoint]:
        return [] if self.analysis is None else self.analysis.turning_points()

    def _points(self) -> None:
        wanted = {p.step for p in self.turning_points}
        self.starts = {k: g for k, g in enumerate(self.game.replay()) if k in wanted}
        self.chosen = 0

    def compared(self) -> Compared | None:
        """The turning point shown, its turn as played beside the best plan (as phrases)."""
        points = self.turning_points
        if not points:
            return None
        point = points[min(self.chosen, len(points) - 1)]
        return compare(point, self.starts[point.step])

    def choose(self, by: int) -> None:
        """The next (+1) or previous (-1) turning point, round the list."""
        points = self.turning_points
        if len(points) > 1:
            self.chosen = (self.chosen + by) % len(points)
            self.cache = None

    def names(self, colour: str) -> str:
        seats = self.session.seats
        return dict(zip((s.colour for s in seats), seat_names(seats), strict=True)).get(
            colour, colour.capitalize()
        )

    def wording(self) -> Wording:
        return Wording(self.names, self.game.board)

    def say(self, note: Note, bad: bool = True) -> None:
        self.note, self.bad, self.cache = note, bad, None

    # -- widgets ------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        ctx = self.ctx
        margin = ctx.px(14)
        return pygame.Rect(margin, margin, ctx.size[0] - 2 * margin, ctx.size[1] - 2 * margin)

    def _build(self) -> None:
        ctx, b = self.ctx, self.box()
        self.ui = make_manager(ctx, self.ui)
        self.buttons = {}
        self.cache = None
        right = self.columns()[1]
        gap = ctx.px(12)
        bw, bh = (right.w - 2 * gap) // 3, button_h(ctx, 54)
        y = b.bottom - ctx.px(28) - bh
        for k, key in enumerate(("analyse", "export", "back")):
            self.buttons[key] = Button(
                pygame.Rect(right.x + k * (bw + gap), y, bw, bh),
                t(f"stats.{key}"),
                self.ui,
                object_id=f"#{key}",
            )
        self.buttons["cancel"] = Button(
            self.buttons["analyse"].rect.copy(), t("stats.cancel"), self.ui, object_id="#cancel"
        )
        area, side = self.analysis_rect(), ctx.px(40)
        for k, key in enumerate(("point_next", "point_prev")):  # right to left: › then ‹
            rect = pygame.Rect(area.right - (k + 1) * (side + ctx.px(8)), area.y, side, side)
            self.buttons[key] = Button(rect, "›" if k == 0 else "‹", self.ui, object_id=f"#{key}")
        self._sync()

    def _sync(self) -> None:
        running = self.analyser is not None and self.analyser.running
        if running:
            self.buttons["analyse"].hide()
            self.buttons["cancel"].show()
        else:
            self.buttons["cancel"].hide()
            self.buttons["analyse"].show()
        if self.finished and self.analysis is None and not running:
            self.buttons["analyse"].enable()
        else:
            self.buttons["analyse"].disable()
        for key in ("point_prev", "point_next"):  # only to go from one turning point to another
            shown = not running and len(self.turning_points) > 1
            self.buttons[key].show() if shown else self.buttons[key].hide()
        self.cache = None

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def press(self, key: str) -> None:
        if key == "back":
            self.close()
        elif key == "analyse":
            self.start_analysis()
        elif key == "cancel":
            self.cancel_analysis()
        elif key == "export":
            self.export()
        elif key in ("point_prev", "point_next"):
            self.choose(1 if key == "point_next" else -1)

    def on_key(self, key: int) -> bool:
        """Left / Right: the previous or next turning point."""
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.choose(1 if key == pygame.K_RIGHT else -1)
            return True
        return False

    def close(self) -> None:
        self.cancel_analysis(quiet=True)
        super().close()

    # -- the analysis -------------------------------------------------------------------
    def start_analysis(self) -> None:
        if not self.finished:
            self.say(lambda: t("stats.only_finished"))
            return
        if self.analysis is not None or (self.analyser is not None and self.analyser.running):
            return
        self.analyser = Analyser(self.game, self.ctx.bots)
        self.analyser.start()
        self.note = None
        self._sync()

    def cancel_analysis(self, quiet: bool = False) -> None:
        if self.analyser is None or not self.analyser.running:
            return
        self.analyser.cancel()
        self.analyser = None
        if not quiet:
            self.say(lambda: t("stats.cancelled"), bad=False)
            self._sync()

    def update(self, dt: float) -> None:
        super().update(dt)
        analyser = self.analyser
        if analyser is None or not analyser.poll():
            return
        self.analyser = None
        if analyser.failed is not None:
            failed = self.problem = analyser.failed
            self.say(lambda: t("stats.analysis_failed", problem=problem_text(failed)))
        elif analyser.result is not None:
            self.analysis = analyser.result
            self._points()
            self.cache = None
            problem = self.problem = self.keep(analyser.result)
            if problem is not None:
                self.say(lambda: t("stats.analysis_not_kept", problem=problem_text(problem)))
        self._sync()

    def busy(self) -> bool:
        """Frames keep coming while the analysis runs (its progress bar moves)."""
        return self.analyser is not None and self.analyser.running

    def look(self) -> object:
        progress = self.analyser.done if self.analyser is not None else -1
        shown = (self.analysis is not None, self.chosen)
        return (progress, shown, self.note and self.note(), super().look())

    # -- export -------------------------------------------------------------------------
    def export(self) -> Path | None:
        """The charts as a PNG in `<data>/exports/`; a Problem said when it cannot be."""
        picture = pygame.Surface(self.ctx.size)
        picture.fill(self.ctx.palette.table.shade)
        self.draw_content(picture)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = exports_dir() / f"statistics-{self.session.game_id[:12]}-{stamp}.png"
        problem: Problem | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(picture.subsurface(self.box()), str(path))
        except OSError as exc:
            problem = why_not_saved(exc)
        except pygame.error as exc:
            problem = Problem(
                "png_not_written", "the picture could not be written ({reason})", reason=str(exc)
            )
        self.problem = problem
        if problem is not None:
            refused = problem
            self.say(lambda: t("stats.not_exported", problem=problem_text(refused)))
            return None
        self.say(lambda: t("stats.exported", path=shown_path(path, 90)), bad=False)
        return path

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The charts, drawn once for each size, language, palette and state and kept; the
        progress bar and the buttons over them."""
        key = (
            self.ctx.size,
            language(),
            self.ctx.palette.name,
            self.note and self.note(),
            self.chosen,
        )
        if self.cache is None or self.cache[0] != key:
            picture = pygame.Surface(self.ctx.size)
            picture.fill(self.ctx.palette.table.shade)
            self.draw_content(picture)
            self.cache = (key, picture)
        surface.blit(self.cache[1], (0, 0))
        self._progress(surface)
        self.draw_widgets(surface)

    def inner(self) -> pygame.Rect:
        return self.box().inflate(-self.ctx.px(60), -self.ctx.px(50))

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The left column (score, turning points) and the right one (bars, oracles,
        the lead, the buttons), under the header."""
        ctx, inner = self.ctx, self.inner()
        top = inner.y + ctx.px(96)
        left = pygame.Rect(inner.x, top, round(inner.w * 0.6), inner.bottom - top)
        x = left.right + ctx.px(40)
        return left, pygame.Rect(x, top, inner.right - x, inner.bottom - top)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Everything but the buttons and the progress bar: the box, header and charts."""
        ctx, b = self.ctx, self.box()
        surface.blit(ctx.furniture.box(b.size, ctx.palette.table, ctx.px(BOX_BAND)), b)
        self._header(surface, self.inner())
        left, right = self.columns()
        gap = ctx.px(16)
        score_h = round(left.h * SCORE_SHARE)
        self._score_chart(surface, pygame.Rect(left.x, left.y, left.w, score_h))
        self._analysis(surface, self.analysis_rect())
        part = round(right.h * 0.22)
        self._bars(surface, pygame.Rect(right.x, right.y, right.w, part), "markets")
        self._bars(surface, pygame.Rect(right.x, right.y + part + gap, right.w, part), "tiles")
        oracles = pygame.Rect(right.x, right.y + 2 * (part + gap), right.w, part)
        self._oracle_chart(surface, oracles)
        leads_top = oracles.bottom + gap
        buttons_top = self.buttons["analyse"].rect.y - ctx.px(10)
        self._leads(surface, pygame.Rect(right.x, leads_top, right.w, buttons_top - leads_top))

    def analysis_rect(self) -> pygame.Rect:
        """The turning points' part of the left column, under the score chart."""
        left, _ = self.columns()
        below = left.y + round(left.h * SCORE_SHARE) + self.ctx.px(16)
        return pygame.Rect(left.x, below, left.w, left.bottom - below)

    def progress_rect(self) -> pygame.Rect:
        left, _ = self.columns()
        ctx = self.ctx
        y = left.y + round(left.h * SCORE_SHARE) + ctx.px(16) + ctx.px(36)
        return pygame.Rect(left.x, y, left.w, ctx.px(60))

    def _progress(self, surface: pygame.Surface) -> None:
        """While the analysis runs: how far it came, in words and as a bar."""
        analyser, ctx = self.analyser, self.ctx
        if analyser is None or not analyser.running:
            return
        area = self.progress_rect()
        words = t("stats.analysing", done=analyser.done, total=analyser.total)
        surface.blit(ctx.text.render(words, ctx.px(21), pal.TEXT), area.topleft)
        bar = pygame.Rect(area.x, area.y + ctx.px(32), area.w, ctx.px(22))
        pygame.draw.rect(surface, pal.PANEL_LIGHT, bar, border_radius=ctx.px(6))
        filled = bar.copy()
        filled.w = round(bar.w * analyser.done / max(1, analyser.total))
        if filled.w:
            pygame.draw.rect(surface, pal.ACCENT, filled, border_radius=ctx.px(6))
        pygame.draw.rect(surface, pal.INK, bar, 1, border_radius=ctx.px(6))

    def _header(self, surface: pygame.Surface, inner: pygame.Rect) -> int:
        """The title, each player's emblem, name and score (final or now), and the note;
        where the charts start."""
        ctx = self.ctx
        head = ctx.text.render(t("stats.title"), ctx.px(40), pal.TITLE, bold=True)
        surface.blit(head, inner.topleft)
        x = inner.x + head.get_width() + ctx.px(40)
        cy = inner.y + head.get_height() // 2
        final = self.stats.final.score
        for colour in self.stats.players:
            ctx.palette.draw_emblem(surface, colour, (x + ctx.px(12), cy), ctx.px(12))
            words = ctx.text.render(f"{self.names(colour)} {final[colour]}", ctx.px(26), pal.TEXT)
            surface.blit(words, words.get_rect(midleft=(x + ctx.px(30), cy)))
            x += ctx.px(30) + words.get_width() + ctx.px(30)
        y = inner.y + head.get_height() + ctx.px(4)
        rating = ctx.text.render(rating_line(self.rating), ctx.px(22), pal.TEXT_DIM)
        surface.blit(rating, rating.get_rect(topright=(inner.right, y)))
        said = self.note() if self.note is not None else ""
        if not self.stats.complete:
            start = self.stats.samples[0].round
            said = " ".join(filter(None, [t("stats.history_from", round=start), said]))
        if said:
            ink = pal.BAD if self.bad else pal.GOOD
            surface.blit(ctx.text.render(said[:160], ctx.px(22), ink), (inner.x, y))
        return y + ctx.px(34)

    def _ticks(self, samples: list[Sample]) -> list[tuple[int, str]]:
        ticks, seen = [], None
        for i, s in enumerate(samples):
            if s.round != seen:
                ticks.append((i, str(s.round)))
                seen = s.round
        return ticks

    def _score_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx, samples = self.ctx, list(self.stats.samples)
        top = charts.title(ctx, surface, rect, t("stats.score_chart"))
        values = [v for s in samples for v in (*s.score.values(), *s.projected.values())]
        plot = charts.axes(
            ctx,
            surface,
            pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top),
            len(samples),
            min(0, *values),
            max(values) + 2,
            self._ticks(samples),
            t("stats.axis_round"),
            t("stats.axis_points"),
        )
        ends = self.stats.round_ends()
        lines = []
        for colour in self.stats.players:
            lines.append(charts.Line(colour, [s.projected[colour] for s in samples], dashed=True))
        for colour in self.stats.players:
            lines.append(charts.Line(colour, [s.score[colour] for s in samples], marks=ends))
        charts.lines(ctx, surface, plot, lines, ctx.px(9))
        flags = []
        for point in self.turning_points:
            index = next((i for i, s in enumerate(samples) if s.step > point.step), None)
            if index is not None:
                value = samples[index].projected[point.colour]
                flags.append(charts.Flag(point.colour, index, value, f"−{point.loss}"))
        charts.flags(ctx, surface, plot, flags)

    def _oracle_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx, rounds = self.ctx, self.stats.per_round()
        top = charts.title(ctx, surface, rect, t("stats.oracles"))
        most = max([1, *(v for s in rounds for v in s.oracles.values())])
        plot = charts.axes(
            ctx,
            surface,
            pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top),
            len(rounds),
            0,
            most + 0.5,
            [
                (i, str(s.round if s.colour is not None else s.round - 1))
                for i, s in enumerate(rounds)
            ],
            t("stats.axis_round"),
            "",
        )
        lift = ctx.px(3)
        for k, colour in enumerate(self.stats.players):  # a hair apart: equal counts show
            values = [
                s.oracles[colour] + (k - 1.5) * lift / max(1, plot.rect.h) * most for s in rounds
            ]
            charts.lines(
                ctx,
                surface,
                plot,
                [charts.Line(colour, values, marks=range(len(rounds)))],
                ctx.px(7),
            )

    def _bars(self, surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
        ctx, final = self.ctx, self.stats.final
        charts.title(ctx, surface, rect, t(f"stats.{kind}"))
        groups: list[tuple[str, dict[str, int]]]
        if kind == "markets":
            groups = [
                (t("stats.built"), dict(final.markets_built)),
                (t("stats.sold"), dict(final.markets_sold)),
                (t("stats.active"), dict(final.markets_active)),
            ]
        else:
            groups = [
                (t("stats.roads_placed"), dict(final.roads_placed)),
                (t("stats.cities_placed"), dict(final.cities_placed)),
                (t("stats.drawn"), dict(final.drawn)),
            ]
        charts.bars(ctx, surface, rect, groups, list(self.stats.players))

    def _leads(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx = self.ctx
        top = charts.title(ctx, surface, rect, t("stats.lead_changes"))
        area = pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)
        changes = self.stats.lead_changes
        if not changes:
            line = ctx.text.render(t("stats.no_lead_change"), ctx.px(21), pal.TEXT_DIM)
            surface.blit(line, area.topleft)
            return
        words = self.wording()
        rows = [(c.leaders[0], words.text(lead_phrase(c))) for c in changes]
        charts.emblem_list(ctx, surface, area, rows, lambda n: t("stats.more_changes", count=n))

    def _analysis(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ctx = self.ctx
        top = charts.title(ctx, surface, rect, t("stats.turning_points"))
        area = pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)
        size = ctx.px(21)
        if self.analyser is not None and self.analyser.running:
            return  # the progress bar is drawn there (`_progress`)
        if self.analysis is None:
            key = "stats.not_analysed" if self.finished else "stats.only_finished"
            for k, part in enumerate(ctx.text.wrap(t(key), size, area.w)):
                surface.blit(
                    ctx.text.render(part, size, pal.TEXT_DIM), (area.x, area.y + k * ctx.px(27))
                )
            return
        points = self.turning_points
        compared = self.compared()
        if compared is None:
            surface.blit(
                ctx.text.render(t("stats.no_turning_points"), size, pal.TEXT_DIM), area.topleft
            )
            return
        if len(points) > 1:  # "Turning point 2 of 7", left of ‹ ›
            which = t("analysis.which", k=self.chosen + 1, n=len(points))
            label = ctx.text.render(which, size, pal.TEXT_DIM)
            right = self.buttons["point_prev"].rect.x - ctx.px(12)
            surface.blit(label, label.get_rect(topright=(right, rect.y + ctx.px(4))))
        colour = points[min(self.chosen, len(points) - 1)].colour
        draw_turning_point(ctx, surface, area, colour, compared, self.wording())
