"""Drive the real game into each scene and state and save screenshots:
python tools/screenshots.py OUT_DIR [WxH ...]   (default 1920x1080 and 1280x720);
python tools/screenshots.py --set [OUT_DIR]     the table's set, both palettes, two sizes
                                                (tools/screenshot_set.py; docs/screenshots);
python tools/screenshots.py --readme [OUT_DIR]  the README's single pictures (1280x720, the
                                                Games screen 1366x768; docs/screenshots)."""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="mg-screenshots-")  # never the player's own saves/settings
os.environ.setdefault("MG_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("MG_CONFIG_DIR", os.path.join(_scratch, "config"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.ai.bots import make_bot  # noqa: E402
from mg.app.loop import App  # noqa: E402
from mg.bench.engine import build_first  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import Action, EndActions, Game, PlaceCity, PlaceRoad  # noqa: E402
from mg.match import Match  # noqa: E402
from mg.scenes.board.setup import SetupScene  # noqa: E402
from mg.scenes.lesson.coach import lesson_of  # noqa: E402
from mg.scenes.menu.scene import MenuScene  # noqa: E402
from mg.scenes.overlays.games import GamesScene  # noqa: E402
from mg.scenes.play.scene import PlayScene  # noqa: E402
from mg.scenes.scoring.scene import ScoringScene  # noqa: E402
from mg.store.game_files import game_path  # noqa: E402
from mg.store.seats import Seat  # noqa: E402
from mg.store.session import Session, to_json  # noqa: E402
from mg.store.storage import write_atomic  # noqa: E402
from mg.text.road_effect import road_effect  # noqa: E402
from mg.ui.options import Options  # noqa: E402


def advance(game: Game, rng: random.Random, until_round: int) -> None:
    """Let easy computer players play whole turns until a turn of round `until_round` or
    later starts with a player who can still afford to build: a board that looks like a
    game being played."""
    bots = {
        colour: make_bot("easy", seed=rng.randrange(1 << 30), budget=0.05)
        for colour in game.players
    }
    while game.phase != "over":
        if (
            game.round >= until_round
            and game.phase == "actions"
            and not game.turn_actions
            and game.score[game.current or ""] >= 3
        ):
            return
        for action in bots[game.current or ""].plan_turn(game):
            game.apply(action)


def oracle_turner(game: Game) -> Action | None:
    """A legal placement that turns an oracle, if the player to act has one."""
    before = {o: game.oracle_target(o) for o in game.oracles()}
    for action in game.legal_actions()[:400]:
        if not isinstance(action, PlaceRoad | PlaceCity):
            continue
        twin = game.copy()
        twin.apply(action)
        if any(twin.oracle_target(o) != t for o, t in before.items()):
            return action
    return None


def finish_with_bots(game: Game, seed: int) -> None:
    """Play the game to its end with easy computer players in every seat: a final scoring
    worth showing (random moves leave every market inactive)."""
    bots = {
        colour: make_bot("easy", seed=seed + k, budget=0.05)
        for k, colour in enumerate(game.players)
    }
    while game.phase != "over":
        for action in bots[game.current or ""].plan_turn(game):
            game.apply(action)


def capture(size: tuple[int, int], out: Path) -> list[Path]:
    app = App(Options(windowed=size, seed=5))
    d = Driver(app, every_frame=True)
    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []

    def shot(label: str) -> None:
        d.frames(2)
        path = out / f"{tag}-{label}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    app.stack.push(MenuScene(app.ctx))
    shot("menu")
    d.press("start")
    game = d.top_as(SetupScene).game
    d.move(d.space_point(game.board.spaces[game.board.villages[5]]))
    shot("setup")
    d.press("random")
    shot("banner")
    d.wait_for("play")
    play = d.top_as(PlayScene)
    advance(game, random.Random(2), until_round=6)
    play.changed()
    roads = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)]
    if roads:
        mine = game.cities()
        links = {a: road_effect(game, a).city_links for a in roads}
        own = [a for a in roads if any(mine.get(c) == game.current for c, _ in links[a])]
        joining = own or [a for a in roads if links[a]] or roads  # one worth showing
        road = joining[len(joining) // 2]
        d.move(play.space_point(road.space))
        play.ends = road.ends
        d.frames(30)  # the tooltip shows once the mouse rests
        shot("play-road-ghost")
        twin_turn = game.copy()
        d.click(play.space_point(road.space))
        d.frames(9)
        path = out / f"{tag}-anim-road-half-laid.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)
        d.frames(40)
        d.press("undo")
        assert game.to_json() == twin_turn.to_json()
        target = play.legal().roads
        bad = next(
            s
            for s in game.board.spaces
            if s not in target
            and game.board.kind[game.board.index[s]] == 0
            and s not in game.roads()
            and s not in game.cities()
        )
        d.move(play.space_point(bad))
        d.frames(30)
        shot("play-road-refused")
    d.press("city")
    cities = [a for a in game.legal_actions() if isinstance(a, PlaceCity)]
    if cities:
        d.move(play.space_point(cities[0].space))
        d.frames(30)
    shot("play-city")
    d.press("draw")
    shot("draw-dialog")
    d.press("cancel")
    if game.why_illegal(EndActions()) is None:
        d.press("end_actions")
        shot("confirm-idle-end")  # nothing done yet: asked first
        d.press("end")
        shot("play-market")
    d.key(pygame.K_ESCAPE)
    shot("pause")
    d.press("resume")
    rng = random.Random(4)
    turner = None
    while game.phase != "over" and turner is None:
        turner = oracle_turner(game) if game.phase == "actions" else None
        if turner is None:
            game.apply(build_first(rng, game.legal_actions()))
    if turner is not None:
        play.changed()
        d.frames(70)
        play.apply(turner)
        d.frames(22)
        path = out / f"{tag}-anim-oracle-half-turned.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)
    finish_with_bots(game, 1)
    assert app.flow.resume(Session(game, app.flow.setup.seats)) is None
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene)
    d.press("replay")  # a finished game opens on its table: watch the scoring again
    d.frames(round(60 * scoring.playback.total_seconds() / 2))
    shot("scoring-midway")
    d.click((10, 10))
    d.frames(30)
    shot("scoring-end")
    pygame.quit()
    return saved


