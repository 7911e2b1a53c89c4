"""The menu: player count, each seat's name and colour, game length, start or quit."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from mg import __version__
from mg.context import SEAT_KINDS, SEAT_LABELS, Context, Seat
from mg.engine import COLOURS, Game
from mg.scenes.base import Scene
from mg.scenes.saves import resume
from mg.scenes.theme import make_manager, pressed_key
from mg.session import autosave_path, load_autosave
from mg.sprites import palette as pal
from mg.sprites.art import ART

DEFAULT_NAMES = ["Player 1", "Player 2", "Player 3", "Player 4"]
TITLE_ASPECT = 1600 / 600


def title_width(ctx: Context) -> int:
    """The title illustration's width: a quarter of the window's height tall."""
    return min(ctx.size[0], round(ctx.size[1] * 0.26 * TITLE_ASPECT))


class MenuScene(Scene):
    name = "menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        if not ctx.seats:
            ctx.seats = [Seat(DEFAULT_NAMES[i], COLOURS[i]) for i in range(4)]
        self.count = ctx.player_count
        self.buttons: dict[str, UIButton] = {}
        self.entries: list[UITextEntryLine] = []
        self.message = ""
        self._build()

    # -- layout ---------------------------------------------------------------------------
    def _dedupe_colours(self) -> None:
        """No two playing seats share a colour (R1): a later seat takes a free one."""
        taken: set[str] = set()
        for seat in self.ctx.seats[: self.count]:
            if seat.colour in taken:
                seat.colour = next(c for c in COLOURS if c not in taken)
            taken.add(seat.colour)

    def _build(self) -> None:
        ctx = self.ctx
        self._dedupe_colours()
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.buttons, self.entries = {}, []
        w, h = ctx.size
        col_w, row_h = ctx.px(760), ctx.px(56)
        x0, y = (w - col_w) // 2, round(title_width(ctx) * 3 / 8) + ctx.px(70)
        gap = ctx.px(12)
        bw = (col_w - 2 * gap) // 3
        for k, n in enumerate((2, 3, 4)):
            self._button(f"players-{n}", f"{n} players", (x0 + k * (bw + gap), y, bw, row_h),
                         selected=n == self.count)
        y += row_h + 2 * gap
        for i in range(self.count):
            seat = ctx.seats[i]
            entry = UITextEntryLine(pygame.Rect(x0 + ctx.px(50), y, col_w - ctx.px(440), row_h),
                                    self.ui, object_id=f"#name-{i}")
            self._button(f"kind-{i}", SEAT_LABELS[seat.kind],
                         (x0 + col_w - ctx.px(380), y, ctx.px(180), row_h))
            entry.set_text_length_limit(16)
            entry.set_text(seat.name)
            self.entries.append(entry)
            self._button(f"colour-{i}", seat.colour.capitalize(),
                         (x0 + col_w - ctx.px(190), y, ctx.px(190), row_h))
            y += row_h + gap
        y += gap
        for k, rounds in enumerate((12, 8)):
            label = "12 rounds" if rounds == 12 else "8 rounds (beginner)"
            half = (col_w - gap) // 2
            self._button(f"rounds-{rounds}", label, (x0 + k * (half + gap), y, half, row_h),
                         selected=ctx.rounds == rounds)
        y += row_h + 3 * gap
        third = (col_w - 2 * gap) // 3
        self._button("start", "New game", (x0, y, third, int(row_h * 1.2)), big=True)
        self._button("continue", "Continue", (x0 + third + gap, y, third, int(row_h * 1.2)))
        self._button("load", "Load…", (x0 + 2 * (third + gap), y, third, int(row_h * 1.2)))
        if not autosave_path().exists():
            self.buttons["continue"].disable()
        y += int(row_h * 1.2) + gap
        half = (col_w - gap) // 2
        self._button("settings", "Settings", (x0, y, half, row_h))
        self._button("quit", "Quit", (x0 + half + gap, y, half, row_h))

    def _button(self, key: str, text: str, rect: tuple[int, int, int, int],
                selected: bool = False, big: bool = False) -> None:
        button = UIButton(pygame.Rect(rect), text, self.ui,
                          object_id=pygame_gui.core.ObjectID(f"#{key}", "@big" if big else None))
        if selected:
            button.select()
        self.buttons[key] = button

    def resize(self, size: tuple[int, int]) -> None:
        self._keep_names()
        self._build()

    # -- input ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        key = pressed_key(event, self.buttons)
        if key is not None:
            self.press(key)
            return True
        if self.ui.process_events(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.press("start")
            return True
        return False

    def press(self, key: str) -> None:
        """What a menu button does (also used by keyboard shortcuts and autoplay)."""
        self._keep_names()
        if key.startswith("players-"):
            self.count = self.ctx.player_count = int(key.split("-")[1])
        elif key.startswith("colour-"):
            self._next_colour(int(key.split("-")[1]))
        elif key.startswith("kind-"):
            seat = self.ctx.seats[int(key.split("-")[1])]
            seat.kind = SEAT_KINDS[(SEAT_KINDS.index(seat.kind) + 1) % len(SEAT_KINDS)]
        elif key.startswith("rounds-"):
            self.ctx.rounds = int(key.split("-")[1])
        elif key == "start":
            self.start()
            return
        elif key == "quit":
            self.ctx.quit_requested = True
            return
        elif key == "continue":
            session, problem = load_autosave()
            if session is None:
                self.ctx.notice = problem or "There is no game to continue."
            else:
                assert self.stack is not None
                resume(self.ctx, session, self.stack)
                return
        elif key == "load":
            from mg.scenes.saves import LoadScene

            assert self.stack is not None
            self.stack.push(LoadScene(self.ctx))
            return
        elif key == "settings":
            from mg.scenes.settings_scene import SettingsScene

            assert self.stack is not None
            self.stack.push(SettingsScene(self.ctx))
            return
        self._build()

    def typing(self) -> bool:
        """Whether a name field has the keyboard."""
        return any(entry.is_focused for entry in self.entries)

    def enter(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self._keep_names()
            self._build()  # settings may have changed under an overlay

    def _next_colour(self, seat: int) -> None:
        taken = {s.colour for i, s in enumerate(self.ctx.seats[: self.count]) if i != seat}
        current = COLOURS.index(self.ctx.seats[seat].colour)
        for step in range(1, 5):
            colour = COLOURS[(current + step) % 4]
            if colour not in taken:
                self.ctx.seats[seat].colour = colour
                return

    def _keep_names(self) -> None:
        for i, entry in enumerate(self.entries):
            name = entry.get_text().strip()
            self.ctx.seats[i].name = name or DEFAULT_NAMES[i]

    def start(self) -> None:
        from mg.scenes.setup import SetupScene

        seats = self.ctx.seats[: self.count]
        seed = self.ctx.options.seed
        if seed is None:
            seed = self.ctx.rng.randrange(1 << 30)
        try:
            game = Game.new([s.colour for s in seats], seed=seed, rounds=self.ctx.rounds)
        except ValueError as exc:  # never start a broken game; say why
            self.ctx.notice = str(exc)
            return
        self.ctx.new_game_log()
        self.ctx.autosave(game)
        assert self.stack is not None
        self.stack.replace(SetupScene(self.ctx, game))

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        surface.fill(pal.PANEL)
        w, h = ctx.size
        art = ART.scaled("title", title_width(ctx))
        if art is not None:
            surface.blit(art, art.get_rect(midtop=(w // 2, 0)))
            sub_y = art.get_height() + ctx.px(4)
        else:
            title = ctx.text.render("Magna Grecia", ctx.px(110), (240, 220, 160), bold=True)
            surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.1))))
            sub_y = int(h * 0.1) + ctx.px(64)
        sub = ctx.text.render("Roads, cities, markets and oracles of southern Italy",
                              ctx.px(30), pal.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, sub_y)))
        version = ctx.text.render(f"v{__version__}", ctx.px(26), pal.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(w - ctx.px(10), h - ctx.px(8))))
        if ctx.notice:
            note = ctx.text.render(ctx.notice, ctx.px(24), (255, 190, 150))
            surface.blit(note, note.get_rect(midbottom=(w // 2, h - ctx.px(16))))
        for i, entry in enumerate(self.entries):
            colour = ctx.seats[i].colour
            r = entry.rect
            pal.draw_emblem(surface, colour, (r.x - ctx.px(26), r.centery), ctx.px(18))
        self.ui.draw_ui(surface)
