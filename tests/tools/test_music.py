"""The music and the sea (tools/art/music.py): loops 1-2 minutes long
whose end joins their start without a click, small Ogg files of exactly their length, with
the same bytes every run."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest
import soundfile  # type: ignore[import-untyped]  # (no stubs)

from tools.art import music

SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"
LOOPS = ("music_menu", "music_board", "sea")


def steps(samples: np.ndarray) -> np.ndarray:
    return np.abs(np.diff(samples.astype(np.float64)))


def join(samples: np.ndarray) -> float:
    """The step from the loop's last sample to its first, as the player hears it."""
    return abs(float(samples[0]) - float(samples[-1]))


def decoded(name: str) -> np.ndarray:
    samples, rate = soundfile.read(SOUNDS / f"{name}.ogg", dtype="int16")
    assert rate == music.RATE and samples.ndim == 1  # mono
    return np.asarray(samples)


@pytest.mark.parametrize("piece", music.PIECES, ids=lambda p: p.name)
def test_each_piece_loops_without_a_click(piece: music.Piece) -> None:
    """Made on a circle: the join is no bigger than the steps between neighbouring
    samples anywhere in the piece (a click would be far bigger than nearly all of them)."""
    samples = music.quantise(music.compose(piece))
    assert 60 <= len(samples) / music.RATE <= 120
    assert join(samples) <= np.percentile(steps(samples), 90)


def test_the_sea_loops_without_a_click() -> None:
    samples = music.quantise(music.sea())
    assert join(samples) <= np.percentile(steps(samples), 90)


@pytest.mark.parametrize("name", LOOPS)
def test_the_files_play_their_whole_loop_and_join_smoothly(name: str) -> None:
    """The encoded file decodes to a whole number of bars (no padding, nothing cut) and
    still joins smoothly after lossy encoding."""
    samples = decoded(name)
    lengths = {f"music_{p.name}": round(p.seconds * music.RATE) for p in music.PIECES}
    assert len(samples) == lengths.get(name, round(32.0 * music.RATE))
    assert join(samples) <= np.percentile(steps(samples), 99)


def test_the_files_are_small() -> None:
    sizes = {name: (SOUNDS / f"{name}.ogg").stat().st_size for name in LOOPS}
    assert all(size <= 400_000 for size in sizes.values()), sizes
    assert sum(sizes.values()) <= 1_000_000, sizes


def test_the_ogg_serial_is_fixed_and_every_page_checksum_is_right() -> None:
    """libsndfile draws each stream's serial number at random: it is rewritten to a fixed
    one and every page's CRC made again — rewriting it to what it already is changes no
    byte (so the CRCs were right), and two encodings give the same bytes."""
    samples = music.quantise(music.sea(seconds=4.0, seed=3))
    data = music.ogg_bytes(samples)
    assert data == music.ogg_bytes(samples)
    assert music.fixed_serial(data, music.SERIAL) == data
    assert data[14:18] == music.SERIAL.to_bytes(4, "little")
    again, _ = soundfile.read(io.BytesIO(data), dtype="int16")
    assert len(again) == len(samples)
