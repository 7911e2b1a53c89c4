"""The replay viewer: a game's record shown moment by moment on the real board,
read-only (no action can be played: clicks on the board do nothing). The panel shows the
round, this and the next card and every player's hand and score at the moment shown, and the
game log up to it; the status line says what the last action did. Under the board, the
controls: step one action, one turn or one round back or forward, to the start or the end,
play at 1×, 2× or 4×, and a slider to scrub (its ticks are the rounds; an analysed game's
turning points are marked on it, T goes to the next). Keys: Left/Right an
action, Up/Down a turn, Page Up/Down a round, Home/End, Space plays or pauses, S changes the
speed, Esc (or W) goes back where the player came from: a game in progress exactly as it
was left, the score table or the Games screen."""

from __future__ import annotations

import pygame

from mg.engine import EndActions, EndTurn, Phase
from mg.match import Match, Outcome
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.context import Context
from mg.scenes.play.legal import Legal
from mg.scenes.play.panel import Panel
from mg.scenes.play.panel_parts import ROW_H, grown, round_apart
from mg.scenes.replay.bar import ReplayBar
from mg.scenes.replay.log_column import ReplayLog
from mg.scenes.replay.timeline import Timeline
from mg.sprites.paint import palette as pal
from mg.store.seats import Seat
from mg.text.analysis_words import turning_entries, turning_point_phrase
from mg.text.game_log import Entry
from mg.text.i18n import t

SPEEDS = (1, 2, 4)
PACE = 0.9  # seconds an action stays shown when playing at 1×


def no_save(_session: object) -> None:
    """A replay's match never writes anything."""