def capture_more(size: tuple[int, int], out: Path) -> list[Path]:
    """What the README shows beyond the scenes above: a lesson step with its words and rule
    references, a hint, a refusal in German, the scoring in Italian, the help in Italian."""
    app = App(Options(windowed=size, seed=5, think=0.5))
    d = Driver(app, every_frame=True)
    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []

    def shot(label: str) -> None:
        d.frames(2)
        path = out / f"{tag}-{label}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    app.stack.push(MenuScene(app.ctx))
    d.press("learn")
    while lesson_of(d.top).lesson.key != "oracle":
        d.press("skip")
    lesson = d.top_as(PlayScene)
    step = lesson_of(lesson).target()
    target = step.space if step is not None else None
    if target is not None:
        d.move(lesson.space_point(target))
        d.frames(30)
    shot("lesson-oracle")
    d.press("leave")
    d.wait_for("menu")
    d.start_game(2)
    play = d.top_as(PlayScene)
    advance(play.game, random.Random(7), until_round=3)
    play.changed()
    d.press("hint")
    for _ in range(2000):
        if play.hints.hint is not None:
            break
        d.frames(1)
    hinted = play.hints.hint.action if play.hints.hint is not None else None
    if isinstance(hinted, PlaceRoad | PlaceCity):
        d.move(play.space_point(hinted.space))
        d.frames(30)
    shot("play-hint")
    for language, label in (("de", "lang-de-play-refusal"), ("it", "lang-it-help")):
        d.key(pygame.K_ESCAPE)
        d.press("settings")
        d.press(f"language-{language}")
        d.press("done")
        d.press("resume")
        if language == "de":
            d.press("city")
            bad = next(
                s
                for s in play.game.board.spaces
                if play.game.refusal(PlaceCity(s)) is not None
                and play.game.board.kind[play.game.board.index[s]] == 1
            )
            d.click_space(bad)
            d.frames(30)
        else:
            d.key(pygame.K_F1)
        shot(label)
        if language == "it":
            d.key(pygame.K_ESCAPE)
    game = play.game
    finish_with_bots(game, 2)
    app.flow.stack.reset(ScoringScene(app.ctx, Match(game, app.flow.setup.seats)))
    d.click((10, 10))  # to the end of the scoring: the table
    d.frames(30)
    shot("lang-it-scoring")
    pygame.quit()
    return saved


