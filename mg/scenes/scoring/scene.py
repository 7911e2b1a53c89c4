"""The final scoring (R37), animated step by step (see scoring_script): sold and inactive
markets fade away; each market that scores pulses while its points fly to its owner's
marker; each oracle flashes and its 4 points fly; then the score table (R38). A click on
the board skips to the end; "Watch the scoring again" replays it; "Watch the game again"
(W) opens the replay viewer; "Show board" (B or Tab) hides the table to look at
the final board, and "Show scores" brings it back. A finished
game resumed opens on its table; Esc opens the pause menu of a finished game."""

from __future__ import annotations

import pygame

from mg.match import Match
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.coach import Coach
from mg.scenes.context import Context
from mg.scenes.manager import button_h
from mg.scenes.navigator import BoardToggle
from mg.scenes.scoring.panel import RULE, ScoringPanel, Shown
from mg.scenes.scoring.score_table import ScoreTable, TableRow, footnote, headline, table_rows
from mg.scenes.scoring.script import Playback, Step, scoring_steps
from mg.sprites.paint import palette as pal
from mg.sprites.scoring_motion import (
    ARC,
    MarketFade,
    MarketMove,
    MarketPulse,
    OracleRing,
    PointsFlight,
    StepMotion,
)
from mg.store.new_game_setup import NewGameSetup
from mg.store.seats import complete
from mg.text.i18n import t

BOARD_KEYS = (pygame.K_b,)  # "Show board (B)" / "Show scores (B)" (Tab walks the buttons)
STATS_KEY = pygame.K_s  # "Statistics"


