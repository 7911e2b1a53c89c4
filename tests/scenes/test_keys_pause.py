"""Keys for every action (C, D, E, Enter), shown on the buttons and on the help's controls
page; keys pressed during the turn banner still count; Settings from the pause menu; the
sound button says its state."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.overlays.help import HelpScene
from mg.scenes.overlays.settings import SettingsScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.text_overlay import TextOverlay
from mg.store.session import list_saves
from mg.text.i18n import t


def to_play(d: Driver) -> PlayScene:
    d.start_game()
    return d.top_as(PlayScene)


def test_c_d_enter_and_e_play_a_turn_from_the_keyboard(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    colour = game.current
    assert colour is not None
    driver.key(pygame.K_c)
    assert play.tool == "city"
    driver.key(pygame.K_d)
    assert driver.top_name == "draw"
    hand = game.hand[colour]
    driver.key(pygame.K_RETURN)  # Enter confirms the dialog: the tiles are drawn
    assert game.phase == "market" and sum(game.hand[colour]) > sum(hand)
    assert driver.top is play
    driver.key(pygame.K_e)  # End turn in the market phase
    assert game.current != colour and driver.top_name == "banner"


def test_e_ends_the_actions_and_d_does_nothing_in_the_market_phase(driver: Driver) -> None:
    play = to_play(driver)
    game = play.game
    driver.key(pygame.K_e)  # nothing done yet: asked first ...
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)  # ... and answered from the keyboard too: End actions
    assert game.phase == "market"
    driver.key(pygame.K_d)  # no drawing in the market phase: nothing happens
    assert driver.top is play and game.phase == "market"


def test_the_buttons_name_their_keys(driver: Driver) -> None:
    play = to_play(driver)
    driver.frames(2)  # End turn is made a frame after the others
    labels = {k: b.text for k, b in play.buttons.items()}
    assert labels["city"] == t("play.city") and labels["draw"] == t("play.draw")
    assert labels["end_actions"] == t("play.end_actions")
    assert labels["end_turn"] == t("play.end_turn")
    for key, letter in (("city", "C"), ("draw", "D"), ("end_actions", "E"), ("end_turn", "E")):
        assert labels[key].endswith(f"({letter})"), key  # the key the label names


def test_a_key_during_the_turn_banner_is_not_swallowed(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False  # passes at once (see test_idle_end)
    play = to_play(driver)
    game = play.game
    driver.key(pygame.K_e)
    driver.key(pygame.K_e)  # end turn: the next player's banner comes up
    assert driver.top_name == "banner"
    driver.key(pygame.K_c)  # closes the banner and picks the city tool
    assert driver.top is play and play.tool == "city"
    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.click_space(target)
    assert target in game.cities()


def test_the_help_has_a_controls_page(driver: Driver) -> None:
    driver.key(pygame.K_F1)
    help_scene = driver.top_as(HelpScene)
    assert isinstance(help_scene, HelpScene)
    text = "\n".join(line for line, _, _ in help_scene.lines)
    assert text.startswith(t("help.controls"))
    for fragment in ("C:", "D:", "E:", "Enter:", "Ctrl+Z:", "Esc:", "F1 or ?:"):
        assert f"\n{fragment}" in text, fragment


def test_enter_confirms_the_save_dialog(driver: Driver) -> None:
    to_play(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("save")
    assert driver.top_name == "save"
    driver.key(pygame.K_RETURN)
    assert len(list_saves()) == 1 and driver.top_name == "pause"
    driver.key(pygame.K_RETURN)  # Enter resumes
    assert driver.top_name == "play"


def test_settings_from_the_pause_menu_recolour_the_board(driver: Driver) -> None:
    play = to_play(driver)
    driver.key(pygame.K_ESCAPE)
    driver.press("settings")
    assert driver.top_name == "settings"
    before = play.view.pieces(play.game, play.revision)
    driver.press("palette")
    driver.press("done")
    assert driver.top_name == "pause"
    driver.press("resume")
    after = play.view.pieces(play.game, play.revision)
    assert after is not before
    assert driver.app.ctx.settings.palette == "contrast"


def test_the_sound_button_says_the_sounds_state(driver: Driver) -> None:
    driver.press("settings")
    settings = driver.top_as(SettingsScene)
    assert settings.buttons["mute"].text == "Sound: on (M)"
    driver.press("mute")
    assert driver.app.ctx.settings.muted
    assert driver.button("mute").text == "Sound: off (M)"


def test_the_help_and_the_readme_stand_alone(driver: Driver) -> None:
    from pathlib import Path

    from mg.engine import CARDS

    driver.key(pygame.K_F1)
    text = " ".join(line.strip() for line, _, _ in driver.top_as(TextOverlay).lines)
    for card in CARDS.values():  # every action card, in full
        assert f"{card.id} {' '.join(card.order)} {card.roads}/{card.cities}/{card.draw}" in text
    for ladder in ("roads 1>2>3>4", "cities 1>2>3>4", "draw 2>3>5>7"):
        assert ladder in text
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    assert "RULES.md" not in readme and "../" not in readme
