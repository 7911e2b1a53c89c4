"""The Games screen: every kept game, newest first, with its date, players
(emblem and name), its round or final scores and its winner. Open one (an unfinished game
carries on, a finished one opens in the replay viewer), Replay any one, see
one's Statistics, Continue the most recent unfinished one, Export one to a
`.mgrecord` file in the data folder's exports/ (named by its day and players), Import the
`.mgrecord` files dropped into its imports/ (a hostile one is refused and changes nothing),
Delete one with a second, confirming click. A network game this machine hosted, not over,
is hosted again by a click on its row. The player's rating against the bots is shown at the
top ("Your rating 1420 after 12 games"). **Network games** lists instead every network
game this machine holds a seat in, with its state as its server says (asked when the screen
opens and every minute, off the drawing thread: the menu's `YourTurns`); a click on one
takes its seat back (as the menu's Rejoin), and an ended one can be taken off the list."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

import pygame

from mg.engine import Phase, Problem
from mg.match import Match
from mg.net.follow.your_turns import YourTurns
from mg.scenes.base import ui_look
from mg.scenes.context import Context
from mg.scenes.dialog import TITLE_PX, Dialog
from mg.scenes.lobby.net_game_rows import NetGamesList
from mg.scenes.manager import button_h, make_manager
from mg.scenes.overlays.save_rows import progress, saved_when
from mg.sprites.paint import palette as pal
from mg.store.game_files import (
    GameSummary,
    delete_game,
    export_game,
    exports_dir,
    games_page,
    import_all,
    imports_dir,
    load_rating,
    most_recent_unfinished,
    open_game,
)
from mg.store.storage import printable, shown_name, shown_path
from mg.text.i18n import problem_text, t
from mg.text.rating_words import rating_line
from mg.text.seat_words import seat_names
from mg.ui.notice import Notice, notice_text
from mg.ui.theme.button import Button, fitted_button
from mg.ui.theme.furniture import BOX_BAND

MAX_LISTED = 6


def never_saved(_session: object) -> None:
    """A game watched in the replay viewer is not the game in progress: nothing is saved."""


MESSAGE_LONGEST = 110


def row_title(row: GameSummary) -> str:
    """The row's button: when the game was last played, and how far it came."""
    when = saved_when(row.saved) if row.saved else t("load.no_date")
    if row.problem is not None:
        return f"{when} · {t('load.broken', problem=problem_text(row.problem))}"
    shown = f"{when} · {progress(row.phase, row.round, row.rounds)}"
    return f"{shown} · {t('games.hosted')}" if row.hosted else shown


def export_name(row: GameSummary) -> str:
    """An exported game's name, in the player's words: the day it was last played and its
    players ("2026-12-01 Anna v Bruno")."""
    day = (row.saved or datetime.now()).strftime("%Y-%m-%d")
    players = f" {t('games.versus')} ".join(seat_names(list(row.seats)))
    return t("games.export_name", date=day, players=players)


def hosts_again(row: GameSummary) -> bool:
    """Whether the row is a network game this machine hosted, not over: a click on it
    hosts it again (with the same code and seat tokens) instead of carrying it on here
    alone; like any game it can be replayed and exported."""
    return row.hosted and row.problem is None and not row.finished


def row_players(row: GameSummary) -> list[tuple[str, str]]:
    """Each player's colour and words: "Alice 12" (their score), the winner marked."""
    names = seat_names(list(row.seats))
    said = []
    for seat, name, score in zip(row.seats, names, row.scores, strict=False):
        word = t("games.player_score", name=name, score=score)
        if seat.colour in row.winners:
            word = t("games.winner", player=word)
        said.append((seat.colour, word))
    return said


