"""A 2-player game through the real scenes: menu, oracles, a turn with every kind of move,
undo, refusals, and on to the final scoring."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.dev.scripted_input import post_click
from mg.engine import BuildMarket, PlaceCity, PlaceOracle, PlaceRoad
from mg.scenes.board.setup import SetupScene
from mg.scenes.overlays.draw_dialog import DrawDialog
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring.scene import ScoringScene
from mg.text.i18n import refusal_text
from tests.support.roads import lay_road


def start_two_player_game(d: Driver, rounds: int = 12) -> None:
    d.press("players-2")
    if rounds == 8:
        d.press("rounds-8")
    d.press("start")
    assert d.top_name == "setup"


def place_oracles_by_clicking(d: Driver) -> None:
    scene = d.top_as(SetupScene)
    game = scene.game
    while d.top is scene:
        target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceOracle))
        d.click_space(target)
    assert len(game.oracles()) == 7


def finish_banner(d: Driver) -> None:
    d.wait_for("play", limit=200)


def test_menu_to_setup_to_play(driver: Driver) -> None:
    start_two_player_game(driver)
    game = driver.game
    assert game.players == ["yellow", "orange"] and game.phase == "oracles"
    place_oracles_by_clicking(driver)
    assert driver.top_name == "banner"
    finish_banner(driver)
    assert game.phase == "actions" and game.round == 1


def test_a_refused_oracle_click_shows_the_engines_reason(driver: Driver) -> None:
    start_two_player_game(driver)
    scene = driver.top_as(SetupScene)
    game = scene.game
    green = next(s for s in game.board.spaces if game.board.kind[game.board.index[s]] == 2)
    driver.click_space(green)
    refusal = game.refusal(PlaceOracle(green))
    assert refusal is not None and scene.status == refusal_text(refusal)
    assert scene.status_line.rule == "R4" and len(game.oracles()) == 0


def test_random_oracles_button_places_one_a_frame(driver: Driver) -> None:
    """The rest are placed a frame apart, each animated: never several in one frame, so
    the switch to the first turn has no long frame."""
    start_two_player_game(driver)
    game = driver.game
    post_click(driver.button("random").rect.center)
    placed = [len(game.oracles())]
    for _ in range(20):
        driver.frames(1)
        placed.append(len(game.oracles()))
    assert placed[0] == 0 and placed[-1] == 7 and game.phase == "actions"
    assert all(b - a <= 1 for a, b in zip(placed, placed[1:], strict=False))
    assert driver.top_name in ("play", "banner")


def test_a_whole_turn_through_the_mouse(driver: Driver) -> None:
    start_two_player_game(driver)
    driver.press("random")
    finish_banner(driver)
    play = driver.top_as(PlayScene)
    game = play.game
    colour = game.current
    assert colour is not None
    # A refused click says why: a city tile on bare land.
    land = next(s for s in game.board.spaces if game.board.kind[game.board.index[s]] == 0)
    driver.press("city")
    driver.click_space(land)
    assert play.status_line.bad and play.status_line.rule == "R22"
    assert game.cities() == {}
    # Found a city on a green village.
    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.click_space(target)
    assert game.cities() == {target: colour} and game.score[colour] == 9
    # A road through the ghost: hover, rotate with R until it matches, click.
    road = next(a for a in game.legal_actions() if isinstance(a, PlaceRoad))
    lay_road(driver, play, road)
    assert game.roads()[road.space] == (colour, road.ends)
    # Undo the road with Ctrl+Z, then the Undo button takes back the city.
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert road.space not in game.roads()
    driver.press("undo")
    assert game.cities() == {} and game.score[colour] == 10
    if play.tool != "city":
        driver.press("city")
    driver.click_space(target)
    driver.press("end_actions")
    assert game.phase == "market"
    # Build a market in a village: its cost is shown, the score drops by it.
    build = next(a for a in game.legal_actions() if isinstance(a, BuildMarket))
    cost = game.market_cost(colour, build.space)
    assert cost is not None
    before = game.score[colour]
    driver.click_space(build.space)
    assert game.markets_at(build.space).get(colour) == "unsold"
    assert game.score[colour] == before - cost
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert colour not in game.markets_at(build.space)
    driver.click_space(build.space)
    driver.press("end_turn")
    assert driver.top_name == "banner" and game.current != colour
    finish_banner(driver)
    assert not game.can_undo()


def test_drawing_through_the_dialog(driver: Driver) -> None:
    start_two_player_game(driver)
    driver.press("random")
    finish_banner(driver)
    game = driver.game
    colour = game.current
    assert colour is not None
    driver.press("draw")
    dialog = driver.top_as(DrawDialog)
    assert dialog.name == "draw"
    while dialog.roads > 1:
        driver.press("roads-")
    while dialog.cities != 2:
        driver.press("cities+" if dialog.cities < 2 else "cities-")
    driver.press("ok")
    assert game.phase == "market" and game.hand[colour] == (4 + 1, 4 + 2)


def test_to_the_final_scoring_and_back_to_the_menu(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    start_two_player_game(driver, rounds=8)
    game = driver.game
    driver.press("random")
    while game.phase != "over":
        finish_banner(driver)
        driver.press("end_actions")
        driver.press("end_turn")
    assert driver.top_name == "scoring"
    scoring = driver.top_as(ScoringScene)
    driver.frames(5)
    driver.click((100, 100))  # skip to the end
    assert scoring.finished
    driver.press("menu")
    assert driver.top_name == "menu"


def test_pause_overlay_resume_and_back_to_menu(driver: Driver) -> None:
    start_two_player_game(driver)
    driver.key(pygame.K_ESCAPE)
    assert driver.top_name == "pause"
    driver.press("resume")
    assert driver.top_name == "setup"
    driver.key(pygame.K_ESCAPE)
    driver.press("menu")
    assert driver.top_name == "menu"


def test_seat_colours_never_clash_whatever_the_clicks(driver: Driver) -> None:
    """Found by the fuzz test: a colour changed with 2 players clashed with a seat shown
    again with 4 players."""
    driver.press("players-2")
    driver.press("colour-0")  # yellow → brown (orange is taken)
    driver.press("players-4")
    colours = [s.colour for s in driver.app.flow.setup.seats[:4]]
    assert len(set(colours)) == 4
    driver.press("start")
    assert driver.top_name == "setup"
