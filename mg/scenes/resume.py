"""Where a game continues: the setup, the play scene or the final scoring."""

from __future__ import annotations

from mg.context import Context
from mg.engine import Game
from mg.scenes.base import Scene


def scene_for(ctx: Context, game: Game) -> Scene:
    from mg.scenes.play import PlayScene
    from mg.scenes.scoring import ScoringScene
    from mg.scenes.setup import SetupScene

    if game.phase == "oracles":
        return SetupScene(ctx, game)
    if game.phase == "over":
        return ScoringScene(ctx, game)
    return PlayScene(ctx, game)
