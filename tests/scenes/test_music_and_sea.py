"""Music on the menu, other music and the sea on the board, each at its own volume set in
Settings (three sliders), all silenced by M, none of it without an audio device; settings
files from before these volumes still load."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.scenes.overlays.settings import SettingsScene
from mg.sprites.paint.art import ASSETS
from mg.store.settings import Settings, load_settings, save_settings
from mg.ui.audio import AMBIENCE, SOUND_NAMES, Audio, SoundBank
from tests.support.problem_keys import problem_keys


def test_a_settings_file_from_before_the_music_loads_with_the_default_volumes(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed": "fast", "volume": 0.3, "muted": False}))
    settings, warning = load_settings(path)
    assert warning is None
    assert (settings.volume, settings.music_volume, settings.ambience_volume) == (0.3, 0.5, 0.5)


def test_the_three_volumes_round_trip_and_out_of_range_ones_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    chosen = Settings(volume=0.2, music_volume=0.9, ambience_volume=0.0)
    assert save_settings(chosen, path) is None
    assert load_settings(path) == (chosen, None)
    for field, bad in (
        ("music_volume", 1.5),
        ("ambience_volume", -0.1),
        ("music_volume", True),
        ("ambience_volume", "loud"),
    ):
        path.write_text(json.dumps({field: bad}))
        settings, warning = load_settings(path)
        assert settings == Settings() and problem_keys(warning)[0] == "settings_broken"


def playing(driver: Driver) -> tuple[str, bool]:
    """The music streaming and whether the sea is heard (once decoded, off the main thread,
    when a screen first wants it: waited for, then a frame to follow)."""
    audio = driver.app.ctx.audio
    assert audio is not None and audio.available and audio.sea_channel is not None
    if audio.loader is not None:
        audio.loader.join(timeout=30)
        assert audio.sea is not None
    driver.frames(1)
    return audio.playing, audio.sea_channel.get_busy()


def test_the_menu_and_the_board_have_their_own_music_and_the_board_the_sea(driver: Driver) -> None:
    driver.frames(2)
    assert playing(driver) == ("music_menu", False)
    audio = driver.app.ctx.audio
    assert audio is not None and audio.loader is None  # the menu decodes no sea
    assert audio.sea is audio.bank.get(AMBIENCE)  # (decoded already if an earlier App did)
    assert pygame.mixer.music.get_busy()
    driver.start_game()
    driver.frames(2)
    assert playing(driver) == ("music_board", True)
    driver.key(pygame.K_ESCAPE)  # the pause menu over the board: the board's sound goes on
    driver.frames(2)
    assert driver.top_name == "pause" and playing(driver) == ("music_board", True)


def test_each_slider_sets_its_own_volume_and_m_silences_all(driver: Driver) -> None:
    ctx = driver.app.ctx
    driver.press("settings")
    scene = driver.top_as(SettingsScene)
    driver.press("music+")
    driver.press("ambience-")
    driver.press("ambience-")
    driver.press("volume-")
    assert (ctx.settings.music_volume, ctx.settings.ambience_volume, ctx.settings.volume) == (
        0.6,
        0.3,
        0.6,
    )
    sea = next(row for row in scene.volumes if row.key == "ambience")
    driver.click((sea.bar.x + sea.bar.w * 3 // 4, sea.bar.centery))  # a click on the bar
    assert ctx.settings.ambience_volume == 0.75
    assert load_settings()[0].ambience_volume == 0.75  # saved
    driver.frames(2)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.6, abs=1 / 64)
    assert ctx.audio is not None and ctx.audio.sea_channel is not None
    assert pygame.mixer.music.get_busy()
    driver.press("done")
    driver.key(pygame.K_m)
    driver.frames(2)
    assert ctx.settings.muted and not pygame.mixer.music.get_busy()  # paused
    driver.key(pygame.K_m)
    driver.frames(2)
    assert pygame.mixer.music.get_busy()


def test_without_an_audio_device_nothing_plays_and_nothing_breaks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_device(*_: object, **__: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(Settings())
    assert not audio.available and audio.music == {} and audio.sea is None
    assert audio.loader is None  # nothing to decode
    audio.follow("board")
    audio.play("place")
    assert audio.playing == "" and audio.toggle_mute()  # M still works: muted


def test_an_app_handed_an_earlier_ones_sounds_decodes_none_again(driver: Driver) -> None:
    """The decoded sounds are kept with the renderings: a second App in the process (as the
    scene tests make) plays the same effects and sea without decoding them again."""
    bank = SoundBank()
    first = Audio(Settings(), bank=bank)
    assert bank.decodes == len(SOUND_NAMES) and first.sea is None  # the sea: when wanted
    first.follow("board")
    assert first.loader is not None
    first.loader.join(timeout=30)
    assert first.sea is not None and bank.decodes == len(SOUND_NAMES) + 1
    second = Audio(Settings(), bank=bank)
    assert bank.decodes == len(SOUND_NAMES) + 1  # nothing decoded again
    assert second.sea is first.sea and second.sounds == first.sounds
    second.follow("board")
    assert second.loader is None  # no decoding thread: the sea plays at once
    assert second.sea_channel is not None and second.sea_channel.get_busy()
    assert Audio(Settings()).sounds["place"] is not first.sounds["place"]  # a bank of its own


def test_the_music_and_the_sea_reach_sdl_as_files_never_through_python(driver: Driver) -> None:
    """Streamed or decoded off the main thread from a Python object, the audio would need
    the interpreter's lock while holding the mixer's, and the main thread's next volume or
    pause waits for the mixer holding the interpreter's: a game frozen for good (seen). From
    a file SDL reads on its own; a decoding thread is started only for a file."""
    audio = driver.app.ctx.audio
    assert audio is not None and audio.sea_ogg is not None
    for ogg in [*audio.music.values(), audio.sea_ogg]:
        assert isinstance(ogg, str) and Path(ogg).is_file()


def test_sounds_packed_in_an_archive_are_read_as_bytes_and_the_sea_decoded_at_once(
    driver: Driver, tmp_path: Path
) -> None:
    packed = tmp_path / "assets.zip"
    with zipfile.ZipFile(packed, "w") as archive:
        for sound in (ASSETS / "sounds").iterdir():
            archive.writestr(f"sounds/{sound.name}", sound.read_bytes())
    audio = Audio(Settings(), root=zipfile.Path(packed), bank=SoundBank())
    assert audio.available and set(audio.music) == {"music_menu", "music_board"}
    assert all(isinstance(ogg, bytes) for ogg in [*audio.music.values(), audio.sea_ogg])
    audio.follow("board")
    assert audio.loader is None and audio.sea is not None  # no thread: decoded there and then
    assert audio.playing == "music_board" and pygame.mixer.music.get_busy()
