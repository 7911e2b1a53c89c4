"""The ways between scenes, in one place: the only module that imports concrete scenes.
Scenes reach it as `ctx.nav` (a `Navigator`) and never import each other."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from mg.context import Context
from mg.engine import Draw, Game
from mg.i18n import problem_text, t
from mg.lessons import Course, load_course
from mg.match import Match
from mg.scenes.banner import BannerScene
from mg.scenes.base import Scene, SceneStack
from mg.scenes.crash import CrashScene
from mg.scenes.draw_dialog import DrawDialog
from mg.scenes.help import HelpScene
from mg.scenes.lesson import LessonScene
from mg.scenes.lesson_scoring import LessonScoringScene
from mg.scenes.load_dialog import LoadScene
from mg.scenes.log import LogScene
from mg.scenes.menu import MenuScene
from mg.scenes.pause import PauseScene
from mg.scenes.play import PlayScene
from mg.scenes.save_dialog import SaveScene
from mg.scenes.scoring import ScoringScene
from mg.scenes.settings_scene import SettingsScene
from mg.scenes.setup import SetupScene
from mg.session import Session


class Flow:
    """The navigator of the app: owns the game in progress and the scene stack's moves."""

    def __init__(self, ctx: Context, stack: SceneStack) -> None:
        self.ctx, self.stack = ctx, stack
        self.current: Match | None = None
        ctx.nav = self

    @property
    def match(self) -> Match | None:
        return self.current

    def first(self) -> Scene:
        """The scene the game opens on."""
        return MenuScene(self.ctx)

    def menu(self) -> None:
        self.current = None
        self.stack.reset(MenuScene(self.ctx))

    def adopt(self, match: Match) -> None:
        """`match` is now the game in progress: the menu remembers its setup; autosaved."""
        self.current = match
        self.ctx.remember(match)
        problem = match.save()
        if problem:
            self.ctx.notice = t("status.autosave_off", problem=problem)

    def new_game(self, game: Game) -> None:
        self.adopt(Match(game, self.ctx.seats))
        assert self.current is not None
        self.stack.reset(SetupScene(self.ctx, self.current))

    def scene_for(self, match: Match) -> Scene:
        """Where a game continues: the setup, the rounds or the final scoring."""
        if match.game.phase == "oracles":
            return SetupScene(self.ctx, match)
        if match.game.phase == "over":
            return ScoringScene(self.ctx, match)
        return PlayScene(self.ctx, match)

    def resume(self, session: Session) -> str | None:
        """The loaded game replaces the one in progress (and the autosave) only once it has
        been read and its screen built and drawn off-screen; otherwise nothing changes."""
        match = Match.from_session(session)
        try:
            scene = self.scene_for(match)
            scene.draw(pygame.Surface(self.ctx.size))
        except Exception as exc:  # a save that cannot be shown is refused, not adopted
            return t("problem.not_shown", kind=type(exc).__name__, problem=problem_text(exc))
        self.adopt(match)
        self.stack.reset(scene)
        return None

    def play(self, match: Match) -> None:
        scene = PlayScene(self.ctx, match)
        self.stack.replace(scene)
        scene.announce_turn()

    def scoring(self, match: Match) -> None:
        self.stack.replace(ScoringScene(self.ctx, match))

    def banner(self, text: str, colour: str | None = None) -> None:
        self.stack.push(BannerScene(self.ctx, text, colour))

    def pause(self) -> None:
        self.stack.push(PauseScene(self.ctx))

    def help(self, rule: str | None = None) -> None:
        self.stack.push(HelpScene(self.ctx, focus=rule))

    def log(self) -> None:
        self.stack.push(LogScene(self.ctx, self.current.log if self.current else []))

    def draw_tiles(self, game: Game, draws: Sequence[Draw], choose: Callable[[Draw], object],
                   keep_clear: Sequence[pygame.Rect] = (), room: pygame.Rect | None = None) -> None:
        self.stack.push(DrawDialog(self.ctx, game, draws, choose, keep_clear, room))

    def save(self) -> None:
        if self.current is not None:
            self.stack.push(SaveScene(self.ctx, self.current))

    def load(self) -> None:
        self.stack.push(LoadScene(self.ctx))

    def settings(self) -> None:
        self.stack.push(SettingsScene(self.ctx))

    def lesson(self, index: int | None = None) -> None:
        try:
            course = load_course()
        except (OSError, ValueError) as exc:  # a broken lessons file: say so, stay playable
            self.ctx.notice = t("lessons.unreadable", why=exc)
            self.menu()
            return
        done = self.ctx.settings.lessons_done
        if index is None:
            index = next((k for k, lesson in enumerate(course.lessons)
                          if lesson.key not in done), 0)
        if not 0 <= index < len(course.lessons):
            self.menu()
            return
        self.current = None  # a lesson is not the game in progress (nor its autosave)
        self.stack.reset(LessonScene(self.ctx, course, index))

    def lesson_scoring(self, match: Match, course: Course, index: int) -> None:
        self.current = None  # still not the game in progress: never autosaved
        self.stack.replace(LessonScoringScene(self.ctx, match, course, index))

    def crash(self, summary: str, details: str, log: Path | None) -> None:
        self.stack.clear()
        self.current = None
        self.stack.push(CrashScene(self.ctx, summary, details, log))
