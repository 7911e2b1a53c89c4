"""The replay viewer (issue 24.4): a game's record shown moment by moment on the real board,
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

from dataclasses import dataclass

import pygame

from mg.engine import EndActions, EndTurn, Phase
from mg.match import Match, Outcome
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.context import Context
from mg.scenes.play.legal import Legal
from mg.scenes.play.panel import Panel
from mg.scenes.play.panel_parts import ROW_H
from mg.scenes.replay.timeline import Timeline
from mg.sprites.paint import palette as pal
from mg.store.seats import Seat
from mg.text.analysis_words import turning_entries, with_turning_points
from mg.text.game_log import Entry
from mg.text.i18n import t
from mg.text.log_words import round_title

SPEEDS = (1, 2, 4)
PACE = 0.9  # seconds an action stays shown when playing at 1×
CONTROLS = (  # the buttons under the board, left to right
    "start",
    "round_back",
    "turn_back",
    "back1",
    "play",
    "next1",
    "turn_next",
    "round_next",
    "end",
    "speed",
)


def no_save(_session: object) -> None:
    """A replay's match never writes anything."""


def entries_up_to(log: list[Entry], k: int) -> list[Entry]:
    """The log as it stood at moment `k`: the entries from before the record, those of the
    first `k` actions, and the hints shown before the (k+1)th."""
    return [e for e in log if e.step is None or e.step < k or (e.kind == "hint" and e.step == k)]


