"""What every scene is given, in parts with one job each: the services (`Services`, frozen:
words, art, colours, maps, widget themes, sound, the bots' worker, the random source), the
player's settings (`SettingsStore`: changed and saved in one place, its listeners told),
the window's metrics (`Window`), the way between scenes (`nav`) and the menus' notice (data,
worded when drawn). The new-game setup is not here: the menu owns it and hands it to
`nav.new_game(setup)`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from mg.ai.bot_pool import BotPool
from mg.engine import Problem
from mg.sprites.board_map.static_map import MapCache
from mg.sprites.look import Look
from mg.sprites.paint.art import Art
from mg.sprites.paint.fonts import Text
from mg.sprites.paint.palette import Palette
from mg.sprites.tween import SPEEDS
from mg.store.settings import Settings, save_settings
from mg.ui.audio import Audio, SoundBank
from mg.ui.desktop_notice import DesktopNotifier, Notifier
from mg.ui.notice import Notice
from mg.ui.options import Options
from mg.ui.speech import Speaker, SystemSpeech, Voice
from mg.ui.theme.cache import UIThemes
from mg.ui.theme.furniture import Furniture

if TYPE_CHECKING:
    from mg.scenes.navigator import Navigator


@dataclass(frozen=True)
class Renderings:
    """What an App renders from the assets and keeps: the images (loaded and scaled), the
    board's map, the widget themes and the rendered words (with their fonts), the decoded
    sounds, the menu's composed picture — each cache keyed by everything it depends on. The
    game makes one App and one of these; the scene tests make hundreds of Apps, one after
    another in one process, and may hand each the same (while pygame's font module stays
    up: a theme's fonts and the words' die with it)."""

    art: Art = field(default_factory=Art)
    maps: MapCache = field(default_factory=MapCache)
    themes: UIThemes = field(default_factory=UIThemes)
    text: Text = field(default_factory=Text)
    sounds: SoundBank = field(default_factory=SoundBank)


@dataclass(frozen=True)
class Services:
    """What the scenes use and never replace, made once by the App."""

    options: Options
    text: Text = field(default_factory=Text)
    art: Art = field(default_factory=Art)  # the game's images, loaded and scaled once
    palette: Palette = field(default_factory=Palette)  # the player colours in use
    maps: MapCache = field(default_factory=MapCache)  # the rendered map, shared by scenes
    themes: UIThemes = field(default_factory=UIThemes)  # widget themes, loaded once
    audio: Audio | None = None  # None: silent (no sound device asked for)
    bots: BotPool = field(default_factory=BotPool)  # the computer players' planning worker
    rng: random.Random = field(default_factory=random.Random)  # seeds of new games and plans
    furniture: Furniture = field(init=False)  # the table's parchment and bronze, made once

    def __post_init__(self) -> None:
        self.maps.prepare(self.art)  # the painted map decodes while the menu shows
        object.__setattr__(self, "furniture", Furniture(self.art))


SettingsListener = Callable[[Settings], None]
ProblemListener = Callable[[Problem], None]


class SettingsStore:
    """The player's settings: changed through `change` (or edited and then `save`d), saved to
    disk; whoever listens (the palette, the language) is told of every change, and a failure
    to save goes to the problem listener (the menus' notice)."""

    def __init__(
        self, settings: Settings, saver: Callable[[Settings], Problem | None] = save_settings
    ) -> None:
        self.settings = settings
        self._saver = saver
        self._listeners: list[SettingsListener] = []
        self._problems: list[ProblemListener] = []

    def listen(self, listener: SettingsListener) -> None:
        """`listener` is told the settings after every change (and once now)."""
        self._listeners.append(listener)
        listener(self.settings)

    def on_problem(self, listener: ProblemListener) -> None:
        """`listener` is told when the settings cannot be saved."""
        self._problems.append(listener)

    def change(self, **values: object) -> Problem | None:
        """Set these fields, tell the listeners, save; the problem, if saving failed."""
        known = {f.name for f in fields(Settings)}
        for name, value in values.items():
            if name not in known:
                raise AttributeError(f"no setting {name!r}")
            setattr(self.settings, name, value)
        return self.save()

    def save(self) -> Problem | None:
        """Tell the listeners the settings as they are, and save them."""
        for listener in self._listeners:
            listener(self.settings)
        problem = self._saver(self.settings)
        if problem is not None:
            for tell in self._problems:
                tell(problem)
        return problem


@dataclass
class Window:
    """The window's size and what follows from it: the UI's scale and lengths."""

    size: tuple[int, int]

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1920x1080."""
        w, h = self.size
        return max(0.5, min(w / 1920, h / 1080))

    def px(self, value: float) -> int:
        """A length designed at 1920x1080, at the current size."""
        return max(1, round(value * self.scale))


class Context:
    """What every scene is given: the services, the settings, the window, the navigator, the
    quit flag and the menus' notice (each a part with its own job; the shortcuts below read
    them)."""

    def __init__(
        self,
        services: Services,
        store: SettingsStore,
        window: Window,
        speaker: Speaker | None = None,
        notifier: Notifier | None = None,
    ) -> None:
        self.services, self.store, self.window = services, store, window
        self.voice = Voice(  # Settings → Read aloud, in the language shown
            lambda: store.settings.read_aloud,
            lambda: store.settings.language,
            speaker if speaker is not None else SystemSpeech(),
        )
        # the desktop's notifications, where the system offers them (a turn come from afar)
        self.notifier: Notifier = notifier if notifier is not None else DesktopNotifier()
        self.nav: Navigator | None = None  # the ways between scenes (set by the app's flow)
        self.quit_requested = False
        self.notice: Notice | None = None  # for the menus (e.g. a broken settings file)
        store.on_problem(self.tell)

    def tell(self, notice: Notice | None) -> None:
        """Put up `notice` in the menus (None: take it down)."""
        self.notice = notice

    # -- shortcuts to the parts ------------------------------------------------------------
    @property
    def options(self) -> Options:
        return self.services.options

    @property
    def text(self) -> Text:
        return self.services.text

    @property
    def art(self) -> Art:
        return self.services.art

    @property
    def palette(self) -> Palette:
        return self.services.palette

    @property
    def furniture(self) -> Furniture:
        return self.services.furniture

    @property
    def maps(self) -> MapCache:
        return self.services.maps

    @property
    def ui_themes(self) -> UIThemes:
        return self.services.themes

    @property
    def audio(self) -> Audio | None:
        return self.services.audio

    @property
    def bots(self) -> BotPool:
        return self.services.bots

    @property
    def rng(self) -> random.Random:
        return self.services.rng

    @property
    def look(self) -> Look:
        """What drawing the board needs: the palette, the art, the map cache, the names'
        size (the text size chosen)."""
        return Look(self.palette, self.art, self.maps, self.settings.text_size / 100)

    @property
    def settings(self) -> Settings:
        return self.store.settings

    def save_settings(self) -> None:
        """Save the settings as they are (a failure becomes the notice)."""
        self.store.save()

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size

    @property
    def scale(self) -> float:
        return self.window.scale

    def px(self, value: float) -> int:
        """A length designed at 1920x1080, at the current size."""
        return self.window.px(value)

    def tx(self, value: float) -> int:
        """A text size designed at 1920x1080, at the current size and the text size chosen
        (Settings → Text size: the words of the panel's turn, the status line, tooltips,
        dialogs, the log, the help, lessons, the scoring's list and the settings' labels
        grow; their boxes follow the words). The buttons grow through the widgets' theme
        (`mg/scenes/manager.py`), the side panel's rows as far as its height allows
        (`panel_parts.panel_growth`), the score table by `ScoreTable.tx`."""
        return self.window.px(value * self.settings.text_size / 100)

    @property
    def calm(self) -> bool:
        """Settings → Reduce motion: no camera glides, no idle motion, no sweeps."""
        return self.settings.reduce_motion

    def duration(self, seconds: float) -> float:
        """An animation's length at the chosen speed (0 when "instant")."""
        return seconds * SPEEDS.get(self.settings.speed, 1.0)

    def sound(self, name: str) -> None:
        if self.audio is not None:
            self.audio.play(name)