class ScoringScene(BoardScene):
    name = "scoring"

    def __init__(
        self, ctx: Context, match: Match, watch: bool = True, coach: Coach | None = None
    ) -> None:
        super().__init__(ctx, match, coach)
        game = match.game
        self.steps = scoring_steps(game, match.seat_name)
        self.removed = [e for e in game.final_scoring() if e.kind == "market_removed"]
        places = {e.place for e in self.removed}  # R37: the markets left there move up
        self.moving = [(p, c) for p in sorted(places) for c in game.markets_at(p)]
        self.start = game.score_before_final()
        self.standings = game.standings()
        self.table: list[TableRow] = table_rows(self.standings, match.seat_name)
        self.playback = Playback(self.steps, ctx.duration(1.0))
        self.score_panel = ScoringPanel(ctx, game.players, self.playback)
        self.target = dict(self.start)
        self.shown = {c: float(v) for c, v in self.start.items()}
        self.cheered = False
        self.scroll = 0  # captions scrolled back from the newest
        self.board_shown = False  # "Show board": the table hidden, the final board seen
        self.overlaid = False  # an overlay (the pause menu) is over the scene
        self.motions: pygame.sprite.LayeredUpdates[StepMotion] = pygame.sprite.LayeredUpdates()
        self.motions_for: int | None = None  # the playback's step they show
        self.layout()
        if not watch:  # a finished game resumed: its table at once, without a fanfare
            self.skip()
            self.cheered = True

    @property
    def finished(self) -> bool:
        return self.playback.done

    @property
    def table_shown(self) -> bool:
        """The score table is drawn over the board: the scoring is done, "Show board" is
        off and no overlay is above (the pause menu hides it)."""
        return self.finished and not self.board_shown and not self.overlaid

    def build_ui(self) -> None:
        ctx, p = self.ctx, self.panel_rect
        pad, gap, bh = ctx.px(20), ctx.px(10), button_h(ctx, 60)
        half = (p.w - 2 * pad - gap) // 2
        y = p.bottom - pad - bh
        again = self.coach.again_button() or ("again", t("scoring.again"))  # a lesson's Back
        self.add_button(*again, pygame.Rect(p.x + pad, y, half, bh))
        self.add_button("menu", t("scoring.menu"), pygame.Rect(p.x + pad + half + gap, y, half, bh))
        wide = pygame.Rect(p.x + pad, y - gap - bh, p.w - 2 * pad, bh)
        self.add_button("replay", t("scoring.replay"), wide)
        self.add_button("skip", t("scoring.skip"), wide)
        self.add_button("board", self._board_text(), wide.move(0, -gap - bh))
        self.add_button("watch", t("scoring.watch"), wide.move(0, -2 * (gap + bh)), "W")
        self.add_button("stats", t("scoring.stats"), wide.move(0, -3 * (gap + bh)))
        self._sync_buttons()

    def _board_text(self) -> str:
        return t("scoring.show_scores" if self.board_shown else "scoring.show_board")

    def _sync_buttons(self) -> None:
        """The skip button while the scoring plays; the replay and board buttons once it
        is done."""
        if "replay" not in self.buttons:
            return
        shown, hidden = ("replay", "skip") if self.finished else ("skip", "replay")
        self.buttons[shown].show()
        self.buttons[hidden].hide()
        board = self.buttons["board"]
        board.set_text(self._board_text())
        for key in ("board", "watch"):
            self.buttons[key].show() if self.finished else self.buttons[key].hide()
        if "stats" in self.buttons:  # a lesson's game has no statistics
            if self.finished and not self.coach.teaches:
                self.buttons["stats"].show()
            else:
                self.buttons["stats"].hide()

    def list_bottom(self) -> int:
        """Where the panel's list ends: above its topmost button shown."""
        return min(int(b.rect.y) for b in self.buttons.values() if b.visible) - self.ctx.px(12)

    def panel_area(self) -> pygame.Rect:
        """The side panel down to where its list ends: the scoring panel's."""
        p = self.panel_rect
        return pygame.Rect(p.x, p.y, p.w, self.list_bottom() - p.y)

    def press(self, key: str) -> None:
        assert self.stack is not None
        if self.coach.press(key):
            return
        if key == "again":
            again = NewGameSetup(
                len(self.game.players), self.game.rounds, tuple(complete(self.match.seats))
            )  # the same seats, map
            self.nav.new_game(again, seed=self.ctx.rng.randrange(1 << 30), board=self.game.board)
        elif key == "menu":
            self.nav.menu()
        elif key == "replay":
            self.replay()
        elif key == "skip":
            self.skip()
        elif key == "board":
            self.toggle_board()
        elif key == "watch":  # the replay viewer; Esc comes back here
            self.nav.replay(self.match, at=0, from_table=True)
        elif key == "stats":
            self.statistics()

    def statistics(self) -> None:
        """The game's statistics and analysis, over the table."""
        if not self.coach.teaches:
            self.nav.statistics(self.match.session())

    def toggle_board(self) -> None:
        """Hide the table to look at the final board (zoom and pan work on it), or show it
        again; while the scoring still plays, it first skips to the end."""
        if not self.finished:
            self.skip()
        self.board_shown = not self.board_shown
        self._sync_buttons()

    # -- time -----------------------------------------------------------------------------
    def skip(self) -> None:
        """Jump to the end: every point scored, the table shown."""
        for step in self.playback.finish():
            self._score(step, quiet=True)
        self.shown = {c: float(v) for c, v in self.target.items()}
        self._sync_buttons()

    def replay(self) -> None:
        """Play the whole scoring again from the scores before it."""
        self.playback.restart()
        self.target = dict(self.start)
        self.shown = {c: float(v) for c, v in self.start.items()}
        self.cheered = False
        self.scroll = 0
        self.board_shown = False  # the replay ends on the table
        self._sync_buttons()

    def clicked(self, space: tuple[int, int], button: int) -> bool:
        if not self.finished:
            self.skip()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (
            self.coach.teaches
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.opens_rule(event.pos)
        ):  # a lesson's closing rule, even while it plays
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not self.panel_rect.collidepoint(event.pos)
            and not self.finished
        ):
            self.skip()
            return True
        if event.type == pygame.MOUSEWHEEL and not pygame.key.get_mods() & pygame.KMOD_CTRL:
            most = len(self.playback.captions()) - 1  # (Ctrl+wheel zooms the board)
            self.scroll = max(0, min(most, self.scroll + event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.nav.pause(BoardToggle(self.board_shown, self.toggle_board))
            return True
        if event.type == pygame.KEYDOWN and event.key in BOARD_KEYS:
            self.toggle_board()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_w and self.finished:
            self.press("watch")
            return True
        if event.type == pygame.KEYDOWN and event.key == STATS_KEY and self.finished:
            self.statistics()
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.finished
            and self.score_panel.rule_rect(self.panel_area()).collidepoint(event.pos)
        ):
            self.nav.help(RULE)
            return True
        return super().handle_event(event)

    def _score(self, step: Step, quiet: bool = False) -> None:
        if step.event is not None:
            self.target[step.event.colour] += step.points
            if not quiet:
                self.ctx.sound("tick")

    def update(self, dt: float) -> None:
        super().update(dt)
        was_done = self.finished
        for step in self.playback.update(dt):
            self._score(step)
        for c, goal in self.target.items():  # markers glide toward their totals
            self.shown[c] += (goal - self.shown[c]) * min(1.0, dt * 7)
            if abs(goal - self.shown[c]) < 0.02 or self.ctx.calm:  # (calm: they step)
                self.shown[c] = float(goal)
        if self.finished and not was_done:
            self._sync_buttons()
        self._pose_motions()
        if self.finished and not self.cheered:
            self.cheered = True
            self.ctx.sound("fanfare")

    def busy(self) -> bool:
        """Frames keep coming while the scoring plays or a marker still glides; the final
        table stands still (drawn again only on input)."""
        gliding = any(self.shown[c] != goal for c, goal in self.target.items())
        return not self.finished or gliding or self.animating()

    def look(self) -> object:
        return (self.revision, self.finished, self.scroll, self.board_shown, self.overlaid)

    def enter(self) -> None:
        self.overlaid = False

    def covered(self) -> None:
        self.overlaid = True  # the pause menu goes over it

    # -- drawing --------------------------------------------------------------------------
    def gone(self) -> frozenset[tuple[object, ...]]:
        """Markets the board leaves out: those R37 removes (faded by the scene), and at the
        start those left in the same places (drawn moving up, see below)."""
        gone = frozenset(("market", e.place, e.colour) for e in self.removed)
        if self.playback.index == 0 and not self.finished:
            gone |= frozenset(("market", p, c) for p, c in self.moving)
        return gone

    def draw(self, surface: pygame.Surface) -> None:
        self.pane.draw(surface, self.gone())
        self.motions.draw(surface)
        if self.table_shown:
            self._draw_table(surface)
        self.draw_panel_background(surface)
        shown = Shown(self.shown, self.finished, self.scroll, self.mouse)
        self.score_panel.draw(surface, self.panel_area(), shown)
        self.draw_status(surface)
        self.ui.draw_ui(surface)

    def _pose_motions(self) -> None:
        """The current step's motions, made when the step begins and posed for how far it
        is (after a skip or a replay as well); none once the scoring is done."""
        index = None if self.finished else self.playback.index
        if index != self.motions_for:
            self.motions.empty()
            self.motions.add(*self._motions(self.playback.current))
            self.motions_for = index
        step = self.playback.current
        calm = self.ctx.calm and step is not None and step.event is not None
        self.motions.update(0.0 if calm else self.playback.t)

    def _motions(self, step: Step | None) -> list[StepMotion]:
        """R37, step by step: sold and inactive markets fade away and those left in their
        places move up; a scoring market pulses (an oracle's ring spreads) while its points
        fly to the marker. Calm (Reduce motion): all of it still, the points beside the
        piece."""
        view, game, ctx = self.view, self.game, self.ctx
        if step is None:
            return []
        if step.kind == "remove":
            fades: list[StepMotion] = [
                MarketFade(view, game, e.place, e.colour) for e in self.removed
            ]
            moves = [MarketMove(view, game, p, c, ctx.calm) for p, c in self.moving]
            return fades + moves
        event = step.event
        if event is None:
            return []
        if step.kind == "market":
            place, colour = event.place, event.colour
            source: StepMotion = MarketPulse(view, game, place, colour)

            def start() -> tuple[float, float]:
                return view.market_spot(game, place, colour)
        else:
            space = event.space
            source = OracleRing(view, game, space, pal.HIGHLIGHT, max(2, ctx.px(6)))

            def start() -> tuple[float, float]:
                return view.layout.to_pixel(space)

        def end() -> tuple[float, float]:
            return self.score_panel.marker_point(
                self.panel_area(), event.colour, self.shown[event.colour]
            )

        text = f"+{event.points}"
        back = ctx.text.render(text, ctx.px(40), pal.INK, bold=True)
        front = ctx.text.render(text, ctx.px(40), ctx.palette.player[event.colour], bold=True)
        return [source, PointsFlight(view, game, (back, front), start, end, ctx.px(ARC))]

    def table_rect(self) -> pygame.Rect:
        """Where the score table lies, over the board."""
        area = pygame.Rect(self.view.rect)
        table = self.score_table()
        box = pygame.Rect(
            0, 0, table.width(area.w - self.ctx.px(40)), table.height(len(self.table))
        )
        box.center = area.center
        return box

    def score_table(self) -> ScoreTable:
        """The score table's drawing, its words at the text size chosen."""
        ctx = self.ctx
        return ScoreTable(ctx.text, ctx.scale, ctx.palette, ctx.settings.text_size / 100)

    def _draw_table(self, surface: pygame.Surface) -> None:
        table = self.score_table()
        table.draw(
            surface,
            self.table_rect(),
            headline(self.standings, self.match.seat_name),
            self.table,
            footnote(self.standings),
        )