@dataclass(frozen=True)
class LogRow:
    """A line of the panel's log: a round's title, or (part of) an entry."""

    text: str
    colour: str | None = None  # the player whose emblem leads the line
    bold: bool = False  # a line of the last action shown
    title: bool = False


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
        # where the game was won and lost (issue 24.7), when it was analysed: marked on the
        # slider and told in the log once their turn is over
        analysis = source.analysis
        self.turning_points = analysis.turning_points() if analysis is not None else []
        self.turning_entries = (
            turning_entries(source.game, analysis) if analysis is not None else []
        )
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

    def slider_rect(self) -> pygame.Rect:
        """The slider's track (its ticks are the rounds' starts)."""
        bar, ctx = self.bar_rect(), self.ctx
        return pygame.Rect(bar.x + ctx.px(24), bar.y + ctx.px(30), bar.w - ctx.px(48), ctx.px(10))

    def build_ui(self) -> None:
        ctx, bar, p = self.ctx, self.bar_rect(), self.panel_rect
        gap, bh = ctx.px(6), ctx.px(52)
        narrow = {"speed": 0.6}  # "1×" needs less room than "« Manche"
        unit = (bar.w - (len(CONTROLS) - 1) * gap) / sum(narrow.get(k, 1.0) for k in CONTROLS)
        y = bar.bottom - bh - ctx.px(4)
        x = float(bar.x)
        keys = {
            "start": "Home",
            "round_back": "Page Up",
            "turn_back": "Up",
            "back1": "Left",
            "play": "Space",
            "next1": "Right",
            "turn_next": "Down",
            "round_next": "Page Down",
            "end": "End",
            "speed": "S",
        }
        for key in CONTROLS:
            w = unit * narrow.get(key, 1.0)
            rect = pygame.Rect(round(x), y, round(w), bh)
            self.add_button(key, self.label(key), rect, tooltip=keys[key])
            x += w + gap
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
            "turning": self.next_turning_point(),
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

    def next_turning_point(self) -> int:
        """The start of the next turning point's turn after this moment (the first again
        after the last; here when there is none)."""
        steps = sorted({p.step for p in self.turning_points if p.step <= self.timeline.last})
        later = [k for k in steps if k > self.moment]
        return later[0] if later else steps[0] if steps else self.moment

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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for step, _, mark in self.turning_marks():  # a turning point: its turn's start
                if mark.collidepoint(event.pos):
                    self.playing = False
                    self.go(self.timeline.clamp(step))
                    self._sync_buttons()
                    return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.slider_rect().inflate(0, self.ctx.px(28)).collidepoint(event.pos)
        ):
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
        track = self.slider_rect()
        share = (x - track.x) / max(1, track.w)
        self.playing = False
        k = self.timeline.clamp(round(share * self.timeline.last))
        if k != self.moment:
            self.go(k)
        self._sync_buttons()

    def slider_x(self, k: int) -> int:
        track = self.slider_rect()
        return track.x + round(track.w * k / max(1, self.timeline.last))

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
        self.draw_bar(surface)
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
        top = players.y + ctx.px(ROW_H) * len(game.players) + ctx.px(150)
        bottom = size[1] - ctx.px(96 + (66 if self.offers_table else 0))  # above the buttons
        paper = ctx.furniture.paper(size, ctx.palette.table)
        area = pygame.Rect(0, top, size[0], size[1] - top)
        surf.blit(paper, area, area)
        if game.phase == Phase.ORACLES:  # the setup: its title, who places (R4)
            self.draw_setup(
                surf, paper, panel.left(), players.y + ctx.px(ROW_H) * len(game.players)
            )
        self.draw_log(
            surf, pygame.Rect(panel.left(), top, size[0] - 2 * panel.left(), bottom - top)
        )
        return surf

    def draw_setup(self, surf: pygame.Surface, paper: pygame.Surface, pad: int, y: int) -> None:
        """In the oracles' setup, the panel's head and turn lines say so (R4)."""
        ctx, game = self.ctx, self.game
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

    def draw_log(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        """The log's last lines up to this moment, each entry led by its player's emblem;
        the last action's lines in bold; each round under its title."""
        ctx = self.ctx
        size, line_h = ctx.px(22), ctx.px(28)
        pygame.draw.line(surf, ctx.palette.table.bronze, box.topleft, box.topright, 1)
        title = ctx.text.render(t("log.title"), ctx.px(26), pal.TITLE, bold=True)
        surf.blit(title, (box.x, box.y + ctx.px(6)))
        y = box.y + ctx.px(40)
        room = max(0, (box.bottom - y) // line_h)
        for row in self.log_rows(box.w - ctx.px(30), room):
            if row.colour is not None:
                ctx.palette.draw_emblem(
                    surf, row.colour, (box.x + ctx.px(9), y + line_h // 2), ctx.px(8)
                )
            ink = pal.TITLE if row.title else pal.TEXT
            x = box.x + (0 if row.title else ctx.px(24))
            surf.blit(ctx.text.render(row.text, size, ink, row.bold or row.title), (x, y))
            y += line_h

    def log_rows(self, width: int, room: int) -> list[LogRow]:
        """The log up to this moment in at most `room` lines `width` wide: its last whole
        entries, each round's under the round's title; the record's start said when the
        record does not start at the setup."""
        ctx, size = self.ctx, self.ctx.px(22)
        wording = self.source.wording()
        blocks: list[list[LogRow]] = []  # newest first
        used, below = 0, None
        if not self.timeline.complete:
            room -= 1
        for entry in reversed(self.story()):
            if below is not None and entry.round != below.round:
                blocks.append([LogRow(round_title(below.round), title=True)])
                used += 1
            lines = ctx.text.wrap(wording.entry(entry), size, width) or [""]
            if used + len(lines) + 1 > room:  # (and its round's title above it)
                break
            newest = entry.step == self.moment - 1
            blocks.append(
                [
                    LogRow(line, entry.colour if n == 0 else None, newest)
                    for n, line in enumerate(lines)
                ]
            )
            used += len(lines)
            below = entry
        if below is not None:
            blocks.append([LogRow(round_title(below.round), title=True)])
        rows = [row for block in reversed(blocks) for row in block]
        if rows and rows[0].title and len(rows) > 1 and rows[1].title:
            rows = rows[1:]  # a round whose entries did not fit
        if not self.timeline.complete:
            start = t("replay.starts_in_round", round=self.timeline.start_round)
            rows.insert(0, LogRow(start, title=True))
        return rows or [LogRow(t("log.empty"))]

    def story(self) -> list[Entry]:
        """The log at this moment, with the turning points of the turns already over."""
        over = [(end, e) for end, e in self.turning_entries if end <= self.moment]
        return with_turning_points(entries_up_to(self.source.log, self.moment), over)

    def turning_marks(self) -> list[tuple[int, str, pygame.Rect]]:
        """Each turning point's mark on the slider: its moment (the turn's start), the
        player, and where it is drawn (a click there goes to it)."""
        track, r = self.slider_rect(), self.ctx.px(10)
        return [
            (
                p.step,
                p.colour,
                pygame.Rect(0, 0, 2 * r, 2 * r).move(self.slider_x(p.step) - r, track.centery - r),
            )
            for p in self.turning_points
            if p.step <= self.timeline.last
        ]

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The controls' strip: the slider, its round ticks and where the moment is."""
        ctx, bar, track = self.ctx, self.bar_rect(), self.slider_rect()
        surface.blit(ctx.furniture.paper(bar.size, ctx.palette.table), bar)
        pygame.draw.rect(surface, ctx.palette.table.bronze, bar, 1)
        pygame.draw.rect(surface, pal.PANEL_LIGHT, track, border_radius=track.h // 2)
        done = track.copy()
        done.w = self.slider_x(self.moment) - track.x
        pygame.draw.rect(surface, pal.ACCENT, done, border_radius=track.h // 2)
        tl = self.timeline
        for k in tl.round_starts[1:]:
            x = self.slider_x(k)
            pygame.draw.line(
                surface, pal.INK, (x, track.y - ctx.px(5)), (x, track.bottom + ctx.px(5)), 1
            )
            number = ctx.text.render(str(tl.rounds[k]), ctx.px(18), pal.TEXT_DIM)
            surface.blit(number, number.get_rect(midtop=(x, track.bottom + ctx.px(6))))
        for _, colour, mark in self.turning_marks():  # the player's emblem, ringed in ink
            pygame.draw.circle(surface, pal.INK, mark.center, mark.w // 2 + 2)
            ctx.palette.draw_emblem(surface, colour, mark.center, mark.w // 2)
        thumb = (self.slider_x(self.moment), track.centery)
        pygame.draw.circle(surface, pal.INK, thumb, ctx.px(13))
        pygame.draw.circle(surface, pal.HIGHLIGHT, thumb, ctx.px(10))
        where = t("replay.moment", k=self.moment, n=tl.last)
        label = ctx.text.render(where, ctx.px(20), pal.TEXT_DIM)
        surface.blit(label, label.get_rect(bottomright=(track.right, track.y - ctx.px(3))))
        room, size = track.w - label.get_width() - ctx.px(20), ctx.px(20)
        hint = ctx.text.render(t("replay.keys"), size, pal.TEXT_DIM)
        while hint.get_width() > room and size > ctx.px(12):  # a small window: smaller
            size -= 1
            hint = ctx.text.render(t("replay.keys"), size, pal.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomleft=(track.x, track.y - ctx.px(3))))
