"""Settings over the menu or the pause menu: animation speed, the volumes of the music, the
sea and the effects, sound on or off, bot moves, colours, hints, the question before an
empty end of actions, the text's size, calmer motion, reading aloud (saved between runs)."""

from __future__ import annotations

import pygame

from mg.scenes.context import Context
from mg.scenes.manager import button_h, make_manager
from mg.scenes.modal import ModalScene
from mg.scenes.overlays.volumes import VolumeRow, draw_bar, level, set_level, step, volume_rows
from mg.sprites.paint import palette as pal
from mg.store.settings import SPEED_NAMES, TEXT_SIZES
from mg.text.i18n import LANGUAGE_NAMES, LANGUAGES, t
from mg.ui.theme.button import Button

#: The box's height, in lengths designed at 1920x1080: the rows of buttons (speeds, three
#: volumes, two of toggles, two of access, languages; and Done), what is never squeezed —
#: the title, three labels (growing with the words), the colours' preview — and the air
#: between them, squeezed when larger text would not fit the window (the last two: above
#: Done, under the box).
ROWS = 9
PREVIEW = 50  # the colours' preview under their button
FIXED = (88, PREVIEW)
LABEL = 32  # a label's line over its row (the languages': 34)
LABELS = (LABEL, LABEL, 34)
AIR = (24, 38, 38, 20, 42, 20, 24, 24, 30)  # 24: the volumes' two gaps of 12


def hints_label(on: bool) -> str:
    """The hints button says whether the play scene offers hints."""
    return t("settings.hints_on" if on else "settings.hints_off")


def idle_end_label(ask: bool) -> str:
    """Whether ending one's actions with nothing done asks first."""
    return t("settings.ask_idle_end_on" if ask else "settings.ask_idle_end_off")


def sound_label(muted: bool) -> str:
    """The sound button says the sound's state, not what a click would do."""
    return t("settings.sound_off") if muted else t("settings.sound_on")


def bots_label(animated: bool) -> str:
    return t("settings.bots_animated" if animated else "settings.bots_at_once")


def text_size_label(size: int) -> str:
    return t("settings.text_size", size=size)


def motion_label(reduced: bool) -> str:
    return t("settings.motion_reduced" if reduced else "settings.motion_full")


def read_aloud_label(on: bool) -> str:
    return t("settings.read_aloud_on" if on else "settings.read_aloud_off")


def palette_label(palette: str) -> str:
    return t("settings.colours_classic" if palette == "classic" else "settings.colours_contrast")


