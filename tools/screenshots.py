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
from mg.engine import Draw, EndActions, Game, PlaceCity, PlaceRoad  # noqa: E402
from mg.options import Options  # noqa: E402
from mg.scenes.menu import MenuScene  # noqa: E402
from mg.scenes.scoring import ScoringScene  # noqa: E402
from mg.scripted import Driver  # noqa: E402


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
    setup = d.top
    game: Game = setup.game  # type: ignore[attr-defined]
    d.move(setup.space_point(game.board.spaces[game.board.villages[5]]))  # type: ignore
    shot("setup")
    d.press("random")
    shot("banner")
    d.wait_for("play")
    play = d.top
    advance(game, random.Random(2), until_round=6)
    play.changed()  # type: ignore[attr-defined]
    roads = [a for a in game.legal_actions() if isinstance(a, PlaceRoad)]
    if roads:
        d.move(play.space_point(roads[len(roads) // 2].space))  # type: ignore[attr-defined]
        shot("play-road-ghost")
        target = play.legal().roads  # type: ignore[attr-defined]
        bad = next(s for s in game.board.spaces if s not in target
                   and game.board.kind[game.board.index[s]] == 0 and s not in game.roads()
                   and s not in game.cities())
        d.move(play.space_point(bad))  # type: ignore[attr-defined]
        shot("play-road-refused")
    d.press("city")
    cities = [a for a in game.legal_actions() if isinstance(a, PlaceCity)]
    if cities:
        d.move(play.space_point(cities[0].space))  # type: ignore[attr-defined]
    shot("play-city")
    d.press("draw")
    shot("draw-dialog")
    d.press("cancel")
    if game.why_illegal(EndActions()) is None:
        d.press("end_actions")
        shot("play-market")
    d.key(pygame.K_ESCAPE)
    shot("pause")
    d.press("resume")
    rng = random.Random(4)
    while game.phase != "over":
        action = build_first(rng, game.legal_actions())
        game.apply(action if not isinstance(action, Draw) else action)
    app.stack.replace(ScoringScene(app.ctx, game))
    d.frames(int(60 * 0.45 * max(1, len(game.final_scoring()) // 2)))
    shot("scoring-midway")
    d.click((10, 10))
    d.frames(30)
    shot("scoring-end")
    pygame.quit()
    return saved


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("screenshots")
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(map(int, s.split("x"))) for s in argv[1:]] or [(1920, 1080), (1280, 720)]
    for size in sizes:
        for path in capture(size, out):  # type: ignore[arg-type]
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
