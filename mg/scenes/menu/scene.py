"""The menu: player count, each seat's name and colour, game length, start or quit."""

from __future__ import annotations

import contextlib
import logging
import os

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from mg import __version__
from mg.engine import Problem
from mg.net.follow.your_turns import NetGame, YourTurns
from mg.net.kept.seat_tokens import Rejoin, rejoin_offer
from mg.scenes.attention import flash_window, window_in_front
from mg.scenes.base import Scene, ui_look
from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager, pressed_key
from mg.scenes.menu.backdrop import (
    PAINTING,
    Backdrop,
    menu_layout,
    subtitle,
)
from mg.scenes.menu.name_entry import NameEntry
from mg.scenes.menu.new_game import MenuSetup
from mg.sprites.paint import palette as pal
from mg.store import autosave_lock
from mg.store.folders import unusable_folders
from mg.store.game_files import most_recent_unfinished, open_game, release_games
from mg.store.seats import SEAT_COUNT, Seat, complete, cycle_kind, next_colour
from mg.store.session import (
    autosave_in_use,
    autosave_lock_path,
    autosave_path,
    load_autosave,
    release_autosave,
)
from mg.text.i18n import problem_text, t
from mg.text.seat_words import seat_names
from mg.ui.notice import Said, notice_text
from mg.ui.theme.button import Button

logger = logging.getLogger(__name__)

NAME_LIMIT = 16
EDITS = ("players-", "colour-", "kind-", "rounds-")  # the buttons that change the setup


def selected(button: UIButton, chosen: bool) -> None:
    """Show `button` chosen or not (one of a row of choices)."""
    if chosen:
        button.select()
    else:
        button.unselect()


