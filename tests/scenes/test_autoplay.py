"""--autoplay: random legal moves through the real scenes, from the menu to the scoring."""

from __future__ import annotations

from mg.dev.autoplay import Autoplayer
from mg.dev.driver import Driver


def test_autoplay_plays_a_whole_game_through_the_scenes(driver: Driver) -> None:
    app = driver.app
    driver.press("players-2")
    driver.press("rounds-8")
    app.hooks.append(Autoplayer(seed=4, pace=1))
    seen: set[str] = set()
    for _ in range(40_000):
        driver.frames(1)
        seen.add(driver.top_name)
        if driver.top_name == "scoring":
            break
    assert driver.top_name == "scoring"
    game = driver.game
    assert game.phase == "over" and game.rounds == 8 and len(game.players) == 2
    assert {"menu", "setup", "banner", "play"} <= seen
