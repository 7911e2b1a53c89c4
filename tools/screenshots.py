"""Drive the real game into each scene and state and save screenshots:
python tools/screenshots.py OUT_DIR [WxH ...]   (default 1920x1080 and 1280x720)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from mg.app import App  # noqa: E402
from mg.bench.engine import build_first  # noqa: E402
from mg.dev.driver import Driver  # noqa: E402
from mg.engine import Action, Draw, EndActions, Game, PlaceCity, PlaceRoad  # noqa: E402
from mg.options import Options  # noqa: E402
from mg.scenes.menu import MenuScene  # noqa: E402
from mg.scenes.play import PlayScene  # noqa: E402
from mg.scenes.scoring import ScoringScene  # noqa: E402
from mg.scenes.setup import SetupScene  # noqa: E402
from mg.session import Session  # noqa: E402


def advance(game: Game, rng: random.Random, until_round: int) -> None:
    """Play build-first random moves (keeping some points back) until a turn of round
    `until_round` or later starts with a player who can still afford to build."""
    while game.phase != "over":
        if (game.round >= until_round and game.phase == "actions" and not game.turn_actions
                and game.score[game.current or ""] >= 3):
            return
        legal = game.legal_actions()
        thrifty = [a for a in legal if not isinstance(a, PlaceCity)
                   or game.score[game.current or ""] > 4]
        game.apply(build_first(rng, thrifty or legal))


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


def capture(size: tuple[int, int], out: Path) -> list[Path]:
    app = App(Options(windowed=size, seed=5))
    d = Driver(app)
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
        d.move(play.space_point(roads[len(roads) // 2].space))
        shot("play-road-ghost")
        twin_turn = game.copy()
        road = roads[len(roads) // 2]
        play.ends = road.ends
        d.click(play.space_point(road.space))
        d.frames(9)
        path = out / f"{tag}-anim-road-half-laid.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)
        d.frames(40)
        d.press("undo")
        assert game.to_json() == twin_turn.to_json()
        target = play.legal().roads
        bad = next(s for s in game.board.spaces if s not in target
                   and game.board.kind[game.board.index[s]] == 0 and s not in game.roads()
                   and s not in game.cities())
        d.move(play.space_point(bad))
        shot("play-road-refused")
    d.press("city")
    cities = [a for a in game.legal_actions() if isinstance(a, PlaceCity)]
    if cities:
        d.move(play.space_point(cities[0].space))
    shot("play-city")
    d.press("draw")
    shot("draw-dialog")
    d.press("cancel")
    if game.why_illegal(EndActions()) is None:
        d.press("end_actions")
        shot("confirm-idle-end")  # nothing done yet: asked first (issue 20.2)
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
    while game.phase != "over":
        action = build_first(rng, game.legal_actions())
        game.apply(action if not isinstance(action, Draw) else action)
    assert app.flow.resume(Session(game, app.ctx.seats)) is None
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


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("screenshots")
    out.mkdir(parents=True, exist_ok=True)
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in argv[1:])] \
        or [(1920, 1080), (1280, 720)]
    for w, h in sizes:
        for path in capture((w, h), out):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
