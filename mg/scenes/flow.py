"""The ways between scenes, in one place: the only module that imports concrete scenes.
Scenes reach it as `ctx.nav` (a `Navigator`) and never import each other."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from itertools import chain
from pathlib import Path

import pygame

from mg.ai.analysis import Analysis
from mg.engine import Board, Draw, Game, Phase, Problem
from mg.match import Match
from mg.net.follow.your_turns import YourTurns
from mg.net.kept.seat_tokens import forget_rejoin, keep_rejoin
from mg.net.net_table import NetTable
from mg.scenes.base import Ahead, Scene, SceneStack
from mg.scenes.board.board_scene import BoardScene
from mg.scenes.board.setup import SetupScene, prepare_setup
from mg.scenes.board.status_line import autosave_off
from mg.scenes.context import Context
from mg.scenes.lesson.coach import LessonCoach, LessonEnding, lesson_match
from mg.scenes.lobby.chat import ChatScene
from mg.scenes.lobby.host_where import HostWhereScene
from mg.scenes.lobby.join import JoinScene
from mg.scenes.lobby.leave_question import leave_question
from mg.scenes.lobby.lobby import LobbyScene
from mg.scenes.menu.backdrop import Backdrop
from mg.scenes.menu.new_game import MenuSetup
from mg.scenes.menu.scene import MenuScene
from mg.scenes.navigator import Answer, BoardToggle, Question
from mg.scenes.overlays.banner import BannerScene
from mg.scenes.overlays.confirm import ConfirmScene
from mg.scenes.overlays.crash import CrashScene
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.overlays.games import GamesScene, prepare_games
from mg.scenes.overlays.help import HelpScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.log import LogScene
from mg.scenes.overlays.pause import PauseScene
from mg.scenes.overlays.replace_question import replace_question
from mg.scenes.overlays.save_dialog import SaveScene, default_name
from mg.scenes.overlays.settings import SettingsScene
from mg.scenes.play.scene import PlayScene, prepare_play, prepare_widgets
from mg.scenes.replay.scene import ReplayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.scenes.stats.scene import StatisticsScene
from mg.store.game_files import keep_game, kept_as_it_is, release_games
from mg.store.kept_games import AtRisk, at_risk, autosave_at_risk, keep_as_save, keep_replaced
from mg.store.new_game_setup import NewGameSetup
from mg.store.session import Session
from mg.table.bot_turns import BotTurns
from mg.table.local import LocalTable
from mg.table.table import Table
from mg.text.lessons import Course, load_course
from mg.ui.notice import Notice, Said, notice_text

logger = logging.getLogger(__name__)


class Flow:
    """The navigator of the app: owns the game in progress and the scene stack's moves."""

    def __init__(self, ctx: Context, stack: SceneStack) -> None:
        self.ctx, self.stack = ctx, stack
        self.current: Match | None = None
        self._setup = MenuSetup(players=ctx.options.players or 3)  # loaded by the first menu
        self.backdrop = Backdrop(ctx)  # the menu's picture, composed once a size for every menu
        self.net: NetTable | None = None  # the network game this machine is in, if any
        self.net_match: Match | None = None  # … as this machine's copy shows it
        ctx.nav = self

    @property
    def match(self) -> Match | None:
        return self.current

    @property
    def setup(self) -> MenuSetup:
        return self._setup

    def first(self) -> Scene:
        """The scene the game opens on."""
        return self._menu_scene()

    def menu(self) -> None:
        self.current = None
        self.network(None)
        self.stack.reset(self._menu_scene())

    # -- network play ------------------------------------------------------------
    def network(self, net: NetTable | None) -> None:
        """`net` is now this machine's network game (None: none; the one before is left)."""
        if self.net is not None and self.net is not net:
            self.net.close()
            self.net_match = None
        self.net = net

    def host(self) -> None:
        self.network(None)
        self.stack.reset(HostWhereScene(self.ctx))

    def host_here(self) -> None:
        self.network(None)
        self.stack.reset(LobbyScene(self.ctx))

    def host_on(self, address: str, clock: str | None = None) -> None:
        self.network(None)
        self.stack.reset(LobbyScene(self.ctx, server=address, clock=clock))

    def host_again(self, game_id: str) -> None:
        """Host again a network game this machine hosted (the Games list): the same room
        code and seat tokens, from its hosted folder."""
        self.network(None)
        self.stack.reset(LobbyScene(self.ctx, again=game_id))

    def join(self) -> None:
        self.network(None)
        self.stack.reset(JoinScene(self.ctx))

    @property
    def online(self) -> bool:
        return self.net is not None and self.net_match is not None

    @property
    def join_code(self) -> str | None:
        return self.net.code if self.net is not None and self.net_match is not None else None

    def leave(self, go: Callable[[], None]) -> None:
        net, match = self.net, self.net_match
        company = net.company() if net is not None and match is not None else None
        if company is None or match is None or not company.players:
            go()  # nobody of another machine is there to leave
            return
        self.confirm(
            leave_question(company, match.seat_name),
            lambda key, _ticked: go() if key == "leave" else None,
        )

    def lobby(self, net: NetTable) -> None:
        """`net` was joined: its lobby; a game joined (not hosted) is offered again on the
        menu after a crash, while its seat's token is kept."""
        self.network(net)
        if net.hosting is None:
            first = net.seats[0].name if net.seats else None
            problem = keep_rejoin(net.code, net.address, first)
            if problem is not None:
                logger.warning("%s", problem)
        self.stack.reset(LobbyScene(self.ctx, net))

    def rejoin(self, address: str, code: str) -> None:
        self.network(None)
        self.stack.reset(JoinScene(self.ctx, rejoin=(address, code)))

    def _over_here(self, net: NetTable | None) -> None:
        """A network game this machine joined is over: it is no longer offered to rejoin."""
        if net is not None and net.hosting is None:
            forget_rejoin(net.code)

    def net_play(self, net: NetTable) -> None:
        """The network game's board: the setup, the rounds or the final scoring, of this
        client's copy of the game (never autosaved over this machine's own game)."""
        self.network(net)
        self.net_match = net.begin()
        self.current = None  # not the game in progress of this machine's autosave
        if self.net_match.game.phase == Phase.OVER:
            self._over_here(net)
        scene = self.scene_for(net)
        self.stack.reset(scene)
        if isinstance(scene, PlayScene):
            scene.announce_turn()

    def local_table(self, match: Match) -> LocalTable:
        """`match` played at this machine, its computer players planning in the bots' pool."""
        ctx = self.ctx
        bots = BotTurns(ctx.bots, lambda: ctx.rng.randrange(1 << 30), ctx.options.think)
        return LocalTable(match, bots)

    def _menu_scene(self) -> MenuScene:
        """The main menu, making the setup's map, parchment and buttons ahead while it shows,
        then a play scene's widgets and pictures (Continue, a lesson) and the Games screen's
        (no long frame when leaving the menu)."""
        scene = MenuScene(self.ctx, self.setup, self.backdrop)
        ctx = self.ctx
        scene.ahead = Ahead(chain(prepare_setup(ctx), prepare_widgets(ctx), prepare_games(ctx)))
        return scene

    def adopt(self, match: Match, started: bool) -> None:
        """`match` is now the game in progress, just `started` or resumed: the menu
        remembers its setup (`MenuSetup.remember`; an old notice no longer applies);
        autosaved."""
        self.current = match
        self.ctx.tell(self._setup.remember(match, started))
        problem = match.save()
        if problem is not None:
            self.ctx.tell(autosave_off(problem))

    def new_game(
        self, setup: NewGameSetup, seed: int | None = None, board: Board | None = None
    ) -> None:
        seats = list(setup.seats)
        if seed is None:
            seed = self.ctx.options.seed
        if seed is None:
            seed = self.ctx.rng.randrange(1 << 30)
        try:
            game = Game.new(
                [s.colour for s in seats[: setup.players]],
                seed=seed,
                rounds=setup.rounds,
                board=board,
            )
        except ValueError as exc:  # never start a broken game; say why
            self.ctx.tell(Said.of("menu.not_started", why=exc))
            return
        match = Match(game, seats)
        problem = self.replacing(match, lambda: self._start(match))
        if problem is not None:
            self.tell(problem)

    def _start(self, match: Match) -> None:
        self.adopt(match, started=True)
        self.stack.reset(self._setup_scene(self.local_table(match)))

    def _setup_scene(self, table: Table) -> SetupScene:
        """The oracles' setup, making the play scene's widgets and pictures ahead while it
        shows (the switch to the first turn has no long frame)."""
        scene = SetupScene(self.ctx, table)
        scene.ahead = Ahead(prepare_play(self.ctx, table.match))
        return scene

    def scene_for(self, table: Table) -> Scene:
        """Where a game continues: the setup, the rounds or the final scoring."""
        phase = table.match.game.phase
        if phase == Phase.ORACLES:
            return self._setup_scene(table)
        if phase == Phase.OVER:  # its table at once: it was watched before
            return ScoringScene(self.ctx, table.match, watch=False)
        return PlayScene(self.ctx, table)

    def resume(self, session: Session) -> Notice | None:
        """The loaded game replaces the one in progress (and the autosave) only once it has
        been read and its screen built and drawn off-screen, and the game it replaces is
        kept (an unfinished one once the player has said how); otherwise nothing changes."""
        match = Match.from_session(session)
        try:
            scene = self.scene_for(self.local_table(match))
            scene.draw(pygame.Surface(self.ctx.size))
        except Exception as exc:  # a save that cannot be shown is refused, not adopted
            return Said.of("problem.not_shown", kind=type(exc).__name__, problem=exc)
        return self.replacing(match, lambda: self._carry_on(match, scene))

    def _carry_on(self, match: Match, scene: Scene) -> None:
        self.adopt(match, started=False)
        self.stack.reset(scene)

    # -- nothing a player did is thrown away without asking ------------
    def at_risk(self) -> AtRisk | None:
        """What adopting another game overwrites: the game in progress, else the autosave."""
        if self.current is not None:
            return at_risk(self.current.session())
        return autosave_at_risk()

    def replacing(self, incoming: Match, go: Callable[[], None]) -> Notice | None:
        """`go` on to `incoming` once the game it replaces is safe: an unfinished one is
        asked about, a finished (or damaged) one kept silently, an untouched one (or the same
        game) simply replaced. The reason when it cannot be kept (then nothing changes).
        `incoming` may then write its autosave over that game (and only that one). A game
        kept in its own file as it stands is not at risk: nothing is asked."""
        risk = self.at_risk()
        incoming.replaces = risk.identity if risk is not None else None
        if (
            risk is None
            or risk.untouched
            or (risk.session is not None and risk.session.game == incoming.game)
            or (risk.session is not None and kept_as_it_is(risk.session))
        ):
            go()
            return None
        if risk.unfinished:
            assert risk.session is not None
            self.confirm(
                replace_question(risk.session),
                lambda key, _ticked: self.answer_replace(risk, key, go),
            )
            return None
        problem = keep_replaced(risk)
        if problem is not None:
            return Said.of("replace.not_kept", why=problem)
        go()
        return None

    def answer_replace(self, risk: AtRisk, key: str, go: Callable[[], None]) -> Notice | None:
        """Keep the unfinished game as a named save or as a replaced game, then go on."""
        if key == "cancel":
            return None
        assert risk.session is not None
        done: Said
        if key == "keep":
            name, problem = keep_as_save(risk.session, default_name())
            done = Said.of("replace.kept_as", name=name)
        else:
            problem, done = keep_replaced(risk), Said.of("replace.kept_copy")
        if problem is not None:
            return Said.of("replace.not_kept", why=problem)
        go()
        self.tell(done, bad=False)
        return None

    def tell(self, notice: Notice, bad: bool = True) -> None:
        """A line for the player in the board's status line; a problem also in the menus'
        notice (where the menu shows it). Worded whenever drawn."""
        top = self.stack.top
        if isinstance(top, BoardScene):
            top.say(lambda: notice_text(notice), bad)
        if bad:
            self.ctx.tell(notice)

    def play(self, table: Table) -> None:
        scene = PlayScene(self.ctx, table)
        self.stack.replace(scene)
        scene.announce_turn()

    def scoring(self, match: Match) -> None:
        if match is self.net_match:
            self._over_here(self.net)
        self.stack.replace(ScoringScene(self.ctx, match))

    def banner(self, text: str, colour: str | None = None, bot: bool = False) -> None:
        self.ctx.voice.say(text)  # whose turn it is (Settings → Read aloud)
        self.stack.push(BannerScene(self.ctx, text, colour, bot))

    def pause(self, board: BoardToggle | None = None) -> None:
        self.stack.push(PauseScene(self.ctx, board))

    def help(self, rule: str | None = None) -> None:
        self.stack.push(HelpScene(self.ctx, focus=rule))

    def log(self) -> None:
        shown = self.current if self.current is not None else self.net_match
        self.stack.push(LogScene(self.ctx, shown))

    def chat(self, table: Table) -> None:
        self.stack.push(ChatScene(self.ctx, table))

    def replay(self, match: Match, at: int | None = None, from_table: bool = False) -> None:
        in_game = match is self.current and match.game.phase != Phase.OVER
        self.stack.push(ReplayScene(self.ctx, match, at, in_game=in_game, from_table=from_table))

    def draw_tiles(
        self,
        game: Game,
        draws: Sequence[Draw],
        choose: Callable[[Draw], object],
        keep_clear: Sequence[pygame.Rect] = (),
        room: pygame.Rect | None = None,
        start: Draw | None = None,
    ) -> None:
        self.stack.push(DrawDialog(self.ctx, game, draws, choose, keep_clear, room, start))

    def save(self) -> None:
        if self.current is not None:
            self.stack.push(SaveScene(self.ctx, self.current))

    def load(self) -> None:
        self.stack.push(LoadScene(self.ctx))

    def games(self, turns: YourTurns | None = None) -> None:
        self.stack.push(GamesScene(self.ctx, turns))

    def statistics(self, session: Session) -> None:
        self.stack.push(
            StatisticsScene(self.ctx, session, lambda done: self.keep_analysis(session, done))
        )

    def keep_analysis(self, session: Session, analysis: Analysis) -> Problem | None:
        """Keep `analysis` with its game: the game in progress is saved with it; another
        (from the Games screen) is written to its own file, whose lock is let go again."""
        session.analysis, session.analysis_problem = analysis, None
        match = self.current
        if match is not None and match.game_id == session.game_id:
            match.analysis = analysis
            match.autosave()
            return match.autosave_off
        problem = keep_game(session)
        if match is None:
            release_games()  # at the menu: no game of this instance is being played
        return problem

    def settings(self) -> None:
        self.stack.push(SettingsScene(self.ctx))

    def lesson(self, index: int | None = None) -> None:
        try:
            course = load_course()
        except (OSError, ValueError) as exc:  # a broken lessons file: say so, stay playable
            self.ctx.tell(Said.of("lessons.unreadable", why=exc))
            self.menu()
            return
        done = self.ctx.settings.lessons_done
        if index is None:
            index = next(
                (k for k, lesson in enumerate(course.lessons) if lesson.key not in done), 0
            )
        if not 0 <= index < len(course.lessons):
            self.menu()
            return
        self.current = None  # a lesson is not the game in progress (nor its autosave)
        coach = LessonCoach(self.ctx, course, index)
        table = self.local_table(lesson_match(course, index))
        self.stack.reset(PlayScene(self.ctx, table, coach))

    def lesson_scoring(self, match: Match, course: Course, index: int) -> None:
        self.current = None  # still not the game in progress: never autosaved
        self.stack.replace(ScoringScene(self.ctx, match, coach=LessonEnding(course, index)))

    def confirm(self, question: Question, answer: Answer) -> None:
        self.stack.push(ConfirmScene(self.ctx, question, answer))

    def crash(self, summary: str, details: str, log: Path | None) -> None:
        self.stack.clear()
        self.current = None
        self.stack.push(CrashScene(self.ctx, summary, details, log))