def capture_games(size: tuple[int, int], out: Path) -> list[Path]:
    """The Games screen with three games kept: two under way (a 2- and a 3-player game) and
    a finished 4-player one, each written at a fixed time; in a data and config folder of
    their own (no game or setting of the shots before)."""
    fresh = Path(tempfile.mkdtemp(prefix="mg-games-shot-"))
    os.environ["MG_DATA_DIR"] = str(fresh / "magna-grecia")
    os.environ["MG_CONFIG_DIR"] = str(fresh / "config")
    names = ["Cleo", "Dan", "Ada", "Ben"]
    kept = [  # (players, seed, rounds to play or None to the end, when written)
        (2, 11, 3, 1_795_339_560.0),
        (3, 12, 7, 1_795_598_040.0),
        (4, 13, None, 1_795_765_560.0),
    ]
    for players, seed, until, written in kept:
        colours = ["yellow", "orange", "brown", "red"][:players]
        game = Game.new(colours, seed=seed, rounds=8)
        if until is None:
            finish_with_bots(game, seed)
        else:
            advance(game, random.Random(seed), until_round=until)
        session = Session(game, [Seat(n, c) for n, c in zip(names, colours, strict=False)])
        path = game_path(session.game_id)
        write_atomic(path, to_json(session))
        os.utime(path, (written, written))
    app = App(Options(windowed=size, seed=5))
    d = Driver(app, every_frame=True)
    app.stack.push(MenuScene(app.ctx))
    d.frames(2)
    d.press("games")
    d.top_as(GamesScene)
    d.frames(30)
    path = out / f"{size[0]}x{size[1]}-games-screen.png"
    pygame.image.save(app.screen, str(path))
    pygame.quit()
    return [path]


README_SHOTS = {  # the README's single pictures: the name each is kept under, the shot's label
    "play-road-ghost": "play-road-ghost",
    "play-city": "play-city",
    "play-hint": "play-hint",
    "lesson-oracle": "lesson-oracle",
    "lang-de-play-refusal": "lang-de-play-refusal",
    "lang-it-help": "lang-it-help",
    "lang-it-scoring": "lang-it-scoring",
}


def readme_shots(out: Path) -> int:
    """Make the README's single pictures again as the game looks now, squeezed like the set."""
    from tools.screenshot_set import squeeze

    out.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="mg-readme-shots-"))
    shots = capture((1280, 720), scratch) + capture_more((1280, 720), scratch)
    made: list[Path] = []
    for name, label in README_SHOTS.items():
        shot = next(p for p in shots if p.name == f"1280x720-{label}.png")
        made.append(Path(shutil.move(shot, out / f"{name}.png")))
    games = capture_games((1366, 768), scratch)[0]
    made.append(Path(shutil.move(games, out / "games-screen.png")))
    squeeze(made)
    for path in made:
        print(path)
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--set"]:
        from tools import screenshot_set

        return screenshot_set.main(Path(argv[1]) if argv[1:] else screenshot_set.DEFAULT_OUT)
    if argv[:1] == ["--readme"]:
        return readme_shots(Path(argv[1]) if argv[1:] else Path("docs/screenshots"))
    out = Path(argv[0]) if argv else Path("screenshots")
    out.mkdir(parents=True, exist_ok=True)
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in argv[1:])] or [
        (1920, 1080),
        (1280, 720),
    ]
    for w, h in sizes:
        for path in capture((w, h), out) + capture_more((w, h), out):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