class SettingsScene(ModalScene):
    name = "settings"
    close_keys = ()

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._build()

    def _build(self) -> None:
        ctx = self.ctx
        self.ui = make_manager(ctx, getattr(self, "ui", None))
        self.bh, self.gap = button_h(ctx), ctx.px(12)
        self._place_box()
        self.buttons = {}
        self._build_speed_and_volume()
        self._build_toggles()
        self._build_access()
        self._build_languages()
        self._show_choices()

    def _place_box(self) -> None:
        """The box as wide as the words need (up to the window), and as high as its rows;
        larger text that would not fit the window's height puts Done on the languages' row
        and takes from the air between the rows (`self.air`, 1 as designed)."""
        ctx, (w, h) = self.ctx, self.ctx.size
        width = min(w - ctx.px(40), max(ctx.px(900), ctx.tx(900)))
        fixed = sum(ctx.px(v) for v in FIXED) + sum(ctx.tx(v) for v in LABELS)
        fixed += (ROWS + 1) * self.bh
        air = sum(ctx.px(v) for v in AIR)
        self.done_apart = fixed + air <= h - ctx.px(20)
        if not self.done_apart:
            fixed -= self.bh  # Done's row; its air above is the air's, not the fixed part's
            air -= ctx.px(AIR[-2])
        self.air = max(0.3, min(1.0, (h - ctx.px(20) - fixed) / air))
        self.box = pygame.Rect(0, 0, width, fixed + round(air * self.air))
        self.box.center = (w // 2, h // 2)
        self.inner = self.box.w - 2 * ctx.px(30)

    def space(self, design: float) -> int:
        """Air between rows: `design` (at 1920x1080), less when the window is short."""
        return round(self.ctx.px(design) * self.air)

    def _build_languages(self) -> None:
        """The languages in a row, and Done under it in the corner (or at its end)."""
        ctx, bh, gap = self.ctx, self.bh, self.gap
        count = len(LANGUAGES) + (0 if self.done_apart else 1)
        bw = (self.inner - (count - 1) * gap) // count
        x0, y = self.box.x + ctx.px(30), self.languages_y
        for k, code in enumerate(LANGUAGES):
            self.buttons[f"language-{code}"] = Button(
                pygame.Rect(x0 + k * (bw + gap), y, bw, bh),
                LANGUAGE_NAMES[code],
                self.ui,
                object_id=f"#language-{code}",
            )
        done = pygame.Rect(0, 0, bw, bh)
        done.bottomright = (self.box.right - ctx.px(30), self.box.bottom - self.space(30))
        if not self.done_apart:
            done.y = y  # at the languages' row's end
        self.buttons["done"] = Button(done, t("settings.done"), self.ui, object_id="#done")

    def _build_speed_and_volume(self) -> None:
        """The animation speeds in a row; volume down, its level, up, and sound on or off."""
        ctx, bh, gap = self.ctx, self.bh, self.gap
        bw = (self.inner - 3 * gap) // 4
        x0 = self.box.x + ctx.px(30)
        self.speed_label_y = self.box.y + ctx.px(88)
        y = self.speed_label_y + ctx.tx(LABEL)
        for k, speed in enumerate(SPEED_NAMES):
            rect = pygame.Rect(x0 + k * (bw + gap), y, bw, bh)
            self.buttons[f"speed-{speed}"] = Button(
                rect, t(f"settings.speed_{speed}"), self.ui, object_id=f"#speed-{speed}"
            )
        self.volume_label_y = y + bh + self.space(38)
        y = self.volume_label_y + ctx.tx(LABEL)
        self.volumes = volume_rows(x0, y, bh, self.space(12), ctx.px(10))
        for row in self.volumes:  # music, the sea, effects: − bar +
            self.buttons[f"{row.key}-"] = Button(
                row.minus, "-", self.ui, object_id=f"#{row.key}-minus"
            )
            self.buttons[f"{row.key}+"] = Button(
                row.plus, "+", self.ui, object_id=f"#{row.key}-plus"
            )
        first = self.volumes[0].plus
        mute = pygame.Rect(first.right + ctx.px(110), y, 0, bh)
        mute.w = self.box.right - ctx.px(30) - mute.x  # to the right edge, as the rows above
        self.buttons["mute"] = Button(
            mute, sound_label(self.ctx.settings.muted), self.ui, object_id="#mute"
        )
        self.toggles_y = self.volumes[-1].plus.bottom + self.space(38)
        self.dragging: VolumeRow | None = None

    def _build_toggles(self) -> None:
        """Two rows of on/off choices; the colours' choice on the right of the second, its
        preview of the four players under it."""
        ctx, s, bh, gap = self.ctx, self.ctx.settings, self.bh, self.gap
        half = (self.inner - gap) // 2
        x0, y = self.box.x + ctx.px(30), self.toggles_y
        for row, pair in enumerate(
            (
                (("bots", bots_label(s.bot_animations)), ("hints", hints_label(s.hints))),
                (
                    ("idle_end", idle_end_label(s.ask_idle_end)),
                    ("palette", palette_label(s.palette)),
                ),
            )
        ):
            for col, (key, label) in enumerate(pair):
                rect = pygame.Rect(
                    x0 + col * (half + gap), y + row * (bh + self.space(20)), half, bh
                )
                self.buttons[key] = Button(
                    rect, label, self.ui, object_id=f"#{key.replace('_', '-')}"
                )

    def _build_access(self) -> None:
        """Under the colours' preview: the text's size and the motion, then reading aloud."""
        ctx, s, bh, gap = self.ctx, self.ctx.settings, self.bh, self.gap
        half = (self.inner - gap) // 2
        x0 = self.box.x + ctx.px(30)
        y = self.buttons["palette"].rect.bottom + ctx.px(PREVIEW) + self.space(42)
        for key, label, col, row in (
            ("text_size", text_size_label(s.text_size), 0, 0),
            ("motion", motion_label(s.reduce_motion), 1, 0),
            ("read_aloud", read_aloud_label(s.read_aloud), 0, 1),
        ):
            rect = pygame.Rect(x0 + col * (half + gap), y + row * (bh + self.space(20)), half, bh)
            self.buttons[key] = Button(rect, label, self.ui, object_id=f"#{key.replace('_', '-')}")
        last = self.buttons["read_aloud"].rect.bottom
        self.languages_y = last + self.space(24) + ctx.tx(LABELS[-1])

    def preview(self) -> list[tuple[str, tuple[int, int], int]]:
        """The colours' preview under their button: each player's emblem, centre and
        radius."""
        ctx, under = self.ctx, self.buttons["palette"].rect
        step, radius = ctx.px(70), ctx.px(18)
        left = under.centerx - step * (len(ctx.palette.player) - 1) // 2
        y = under.bottom + ctx.px(14) + radius
        return [
            (colour, (left + k * step, y), radius) for k, colour in enumerate(ctx.palette.player)
        ]

    def _show_choices(self) -> None:
        """The buttons show the settings as they now are (changed in place, not rebuilt)."""
        s = self.ctx.settings
        for key, chosen in [(f"speed-{v}", s.speed == v) for v in SPEED_NAMES] + [
            (f"language-{c}", s.language == c) for c in LANGUAGES
        ]:
            button = self.buttons[key]
            button.select() if chosen else button.unselect()
        self.buttons["mute"].set_text(sound_label(s.muted))
        self.buttons["bots"].set_text(bots_label(s.bot_animations))
        self.buttons["palette"].set_text(palette_label(s.palette))
        self.buttons["hints"].set_text(hints_label(s.hints))
        self.buttons["idle_end"].set_text(idle_end_label(s.ask_idle_end))
        self.buttons["text_size"].set_text(text_size_label(s.text_size))
        self.buttons["motion"].set_text(motion_label(s.reduce_motion))
        self.buttons["read_aloud"].set_text(read_aloud_label(s.read_aloud))

    def resize(self, size: tuple[int, int]) -> None:
        self._build()

    def on_key(self, key: int) -> bool:
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press("done")  # saves the settings on the way out
            return True
        return False

    def press(self, key: str) -> None:
        if key == "done":
            self.ctx.save_settings()
            self.close()
        elif step(self.ctx.settings, key):  # a volume's − or +: edited in place, then saved
            self.ctx.save_settings()
            self.ctx.sound("tick")
            self._show_choices()
        elif key.startswith("language-"):
            self.choose_language(key.split("-", 1)[1])
        else:
            change = self.change_for(key)
            if change:
                self.ctx.store.change(**change)  # saved; the colours follow at once
                self.ctx.sound("tick")
                if "text_size" in change and self.stack is not None:
                    self.stack.resize(self.ctx.size)  # every screen laid out in the new size
                else:
                    self._show_choices()

    def change_for(self, key: str) -> dict[str, object]:
        """The settings a button changes, and to what."""
        s = self.ctx.settings
        flips = {
            "mute": "muted",
            "bots": "bot_animations",
            "hints": "hints",
            "idle_end": "ask_idle_end",
            "motion": "reduce_motion",
            "read_aloud": "read_aloud",
        }
        if key.startswith("speed-"):
            return {"speed": key.split("-", 1)[1]}
        if key in ("volume-", "volume+"):
            step = 0.1 if key == "volume+" else -0.1
            return {"volume": round(max(0.0, min(1.0, s.volume + step)), 2)}
        if key in flips:
            return {flips[key]: not getattr(s, flips[key])}
        if key == "palette":
            return {"palette": "contrast" if s.palette == "classic" else "classic"}
        if key == "text_size":
            sizes = list(TEXT_SIZES)
            return {"text_size": sizes[(sizes.index(s.text_size) + 1) % len(sizes)]}
        return {}

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click or drag on a volume's bar sets it; the rest as every overlay."""
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pos is not None:
            self.dragging = next((r for r in self.volumes if r.bar.collidepoint(pos)), None)
        if (
            self.dragging is not None
            and pos is not None
            and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)
        ):
            set_level(self.ctx.settings, self.dragging.key, self.dragging.value_at(pos[0]))
            if event.type == pygame.MOUSEBUTTONUP:
                self.dragging = None
                self.ctx.sound("tick")  # at the new effects' volume when it was theirs
                self.ctx.save_settings()
            return True
        return super().handle_event(event)

    def choose_language(self, code: str) -> None:
        """Speak `code` from now on: saved, and every screen on the stack rebuilt in it."""
        self.ctx.store.change(language=code)  # the language follows at once
        self.ctx.sound("tick")
        if self.stack is not None:
            self.stack.resize(self.ctx.size)  # every scene builds its widgets again
        else:
            self._build()

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_frame(surface, self.box)
        x = self.box.x + ctx.px(30)
        surface.blit(
            ctx.text.render(t("settings.title"), ctx.px(48), pal.TEXT, bold=True),
            (x, self.box.y + ctx.px(24)),
        )
        surface.blit(
            ctx.text.render(t("settings.speed"), ctx.tx(28), pal.TEXT_DIM),
            (x, self.speed_label_y),
        )
        surface.blit(
            ctx.text.render(t("settings.volume"), ctx.tx(28), pal.TEXT_DIM),
            (x, self.volume_label_y),
        )
        surface.blit(
            ctx.text.render(t("settings.language"), ctx.tx(28), pal.TEXT_DIM),
            (x, self.buttons["language-en"].rect.y - ctx.tx(LABELS[-1])),
        )
        for colour, centre, radius in self.preview():  # the four players in these colours
            ctx.palette.draw_emblem(surface, colour, centre, radius)
        for row in self.volumes:
            self.draw_volume(surface, row)
        if ctx.settings.read_aloud and not ctx.voice.available:  # said plainly: no voice here
            read = self.buttons["read_aloud"].rect
            lines = ctx.text.wrap(
                t("settings.no_speech"), ctx.px(22), self.box.right - read.right - ctx.px(50)
            )
            for k, line in enumerate(lines[:3]):
                label = ctx.text.render(line, ctx.px(22), pal.BAD)
                surface.blit(label, (read.right + ctx.px(20), read.y + k * ctx.px(26)))
        if not ctx.notifier.available:  # said plainly: a turn from afar is not notified here
            self.draw_no_notifications(surface)
        if ctx.audio is not None and not ctx.audio.available:
            surface.blit(
                ctx.text.render(t("settings.no_audio"), ctx.px(24), pal.BAD),
                (x, self.box.bottom - ctx.px(70)),
            )
        self.draw_widgets(surface)

    def draw_no_notifications(self, surface: pygame.Surface) -> None:
        """Left of Done, in the paper's dim ink: the system offers no desktop
        notifications (the window's flash and the sound still tell a turn from afar)."""
        ctx, done = self.ctx, self.buttons["done"].rect
        x, size = self.box.x + ctx.px(30), ctx.px(20)
        lines = ctx.text.wrap(t("settings.no_notifications"), size, done.x - x - ctx.px(20))
        shown = [ctx.text.render(line, size, pal.TEXT_DIM) for line in lines[:3]]
        y = done.bottom - sum(label.get_height() for label in shown)
        for label in shown:
            surface.blit(label, (x, y))
            y += label.get_height()

    def draw_volume(self, surface: pygame.Surface, row: VolumeRow) -> None:
        """A volume's name, bar and level ("muted" while muted)."""
        ctx, muted = self.ctx, self.ctx.settings.muted
        value = level(ctx.settings, row.key)
        room = row.minus.x - row.name_at[0] - ctx.px(6)  # the words grow up to the buttons
        name = ctx.text.render_fitted(t(row.words), ctx.tx(28), pal.TEXT, room, ctx.px(16))
        surface.blit(name, name.get_rect(midleft=row.name_at))
        draw_bar(surface, row, value, muted)
        words = t("settings.muted") if muted else f"{round(value * 100)}%"
        room = 2 * (row.level_at[0] - row.plus.right) - ctx.px(4)  # centred after the "+"
        label = ctx.text.render_fitted(words, ctx.tx(28), pal.TEXT, room, ctx.px(16), bold=True)
        surface.blit(label, label.get_rect(center=row.level_at))