class MenuScene(Scene):
    name = "menu"
    soundscape = "menu"  # its own music (mg/ui/audio.py)

    def __init__(
        self, ctx: Context, setup: MenuSetup | None = None, backdrop: Backdrop | None = None
    ) -> None:
        super().__init__(ctx)
        self.setup: MenuSetup = setup if setup is not None else self.nav.setup  # the flow's
        if not self.setup.seats:  # the first menu: the last game's setup, from disk
            warning = self.setup.load(ctx.options.players)
            if warning is not None:
                ctx.tell(warning)
        release_autosave()  # no game of ours is running while the menu is up
        release_games()
        self.buttons: dict[str, UIButton] = {}
        self.entries: list[UITextEntryLine] = []
        self.shown: list[str] = []  # the names the entries were given: unchanged = untyped
        self.message = ""
        self.warnings = unusable_folders()  # what cannot be kept (saving off), and why
        self.overlaid = False  # an overlay went over it: build again when it leaves
        # the painting and the title, composed once a size (the flow's, kept for every menu:
        # back from a game, the menu's first frame composes nothing)
        self.backdrop = backdrop if backdrop is not None else Backdrop(ctx)
        ctx.art.preload(PAINTING, "jpg")  # decoded while the widgets are made
        # how this machine's network games stand, asked of their servers off this thread
        self.turns = YourTurns()
        self.turns.start()
        self.told: set[str] = set()  # the games said to wait for this player (by code)
        self.heard: tuple[NetGame, ...] = ()  # the watcher's list when last looked at
        self._build()

    @property
    def count(self) -> int:
        """How many play."""
        return self.setup.players

    @property
    def seats(self) -> list[Seat]:
        """The menu's four seats (the first `count` play)."""
        return self.setup.seats

    # -- layout ---------------------------------------------------------------------------
    def _build(self) -> None:
        ctx = self.ctx
        self.setup.seats = complete(self.seats)  # four seats, four colours (R1), whatever came
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.buttons, self.entries, self.shown = {}, [], []
        self.layout = menu_layout(ctx)
        x0, col_w, row_h, gap = self._column()
        y = self.layout.top
        bw = (col_w - 2 * gap) // 3
        for k, n in enumerate((2, 3, 4)):
            self._button(
                f"players-{n}",
                t("menu.players", n=n),
                (x0 + k * (bw + gap), y, bw, row_h),
                selected=n == self.count,
            )
        self._seat_rows()
        # room for four seats whatever the count: nothing below them moves
        y = self._seats_top() + SEAT_COUNT * (row_h + gap) + gap
        for k, rounds in enumerate((12, 8)):
            label = t(f"menu.rounds_{rounds}")
            half = (col_w - gap) // 2
            self._button(
                f"rounds-{rounds}",
                label,
                (x0 + k * (half + gap), y, half, row_h),
                selected=self.setup.rounds == rounds,
            )
        y += row_h + 3 * gap
        third = (col_w - 2 * gap) // 3
        start_h = self.layout.start_h
        self._button("start", t("menu.new_game"), (x0, y, third, start_h), big=True)
        self._button("continue", t("menu.continue"), (x0 + third + gap, y, third, start_h))
        self._button("load", t("menu.load"), (x0 + 2 * (third + gap), y, third, start_h))
        self.rejoin = rejoin_offer()  # a network game this machine has a seat in
        if self.rejoin is not None:  # offered where the subtitle stands: nothing else moves
            self._button("rejoin", self._rejoin_words(self.rejoin), self._rejoin_rect())
        elif not os.path.exists(autosave_path()) and most_recent_unfinished() is None:
            self.buttons["continue"].disable()  # (Path.exists raises on EACCES, …)
        y += start_h + gap
        for k, key in enumerate(("learn", "games", "settings")):
            self._button(key, t(f"menu.{key}"), (x0 + k * (third + gap), y, third, row_h))
        y += row_h + gap
        for k, key in enumerate(("host", "join", "quit")):  # network play
            self._button(key, t(f"menu.{key}"), (x0 + k * (third + gap), y, third, row_h))

    def _rejoin_rect(self) -> tuple[int, int, int, int]:
        """The Rejoin button, in the subtitle's place under the title."""
        ctx, title = self.ctx, self.layout.title
        w = min(self.layout.column[1], ctx.size[0] - ctx.px(40))
        h = min(button_h(ctx, 50), title.h)
        return ((ctx.size[0] - w) // 2, title.bottom - h, w, h)

    def _rejoin_words(self, offer: Rejoin) -> str:
        """ "Rejoin MV4-BYC (hosted by Anna)": the first seat's name, or the one every
        window gives it."""
        host = offer.host if offer.host else t("seat.player", n=1)
        return t("menu.rejoin", code=offer.code, host=host)

    def _column(self) -> tuple[int, int, int, int]:
        """The options' column: its left edge and width, a row's height, the gap between
        rows."""
        return self.layout.column

    def _seats_top(self) -> int:
        """Where the seat rows start: under the row of player counts."""
        _, _, row_h, gap = self._column()
        return self.layout.top + row_h + 2 * gap

    def _seat_rows(self) -> None:
        """A row for each seat that plays: its name, its kind and its colour (those of a
        seat that no longer plays are taken away)."""
        ctx = self.ctx
        for entry in self.entries:
            entry.kill()
        for i in range(SEAT_COUNT):
            for key in (f"kind-{i}", f"colour-{i}"):
                if key in self.buttons:
                    self.buttons.pop(key).kill()
        self.entries, self.shown = [], []
        x0, col_w, row_h, gap = self._column()
        y = self._seats_top()
        for i in range(self.count):
            name, kind, colour = self._seat_labels(i)
            entry = NameEntry(
                pygame.Rect(x0 + ctx.px(50), y, col_w - ctx.px(50) - ctx.tx(390), row_h),
                self.ui,
                f"#name-{i}",
                ctx,
            )  # only what the game can show
            self._button(f"kind-{i}", kind, (x0 + col_w - ctx.tx(380), y, ctx.tx(180), row_h))
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(name)
            self.entries.append(entry)
            self.shown.append(entry.get_text())
            self._button(f"colour-{i}", colour, (x0 + col_w - ctx.tx(190), y, ctx.tx(190), row_h))
            y += row_h + gap

    def _seat_labels(self, i: int) -> tuple[str, str, str]:
        """What seat i's row shows: its name, its kind and its colour."""
        seat = self.seats[i]
        return (
            seat_names(self.seats)[i][:NAME_LIMIT],
            t(f"seat.{seat.kind}"),
            self.ctx.palette.colour_name(seat.colour),
        )

    def _button(
        self,
        key: str,
        text: str,
        rect: tuple[int, int, int, int],
        selected: bool = False,
        big: bool = False,
    ) -> None:
        button: UIButton = Button(
            pygame.Rect(rect),
            text,
            self.ui,
            object_id=pygame_gui.core.ObjectID(f"#{key}", "@big" if big else None),
        )
        if selected:
            button.select()
        self.buttons[key] = button

    def resize(self, size: tuple[int, int]) -> None:
        self._keep_names()
        self._build()

    # -- input ----------------------------------------------------------------------------
    def widgets(self) -> pygame_gui.UIManager | None:
        """Its buttons (and text fields) take Tab (mg/scenes/focus.py)."""
        return self.ui

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._keep_names()  # a name typed is kept as it is typed
        if self.ui.process_events(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.press("start")
            return True
        return False

    def press(self, key: str) -> None:
        """What a menu button does (also used by keyboard shortcuts and autoplay); a change
        of the setup is kept at once."""
        self._keep_names()
        if key.startswith(EDITS):
            self._edit(key)
            return
        if key == "start":
            self.start()
        elif key == "quit":
            self.ctx.quit_requested = True
        elif key == "continue":
            if not self._continue():
                self._refresh()
        elif key == "load":
            self.nav.load()
        elif key == "games":
            self.nav.games(self.turns)  # (one watcher of the network games: the menu's)
        elif key == "settings":
            self.nav.settings()
        elif key in ("host", "join"):  # (the host's seats are the menu's, names kept above)
            (self.nav.host if key == "host" else self.nav.join)()
        elif key == "learn":
            self.nav.lesson()
        elif key == "rejoin" and self.rejoin is not None:
            self.nav.rejoin(self.rejoin.address, self.rejoin.code)

    def _edit(self, key: str) -> None:
        """A change of the setup, shown on the buttons and kept at once."""
        number = int(key.split("-")[1])
        if key.startswith("players-"):
            self.setup.players = number
        elif key.startswith("colour-"):  # R1: one colour a seat; taking one swaps it
            next_colour(self.seats, number, self.count)
        elif key.startswith("kind-"):
            cycle_kind(self.seats, number)
        else:
            self.setup.rounds = number
        self._kept(self.setup.edit())
        if key.startswith("players-"):
            self._seat_rows()  # the seat rows change; the rest stays as made
        self._refresh()

    def _refresh(self) -> None:
        """Show the player count, the seats and the game length as they are now, on the
        buttons already made (rebuilding every widget for one changed label made each press
        slow)."""
        for n in (2, 3, 4):
            selected(self.buttons[f"players-{n}"], n == self.count)
        for i, entry in enumerate(self.entries):
            name, kind, colour = self._seat_labels(i)
            self.buttons[f"kind-{i}"].set_text(kind)
            self.buttons[f"colour-{i}"].set_text(colour)
            if entry.get_text() != name:
                entry.set_text(name)
            self.shown[i] = entry.get_text()
        for rounds in (12, 8):
            selected(self.buttons[f"rounds-{rounds}"], self.setup.rounds == rounds)

    def typing(self) -> bool:
        """Whether a name field has the keyboard."""
        return any(entry.is_focused for entry in self.entries)

    def enter(self) -> None:
        if self.overlaid and self.stack is not None and self.stack.top is self:
            self.overlaid = False
            self._keep_names()
            self._build()  # settings may have changed under an overlay

    def covered(self) -> None:
        self.overlaid = True

    def _continue(self) -> bool:
        """Rejoin the network game this machine has a seat in when it is the most recent
        game here; else resume the autosaved game; False (and why, in the notice) when it
        cannot be."""
        offer = self.rejoin
        if offer is not None and offer.at >= last_local_game():
            self.nav.rejoin(offer.address, offer.code)
            return True
        owner = autosave_in_use()
        if owner is not None and not self._take_over(owner):
            return False
        session, unusable = load_autosave()
        if session is None and unusable is None:  # no autosave: the last game kept
            kept = most_recent_unfinished()
            if kept is not None:
                session, unusable = open_game(kept.path)
        if session is None:
            self.ctx.tell(Said.of("menu.nothing_to_continue") if unusable is None else unusable)
            return False
        problem = self.nav.resume(session)
        if problem is not None:
            self.ctx.tell(Said.of("menu.autosave_unusable", problem=problem))
            return False
        return True

    def _take_over(self, owner: int) -> bool:
        """Whether Continue may pass the lock of process `owner`: only a lock the system
        cannot confirm is a game's, and only when pressed again after the notice asked."""
        lock = autosave_lock_path()
        if not autosave_lock.held_unconfirmed(lock):
            self.ctx.tell(Said.of("menu.autosave_in_use", pid=owner))
            return False
        asking = Said.of("menu.autosave_take_over", pid=owner)
        if self.ctx.notice != asking:  # the first press asks, the second takes it over
            self.ctx.tell(asking)
            return False
        autosave_lock.take_over(lock)
        return True

    def _keep_names(self) -> None:
        """What the player typed becomes the seat's name; a name left as the menu showed it
        stays what it was (a default one stays None, to be worded in any language later),
        an emptied one is the default again."""
        changed = False
        for seat, entry, shown in zip(self.seats, self.entries, self.shown, strict=False):
            typed = entry.get_text().strip()
            if typed != shown.strip() and seat.name != (typed or None):
                seat.name, changed = typed or None, True
        if changed:
            self._kept(self.setup.edit())

    def _kept(self, problem: Problem | None) -> None:
        """Why an edit could not be kept for the next launch, if it could not (the menu's
        notice; an older notice stays otherwise)."""
        if problem is not None:
            self.ctx.tell(problem)

    def start(self) -> None:
        """A new game of the setup chosen here (the flow makes it and says why it could not)."""
        self.nav.new_game(self.setup.chosen())

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self._turns_come()

    def _turns_come(self) -> None:
        """A network game newly waiting for this player, the window behind others: the
        turn sound, the window's flash and the desktop's notification (once a turn: a game
        no longer waiting is told again when its turn comes back)."""
        games = self.turns.games
        if games is self.heard:
            return  # (nothing new heard: most frames)
        self.heard = games
        waiting = {game.code for game in games if game.state == "your_turn"}
        new, self.told = waiting - self.told, waiting
        if new and not window_in_front():
            flash_window()
            self.ctx.sound("turn")
            body = Said.of("notify.turns_body", count=len(waiting))
            self.ctx.notifier.notify(Said.of("notify.turn_title"), body)

    def closed(self) -> None:
        self.turns.stop()

    def busy(self) -> bool:
        return False  # nothing moves by itself

    def look(self) -> object:
        return ui_look(self.ui), self.turns.your_turn()  # a name field's cursor blinks

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        w, h = ctx.size
        if self.layout.size != ctx.size:  # (resize() builds again; this is belt and braces)
            self.layout = menu_layout(ctx)
        surface.blit(self.backdrop.picture(self.layout), (0, 0))
        if self.rejoin is None:  # (the offer to rejoin stands in its place)
            surface.blit(*subtitle(ctx, self.layout, t("menu.subtitle")))
        version = ctx.text.render(f"v{__version__}", ctx.px(26), (200, 190, 176))
        surface.blit(version, version.get_rect(bottomright=(w - ctx.px(10), h - ctx.px(8))))
        waiting = self.turns.your_turn()  # network games waiting for this player
        if waiting:
            note = ctx.text.render(t("menu.your_turn", count=waiting), ctx.px(28), pal.TITLE)
            surface.blit(note, note.get_rect(bottomleft=(ctx.px(16), h - ctx.px(8))))
        y = h - ctx.px(16)
        warnings = [problem_text(problem) for problem in reversed(self.warnings)]
        for line in [notice_text(ctx.notice), *warnings]:  # the notice lowest, then above
            if line:
                note = ctx.text.render(line, ctx.px(24), (255, 190, 150))
                rect = note.get_rect(midbottom=(w // 2, y))
                surface.blit(note, rect)
                y = rect.top
        for i, entry in enumerate(self.entries):
            colour = self.seats[i].colour
            r = entry.rect
            ctx.palette.draw_emblem(surface, colour, (r.x - ctx.px(26), r.centery), ctx.px(18))
        self.ui.draw_ui(surface)


def last_local_game() -> float:
    """When a game of this machine was last played (its autosave or the newest unfinished
    game kept), in seconds since the epoch; 0 when none was."""
    with contextlib.suppress(OSError):
        return os.path.getmtime(autosave_path())
    kept = most_recent_unfinished()
    return kept.stamp if kept is not None else 0.0