class ReplayScene(BoardScene):
    """A recorded game, moment by moment; `source` (the game in progress, a finished one or
    one opened from the Games screen) is never changed."""

    name = "replay"

    def __init__(
        self,
        ctx: Context,
        source: Match,
        at: int | None = None,
        in_game: bool = False,
        from_table: bool = False,
    ) -> None:
        self.timeline = Timeline(source.game)
        self.source = source
        # where the game was won and lost, when it was analysed: marked on the
        # slider (its bar) and told in the log once their turn is over
        analysis = source.analysis
        points = analysis.turning_points() if analysis is not None else []
        told: list[tuple[int, Entry]] = (
            turning_entries(source.game, analysis) if analysis is not None else []
        )
        self.bar = ReplayBar(ctx, self.timeline, points, self.bar_rect)
        self.log = ReplayLog(ctx, source, self.timeline, told)
        self.in_game = in_game  # opened from a game in progress: back to it
        # a finished game watched from elsewhere (the Games screen, its log) offers its
        # final table; from that table, Back returns to it
        self.offers_table = source.game.phase == Phase.OVER and not from_table
        self.moment = self.timeline.last if at is None else self.timeline.clamp(at)
        seats: list[Seat] = list(source.seats)
        view = Match(self.timeline.game_at(self.moment), seats, saver=no_save)
        view.game_id = source.game_id
        super().__init__(ctx, view)
        self.playing = False
        self.speed = SPEEDS[0]
        self.wait = 0.0  # seconds until the next action while playing
        self.dragging = False  # the slider's thumb is held
        self._panel: pygame.Surface | None = None
        self._panel_key: object = None
        self.layout()
        self._show(self.moment, animate=False)

    # -- layout ---------------------------------------------------------------------------
    @property
    def bar_h(self) -> int:
        """The controls' height, under the board: the slider and a row of buttons."""
        return self.ctx.px(132)

    def board_rect(self) -> tuple[int, int, int, int]:
        x, y, w, h = self.room_rect()
        return (x, y, w, h - self.bar_h)

    def bar_rect(self) -> pygame.Rect:
        x, y, w, h = self.room_rect()
        return pygame.Rect(x, y + h - self.bar_h, w, self.bar_h)

    def build_ui(self) -> None:
        ctx, p = self.ctx, self.panel_rect
        for key, rect, shortcut in self.bar.buttons():
            self.add_button(key, self.label(key), rect, tooltip=shortcut)
        pad = ctx.px(20)
        back = "replay.to_game" if self.in_game else "replay.back"
        close = pygame.Rect(p.x + pad, p.bottom - pad - ctx.px(56), p.w - 2 * pad, ctx.px(56))
        self.add_button("close", t(back), close)
        if self.offers_table:
            self.add_button("table", t("replay.table"), close.move(0, -close.h - ctx.px(10)))
        self._sync_buttons()

    def label(self, key: str) -> str:
        if key == "play":
            return t("replay.pause" if self.playing else "replay.play")
        if key == "speed":
            return t("replay.speed", speed=self.speed)
        return t(f"replay.{key}")

    def _sync_buttons(self) -> None:
        if "play" not in self.buttons:
            return
        for key in ("play", "speed"):
            self.buttons[key].set_text(self.label(key))
        for key, button in self.buttons.items():
            if key in ("start", "round_back", "turn_back", "back1"):
                usable = self.moment > 0
            elif key in ("next1", "turn_next", "round_next", "end"):
                usable = self.moment < self.timeline.last
            else:
                usable = True
            button.enable() if usable else button.disable()

    # -- moving through the record ----------------------------------------------------------
    def go(self, k: int, animate: bool = False) -> None:
        """Show moment `k` (clamped to the record)."""
        self._show(self.timeline.clamp(k), animate)

    def _show(self, k: int, animate: bool) -> None:
        forward_one = k == self.moment + 1
        effects = (
            tuple(self.game.copy().apply(self.timeline.actions[self.moment]))
            if forward_one and animate
            else ()
        )
        game = self.timeline.game_at(k)
        self.moment = k
        self.match.game = game
        self.pane.game = game
        moves = self.timeline.turn_moves(k)
        spaces = [a.space for a in moves if hasattr(a, "space")]
        if forward_one and animate:
            self.pane.show(Outcome(applied=True, effects=effects), animate=True)
        else:
            self.pane.board_moved()  # what was animating ends at once
            self.pane.changed()
        self.pane.marked = spaces
        self.pane.marked_by = self.timeline.actors[self.timeline.turn_start(max(0, k - 1))]
        self.say(self.moment_words)
        self._sync_buttons()

    def moment_words(self) -> str:
        """The status line: what the last action shown did, in the language shown."""
        k = self.moment
        if k == 0:
            if not self.timeline.complete:
                return t("replay.starts_in_round", round=self.timeline.start_round)
            return t("replay.at_start")
        if k == self.timeline.last and self.game.is_over():
            return self.final_words()
        told = [e for e in self.source.log if e.step == k - 1 and e.kind != "hint"]
        if told:
            wording = self.source.wording()
            return " · ".join(wording.entry(e) for e in told)
        return self.untold(k - 1)

    def final_words(self) -> str:
        """The end of a finished game: its final scores (R37), the winners marked (R38)."""
        game, winners = self.game, set(self.game.winners())
        said = []
        for standing in game.standings():
            word = t(
                "games.player_score",
                name=self.source.seat_name(standing.colour),
                score=standing.total,
            )
            said.append(t("games.winner", player=word) if standing.colour in winners else word)
        return t("replay.final", scores=", ".join(said))

    def untold(self, index: int) -> str:
        """Words for action `index`, which the log does not tell: the end of a phase or
        of a turn (R10, R27)."""
        action, actor = self.timeline.actions[index], self.timeline.actors[index]
        who = self.source.seat_name(actor) if actor is not None else "?"
        if isinstance(action, EndTurn):
            return t("replay.ended_turn", who=who)
        if isinstance(action, EndActions):
            return t("replay.ended_actions", who=who)
        return ""

    def press(self, key: str) -> None:
        if key == "turning":
            self.to_turning_point()
            return
        tl, k = self.timeline, self.moment
        moves = {
            "start": 0,
            "round_back": tl.previous_round(k),
            "turn_back": tl.previous_turn(k),
            "back1": k - 1,
            "next1": k + 1,
            "turn_next": tl.next_turn(k),
            "round_next": tl.next_round(k),
            "end": tl.last,
        }
        if key in moves:
            self.playing = False
            self.go(moves[key], animate=key == "next1")
        elif key == "play":
            self.toggle_play()
        elif key == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
            self._sync_buttons()
        elif key == "close":
            self.close()
        elif key == "table":
            self.final_table()

    def to_turning_point(self) -> None:
        """T: the next turning point's turn, what differs from the best plan said in the
        status line; before the game is analysed (or when no turn fell a point behind), the
        status line says so and the moment stays."""
        analysis, points = self.source.analysis, self.bar.turning_points
        if analysis is None or not points:
            key = "replay.no_analysis" if analysis is None else "replay.no_turning_points"
            self.say(lambda: t(key))
            return
        self.playing = False
        step = self.bar.next_turning_point(self.moment)
        self.go(step)
        point = next(p for p in points if p.step == step)
        start = self.timeline.game_at(step)
        self.say(lambda: self.source.wording().text(turning_point_phrase(point, start)))

    def toggle_play(self) -> None:
        """Play from here (from the start when at the end), or pause."""
        self.playing = not self.playing
        if self.playing and self.moment >= self.timeline.last:
            self.go(0)
        self.wait = 0.0
        self._sync_buttons()

    def final_table(self) -> None:
        """The finished game's final table, as the Games screen opened it before the viewer
        (the game becomes the one shown: the flow keeps the one it replaces)."""
        if self.offers_table:
            self.nav.resume(self.source.session())

    def close(self) -> None:
        """Back where the player came from, exactly as it was."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    KEYS = {
        pygame.K_LEFT: "back1",
        pygame.K_RIGHT: "next1",
        pygame.K_UP: "turn_back",
        pygame.K_DOWN: "turn_next",
        pygame.K_PAGEUP: "round_back",
        pygame.K_PAGEDOWN: "round_next",
        pygame.K_HOME: "start",
        pygame.K_END: "end",
        pygame.K_SPACE: "play",
        pygame.K_s: "speed",
        pygame.K_t: "turning",
        pygame.K_ESCAPE: "close",
        pygame.K_w: "close",
    }

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            self.press(self.KEYS[event.key])
            return True
        step = self.bar.mark_at(event.pos) if event.type == pygame.MOUSEBUTTONDOWN else None
        if step is not None and event.button == 1:  # a turning point: its turn's start
            self.playing = False
            self.go(self.timeline.clamp(step))
            self._sync_buttons()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.grabs(event.pos):
            self.dragging = True
            self.scrub(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.scrub(event.pos[0])
            return True
        return super().handle_event(event)

    def scrub(self, x: int) -> None:
        """The slider's thumb to `x`: the moment under it."""
        self.playing = False
        k = self.bar.moment_at(x)
        if k != self.moment:
            self.go(k)
        self._sync_buttons()

    def clicked(self, space: tuple[int, int], button: int) -> bool:
        return True  # read-only: a click on the board plays nothing

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        self.wait -= dt * self.speed
        if self.wait > 0:
            return
        if self.moment >= self.timeline.last:
            self.playing = False
            self._sync_buttons()
            return
        self.go(self.moment + 1, animate=True)
        self.wait = PACE

    def busy(self) -> bool:
        return self.playing or self.animating()

    def look(self) -> object:
        return (self.revision, self.moment, self.playing, self.speed, self.pulsing())

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        self.bar.draw(surface, self.moment)
        surface.blit(self.panel_surface(), self.panel_rect.topleft)
        self.draw_panel_edge(surface)
        self.draw_status(surface)
        self.ui.draw_ui(surface)

    def panel_surface(self) -> pygame.Surface:
        key = (self.moment, self.ctx.size, self.ctx.settings.language, self.ctx.palette.table)
        if self._panel is None or self._panel_key != key:
            self._panel = self.render_panel()
            self._panel_key = key
        return self._panel

    def render_panel(self) -> pygame.Surface:
        """The play scene's panel at this moment (round, cards, players, whose turn), then
        the game log up to this moment, the newest at the bottom."""
        ctx, game = self.ctx, self.game
        size = self.panel_rect.size
        panel = Panel(ctx, self.match, self.place_name)
        surf = panel.render(size, Legal(game))
        players = panel.players_rect(size[0])
        rows = grown(ctx, ROW_H * len(game.players), len(game.players))
        top = players.y + rows + ctx.px(150)
        bottom = size[1] - ctx.px(96 + (66 if self.offers_table else 0))  # above the buttons
        paper = ctx.furniture.paper(size, ctx.palette.table)
        area = pygame.Rect(0, top, size[0], size[1] - top)
        surf.blit(paper, area, area)
        if game.phase == Phase.ORACLES:  # the setup: its title, who places (R4)
            self.draw_setup(surf, paper, panel.left(), players.y + rows)
        box = pygame.Rect(panel.left(), top, size[0] - 2 * panel.left(), bottom - top)
        self.log.draw(surf, box, self.moment)
        return surf

    def draw_setup(self, surf: pygame.Surface, paper: pygame.Surface, pad: int, y: int) -> None:
        """In the oracles' setup, the panel's head and turn lines say so (R4)."""
        ctx, game = self.ctx, self.game
        if round_apart(ctx, len(game.players)):  # else the cards start there, left uncovered
            head = pygame.Rect(0, 0, surf.get_width(), ctx.px(54))
            surf.blit(paper, head, head)
            title = ctx.text.render(t("setup.title"), ctx.px(34), pal.TITLE, bold=True)
            surf.blit(title, (pad, ctx.px(14)))
        turn = pygame.Rect(0, y + ctx.px(20), surf.get_width(), ctx.px(130))
        surf.blit(paper, turn, turn)
        colour = game.current
        y = turn.y + ctx.px(10)
        if colour is not None:
            ctx.palette.draw_emblem(surf, colour, (pad + ctx.px(14), y + ctx.px(12)), ctx.px(13))
            said = t("setup.places", name=self.source.seat_name(colour))
            surf.blit(ctx.text.render(said, ctx.px(28), pal.TEXT, bold=True), (pad + ctx.px(36), y))
        left = t("setup.left", count=game.oracles_to_place)
        surf.blit(ctx.text.render(left, ctx.px(24), pal.TEXT_DIM), (pad, y + ctx.px(36)))