def games_box(ctx: Context) -> pygame.Rect:
    """The screen's box, in the middle of the window."""
    w = min(ctx.size[0] - ctx.px(20), ctx.tx(1500))  # room for Replay and Statistics
    h = min(ctx.size[1] - ctx.px(20), ctx.px(960))
    return pygame.Rect(0, 0, w, h).move((ctx.size[0] - w) // 2, (ctx.size[1] - h) // 2)


def row_buttons(ctx: Context, box: pygame.Rect, k: int) -> dict[str, pygame.Rect]:
    """Where the `k`th row's buttons go: the game (its date and progress), then Replay,
    Statistics, Export and Delete side by side."""
    h, side_w = button_h(ctx, 54), ctx.tx(165)
    y = box.y + ctx.px(90) + k * (h + ctx.px(40))  # the players' line under each row
    sides = ("replay", "stats", "export", "delete")
    x = box.right - ctx.px(30) - len(sides) * side_w - (len(sides) - 1) * ctx.px(10)
    rects = {"game": pygame.Rect(box.x + ctx.px(30), y, x - box.x - ctx.px(40), h)}
    for n, side in enumerate(sides):
        rects[side] = pygame.Rect(x + n * (side_w + ctx.px(10)), y, side_w, h)
    return rects


def foot_buttons(ctx: Context, box: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Continue, Import and Close along the box's foot, then the other list (Network games,
    or back to the kept ones), and at its right end the pages of the list: Newer and
    Older. The buttons grow with the text; where the row would not fit the box, every one
    gives way alike (a label too wide for its button is set smaller, never cut)."""
    gap, h = ctx.px(14), button_h(ctx, 56)
    by = box.bottom - ctx.px(24) - h
    widths = {"continue": 220, "import": 220, "close": 220, "network": 300}
    page = 190
    room = box.w - 2 * ctx.px(30) - 4 * gap - ctx.px(10) - ctx.px(20)  # (apart from the pages)
    wanted = sum(ctx.tx(w) for w in widths.values()) + 2 * ctx.tx(page)
    give = min(1.0, room / wanted)
    x, left = box.x + ctx.px(30), []
    for key, w in widths.items():
        left.append((key, pygame.Rect(x, by, round(ctx.tx(w) * give), h)))
        x = left[-1][1].right + gap
    pw, right = round(ctx.tx(page) * give), box.right - ctx.px(30)
    pages = [
        ("newer", pygame.Rect(right - 2 * pw - ctx.px(10), by, pw, h)),
        ("older", pygame.Rect(right - pw, by, pw, h)),
    ]
    return left + pages


def prepare_games(ctx: Context) -> Iterator[None]:
    """What the screen's first frame would otherwise make all at once, made ahead a piece
    a step while the menu shows (`Ahead`): its framed parchment, its buttons'
    shapes (a spare manager, into the widget theme every manager shares), its title."""
    box = games_box(ctx)
    ctx.furniture.box(box.size, ctx.palette.table, ctx.px(BOX_BAND))
    yield
    spare = make_manager(ctx)
    for key, rect in [*row_buttons(ctx, box, 0).items(), *foot_buttons(ctx, box)]:
        Button(rect, t(f"games.{key}") if key in ("continue", "import", "older") else key, spare)
        yield
    spare.clear_and_reset()
    ctx.text.render(t("games.title"), ctx.px(TITLE_PX), pal.TEXT, bold=True)
    yield


class GamesScene(Dialog):
    """The kept games: open, continue, export, import, delete (asks once)."""

    name = "games"

    def __init__(self, ctx: Context, turns: YourTurns | None = None) -> None:
        # how the network games stand: the menu's watcher (one asker a machine), or its own
        self.net = NetGamesList(turns, MAX_LISTED)
        self.network = False  # the network games listed, not the kept ones
        self.rows: list[GameSummary] = []
        self.page = 0  # which MAX_LISTED games are listed: the newest first
        self.pages = 1
        self.confirming: int | None = None  # the row whose Delete was clicked once
        self.refused: Notice | None = None  # why the last game chosen (or import) was refused
        self._list()
        super().__init__(ctx, t("games.title"))

    def _list(self) -> None:
        if self.network:
            self.pages = self.net.relist()
            self.page = min(self.page, self.pages - 1)
            return
        self.rating = load_rating()[0].rating  # the player's, from the games against bots
        self.rows, total = games_page(MAX_LISTED, self.page * MAX_LISTED)
        self.pages = max(1, -(-total // MAX_LISTED))
        if self.page >= self.pages:  # the last page emptied (a game deleted): the new last
            self.page = self.pages - 1
            self.rows, _ = games_page(MAX_LISTED, self.page * MAX_LISTED)

    def turn_page(self, by: int) -> None:
        """The next page of older (+1) or newer (-1) games, if there is one."""
        page = min(max(self.page + by, 0), self.pages - 1)
        if page != self.page:
            self.page, self.confirming, self.message = page, None, ""
            self._list()
            self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn_page(-1 if event.y > 0 else 1)
            return True
        return super().handle_event(event)

    def say(self, text: str, bad: bool = False) -> None:
        """`text` on the message line: in the ink of a failure when `bad`, else the
        paper's own ink (a game exported, deleted, imported is no failure)."""
        self.message = printable(text)[:MESSAGE_LONGEST]
        self.message_bad = bad

    def build_widgets(self) -> None:
        ctx = self.ctx
        self.box = b = games_box(ctx)
        if self.network:
            self.buttons.update(self.net.build(ctx, self.ui, b, self.page))
            if not self.net.rows and not self.message:
                self.message = t("games.net.none")
        else:
            self._kept_widgets(b)
        for key, rect in foot_buttons(ctx, b):
            if self.network and key == "import":
                continue  # (the kept games' own)
            if self.network and key == "continue":  # its place: ask the servers now
                key = "ask"
            words = t(f"games.{key}")
            if key == "network" and self.network:
                words = t("games.kept")
            self.buttons[key] = Button(rect, words, self.ui, object_id=f"#{key}")
        if "continue" in self.buttons and most_recent_unfinished() is None:
            self.buttons["continue"].disable()
        if self.page == 0:
            self.buttons["newer"].disable()
        if self.page >= self.pages - 1:
            self.buttons["older"].disable()

    def _kept_widgets(self, b: pygame.Rect) -> None:
        """Each kept game of the page: open, replay, statistics, export, delete."""
        ctx = self.ctx
        for k, row in enumerate(self.rows):
            words = {
                "game": row_title(row),
                "replay": t("games.replay"),
                "stats": t("stats.open"),
                "export": t("games.export"),
                "delete": t("load.confirm") if self.confirming == k else t("load.delete"),
            }
            for part, rect in row_buttons(ctx, b, k).items():
                key = f"{part}-{k}"
                self.buttons[key] = fitted_button(
                    rect, words[part], self.ui, f"#{key}", self.ctx.px(14)
                )
            if row.problem is not None:
                for part in ("export", "replay", "stats"):
                    self.buttons[f"{part}-{k}"].disable()
        if not self.rows and not self.message:
            self.message = t("games.none")

    def press(self, key: str) -> None:
        if key.startswith("delete-"):
            self._delete(int(key.split("-")[1]))
            return
        self._confirm_none()
        if key == "close":
            self.close()
        elif key in ("newer", "older"):
            self.turn_page(1 if key == "older" else -1)
        elif key == "network":
            self.show_network(not self.network)
        elif key == "ask":
            self.net.turns.ask_now()
        elif key.startswith("net-"):
            game = self.net.shown(self.page)[int(key.split("-")[1])]
            self.nav.rejoin(game.address, game.code)  # its seat back, by its kept token
        elif key.startswith("remove-"):
            self._remove(int(key.split("-")[1]))
        elif key == "continue":
            row = most_recent_unfinished()
            if row is not None:
                self._open(row)
        elif key == "import":
            self._import()
        elif key.startswith("export-"):
            self._export(self.rows[int(key.split("-")[1])])
        elif key.startswith("replay-"):
            self._open(self.rows[int(key.split("-")[1])], replay=True)
        elif key.startswith("stats-"):
            self._statistics(self.rows[int(key.split("-")[1])])
        elif key.startswith("game-"):
            row = self.rows[int(key.split("-")[1])]
            if hosts_again(row):
                self.nav.host_again(row.game_id)
            else:
                self._open(row)

    def show_network(self, network: bool) -> None:
        """The network games listed (True), or the kept ones."""
        self.network, self.page, self.confirming, self.message = network, 0, None, ""
        self._list()
        self._build()

    def _remove(self, k: int) -> None:
        """The `k`th network game shown, ended, off the list."""
        problem = self.net.remove(self.net.shown(self.page)[k])
        self.refused = problem
        if problem is not None:
            self.say(t("games.not_removed", problem=problem_text(problem)), True)
            return
        self.message = ""
        self._list()
        self._build()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.network and self.net.heard():  # a server answered
            self._list()
            self._build()

    def look(self) -> object:
        return ui_look(self.ui), self.net.rows

    def closed(self) -> None:
        self.net.close()

    def _open(self, row: GameSummary, replay: bool = False) -> None:
        """Carry the game on, or watch it in the replay viewer (a finished one always, from
        its start: Esc comes back here), or say why not."""
        session, problem = open_game(row.path)
        if session is None:
            self.refused = problem
            self.say(
                t("games.not_opened", problem=(problem_text(problem) if problem else "")), True
            )
            return
        if replay or session.game.phase == Phase.OVER:
            self.refused = None
            self.nav.replay(Match.from_session(session, saver=never_saved), at=0)
            return
        refused = self.nav.resume(session)
        self.refused = refused
        if refused is not None:
            self.say(t("games.not_opened", problem=notice_text(refused)), True)

    def _statistics(self, row: GameSummary) -> None:
        """The game's statistics and analysis, or why it cannot be read."""
        session, problem = open_game(row.path)
        self.refused = problem
        if session is None:
            self.say(
                t("games.not_opened", problem=(problem_text(problem) if problem else "")), True
            )
            return
        self.nav.statistics(session)

    def _export(self, row: GameSummary) -> None:
        """The game to a `.mgrecord` file in the exports folder, named by its date and
        players ("2026-12-01 Anna v Bruno.mgrecord"; the store makes it safe and unique)."""
        path, problem = export_game(row.path, export_name(row))
        self.refused = problem
        if path is None:
            words = problem_text(problem) if problem else ""
            self.say(t("games.not_exported", problem=words), True)
        else:
            self.say(t("games.exported", name=shown_name(path.name)))
        self._build()

    def _import(self) -> None:
        done, refused = import_all()
        self.refused = refused[0] if refused else None
        if refused:
            self.say(t("games.import_refused", problem=problem_text(refused[0])), True)
        elif done:
            self.say(t("games.imported", count=done))
        else:
            self.say(t("games.nothing_to_import", folder=shown_path(imports_dir(), 70)))
        self._list()
        self._build()

    def _delete(self, k: int) -> None:
        """The first click asks, the second deletes."""
        row = self.rows[k]
        if self.confirming != k:
            self.confirming = k
            self.say(t("games.ask_delete", game=row_title(row)))
        else:
            problem: Problem | None = delete_game(row.path)
            self.refused = problem
            if problem is None:
                self.say(t("games.deleted"))
            else:
                self.say(t("games.not_deleted", problem=problem_text(problem)), True)
            self.confirming = None
            self._list()
        self._build()

    def _confirm_none(self) -> None:
        if self.confirming is not None:
            self.confirming, self.message = None, ""
            self._build()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        ctx = self.ctx
        size = ctx.px(22)
        if not self.network:  # (the rating is the kept games' against bots)
            rating = ctx.text.render(rating_line(self.rating), ctx.px(24), pal.TEXT)
            at = (self.box.right - ctx.px(30), self.box.y + ctx.px(40))
            surface.blit(rating, rating.get_rect(topright=at))
        if self.network:
            self.net.draw(ctx, surface, self.buttons, self.page)
        for k, row in enumerate([] if self.network else self.rows):
            rect = self.buttons[f"game-{k}"].rect
            x, y = rect.x + ctx.px(6), rect.bottom + ctx.px(6)
            for colour, word in row_players(row):
                ctx.palette.draw_emblem(surface, colour, (x + ctx.px(9), y + size // 2), ctx.px(9))
                line = ctx.text.render(word, size, pal.TEXT_DIM)
                surface.blit(line, (x + ctx.px(22), y))
                x += ctx.px(22) + line.get_width() + ctx.px(18)
        if self.pages > 1:  # "Page 2 of 4" over Newer and Older
            older = self.buttons["older"].rect
            page = t("games.page", page=self.page + 1, pages=self.pages)
            line = ctx.text.render(page, ctx.px(22), pal.TEXT_DIM)
            surface.blit(line, line.get_rect(bottomright=(older.right, older.y - ctx.px(6))))
        y = self.box.bottom - ctx.px(196)
        folders = () if self.network else (("exports", exports_dir()), ("imports", imports_dir()))
        for key, folder in folders:
            where = t(f"games.{key}_folder", folder=shown_path(folder, 64))
            line = ctx.text.render(where, ctx.px(22), pal.TEXT_DIM)
            surface.blit(line, (self.box.x + ctx.px(30), y))
            y += ctx.px(30)
