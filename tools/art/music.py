"""The game's music and sea ambience, synthesised with numpy.

Two calm pieces for a plucked lyre (a kithara-like string: additive partials, the higher ones
dying sooner, plucked near one end) over a soft drone, and a loop of the sea on a shore:

- "menu": E Phrygian (the "Dorian" of the ancient Greeks), slow and sparse, 64 s;
- "board": D Dorian, a little livelier, arpeggios under a melody, 96 s;
- "sea": waves breaking and drawing back over shingle, 32 s.

Every loop is seamless by construction: the piece is made on a circle — a note still
ringing at the end goes on at the start, every sustained tone and slow swell makes a whole
number of cycles in the loop, the sea's noise is filtered in the frequency domain (which is
circular) — so the last sample leads into the first as any sample into the next. Notes and
phrases come from fixed seeds: the same samples every run; they are quantised to 16 bits
before encoding, then written as Ogg Vorbis (libsndfile through `soundfile`) with the Ogg
stream's serial number fixed (libsndfile draws it at random) so the files' bytes are the same
every run too."""

from __future__ import annotations

import io
import math
import random
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

RATE = 22050  # mono: a calm lyre and the sea need no more, and the files stay small
QUALITY = 0.62  # libsndfile's Vorbis compression level (0 best quality … 1 smallest)
SERIAL = 0x4D475245  # "MGRE": the Ogg stream's serial number, fixed for identical bytes
Signal = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Piece:
    """A loop of lyre music: its mode, tempo, length in bars and character."""

    name: str
    tonic: float  # Hz of the mode's first degree (the drone's note)
    steps: tuple[int, ...]  # the mode's semitones above the tonic
    bpm: float
    bars: int  # 4 beats each
    chords: tuple[int, ...]  # the scale degree each bar rests on, repeated over the piece
    density: float  # how many of the eighth notes the arpeggios play (0..1)
    seed: int

    @property
    def seconds(self) -> float:
        return self.bars * 4 * 60 / self.bpm


PHRYGIAN = (0, 1, 3, 5, 7, 8, 10)
DORIAN = (0, 2, 3, 5, 7, 9, 10)
PIECES = (
    Piece("menu", 164.81, PHRYGIAN, 60, 16, (0, 0, 6, 5, 3, 3, 1, 0), 0.35, 23),
    Piece("board", 146.83, DORIAN, 70, 28, (0, 0, 3, 3, 6, 6, 4, 0, 0, 3, 6, 0, 4, 4), 0.6, 5),
)


# -- the instruments ------------------------------------------------------------------------
def pluck(freq: float, seconds: float, pos: float = 0.18, bright: float = 1.0) -> Signal:
    """One plucked string: partials up to ~5 kHz with amplitudes set by where it is plucked,
    each dying away exponentially (the higher, the sooner), a soft attack of a few ms, a
    breath of noise for the finger, and damped smoothly over its last 0.4 s (no click)."""
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    out = np.zeros(n)
    for k in range(1, 16):
        f = freq * k * (1 + 0.0004 * k * k)  # a little stiffness: partials slightly sharp
        if f > 5000:
            break
        amp = abs(math.sin(math.pi * k * pos)) / k**1.1 * (bright if k > 3 else 1.0)
        decay = 1.1 + 0.55 * k**1.35
        out += amp * np.exp(-decay * t) * np.sin(2 * math.pi * f * t)
    attack = np.minimum(1.0, t / 0.004)
    release = np.minimum(1.0, (seconds - t) / 0.4)  # the string is damped, never cut off
    envelope = attack * (0.5 - 0.5 * np.cos(np.pi * np.clip(release, 0, 1)))
    finger = np.random.default_rng(int(freq * 100)).uniform(-1, 1, n) * np.exp(-t * 90) * 0.08
    return (out * envelope + finger) * 0.5


def drone(loop: int, tonic: float, seconds: float) -> Signal:
    """A soft drone on the tonic and its fifth, breathing slowly; every frequency and swell
    is a whole number of cycles over the loop, so the loop's end meets its start."""
    t = np.arange(loop) / RATE
    out = np.zeros(loop)

    def whole(f: float) -> float:  # the nearest frequency with whole cycles in the loop
        return round(f * seconds) / seconds

    for base, weight in ((tonic / 2, 1.0), (tonic * 0.75, 0.45)):  # an octave down, a fifth
        for k, amp in ((1, 1.0), (2, 0.42), (3, 0.22), (4, 0.1), (5, 0.05)):
            f = whole(base * k)
            detune = whole(base * k * 1.0025) - f  # two reeds a touch apart: a slow beating
            out += (
                weight
                * amp
                * 0.5
                * (np.sin(2 * math.pi * f * t) + np.sin(2 * math.pi * (f + detune) * t + k))
            )
    swell = 0.75 + 0.25 * np.sin(2 * math.pi * whole(1 / 16) * t)
    return out * swell * 0.055


def on_circle(out: Signal, start: int, sound: Signal) -> None:
    """Add `sound` from `start` on, going round the loop past its end."""
    n = len(out)
    start %= n
    head = min(len(sound), n - start)
    out[start : start + head] += sound[:head]
    rest = sound[head:]
    while len(rest):
        out[: min(len(rest), n)] += rest[:n]
        rest = rest[n:]


# -- the music ------------------------------------------------------------------------------
def degree_freq(piece: Piece, degree: int) -> float:
    """The frequency of a scale degree (0 = tonic; negative or above 6 change octave)."""
    octave, step = divmod(degree, len(piece.steps))
    return piece.tonic * 2 ** (octave + piece.steps[step] / 12)


RHYTHMS = ((2, 2), (3, 1), (1, 1, 2), (2, 1, 1), (4,), (1, 1, 1, 1), (3, 1))  # in beats


def melody(piece: Piece, rng: random.Random) -> list[tuple[float, int, float]]:
    """(beat, degree, beats held) of the melody: two-bar phrases moving by steps around the
    chord of each bar, each phrase ending on a chord tone held long; every fourth bar
    rests, so the music breathes."""
    notes: list[tuple[float, int, float]] = []
    degree = 7  # an octave above the tonic
    for bar in range(piece.bars):
        chord = piece.chords[bar % len(piece.chords)]
        if bar % 4 == 3:
            continue
        ending = bar % 4 == 2
        rhythm = (
            (3, 1) if ending and rng.random() < 0.5 else (4,) if ending else rng.choice(RHYTHMS)
        )
        beat = bar * 4.0
        for k, length in enumerate(rhythm):
            last = k == len(rhythm) - 1
            if last and ending or k == 0:  # strong beats and phrase ends on the chord
                choices = [chord + 7, chord + 9, chord + 11, chord + 4]
                degree = min(choices, key=lambda d: abs(d - degree) + rng.random() * 2)
            else:
                degree += rng.choice((-1, -1, 1, 1, 2, -2))
            degree = max(4, min(12, degree))
            notes.append((beat, degree, float(length)))
            beat += length
    return notes


def arpeggios(piece: Piece, rng: random.Random) -> list[tuple[float, int]]:
    """(beat, degree) of the accompaniment: the bar's root low on the first beat, then its
    chord broken in eighths (some left out), falling back towards the root."""
    notes: list[tuple[float, int]] = []
    patterns = ((0, 2, 4, 7, 4, 2, 4, 2), (0, 4, 7, 4, 9, 7, 4, 2), (0, 2, 4, 2, 7, 4, 2, 4))
    for bar in range(piece.bars):
        chord = piece.chords[bar % len(piece.chords)]
        root = chord - 7 if chord > 3 else chord
        notes.append((bar * 4.0, root - 7))
        pattern = patterns[(bar // 2) % len(patterns)]
        for eighth in range(1, 8):
            if rng.random() < piece.density or eighth == 4:
                notes.append((bar * 4 + eighth / 2, root + pattern[eighth]))
    return notes


def compose(piece: Piece) -> Signal:
    """The whole loop, as floats of about ±0.5 at the loudest."""
    loop = round(piece.seconds * RATE)
    beat = 60 / piece.bpm
    out = np.zeros(loop)
    rng = random.Random(piece.seed)
    cache: dict[tuple[int, float, float], Signal] = {}

    def note(degree: int, seconds: float, bright: float) -> Signal:
        key = (degree, round(seconds, 3), bright)
        if key not in cache:
            cache[key] = pluck(degree_freq(piece, degree), seconds, bright=bright)
        return cache[key]

    for at, degree, held in melody(piece, rng):
        ring = max(2.5, held * beat + 1.5)
        swing = rng.uniform(-0.012, 0.012)  # a player's hand, not a sequencer's
        on_circle(out, round((at * beat + swing) * RATE), note(degree, ring, 1.0) * 0.9)
    for at, degree in arpeggios(piece, rng):
        gain = 0.55 if at % 4 else 0.8
        on_circle(
            out, round((at * beat + rng.uniform(0, 0.015)) * RATE), note(degree, 3.0, 0.7) * gain
        )
    out += drone(loop, piece.tonic, piece.seconds)
    return soften(out)


def soften(out: Signal) -> Signal:
    """A gentle low-pass (circular, in the frequency domain: the loop stays seamless) and a
    peak of -6 dBFS."""
    spectrum = np.fft.rfft(out)
    freqs = np.fft.rfftfreq(len(out), 1 / RATE)
    spectrum *= 1 / np.sqrt(1 + (freqs / 3800) ** 4)
    smooth = np.fft.irfft(spectrum, len(out))
    peaked: Signal = smooth * (0.5 / np.max(np.abs(smooth)))
    return peaked


# -- the sea --------------------------------------------------------------------------------
def sea(seconds: float = 32.0, seed: int = 11) -> Signal:
    """Waves on a shore: a deep rumble swelling with each wave, the wash of foam after it
    breaks and a hiss of shingle as it draws back; waves every 5–8 s, never alike."""
    n = round(seconds * RATE)
    rng = np.random.default_rng(seed)
    freqs = np.fft.rfftfreq(n, 1 / RATE)

    def band(low: float, high: float) -> Signal:
        spectrum = np.fft.rfft(rng.standard_normal(n))
        shape = (
            1 / np.sqrt(1 + (low / np.maximum(freqs, 1)) ** 4) / np.sqrt(1 + (freqs / high) ** 4)
        )
        noise = np.fft.irfft(spectrum * shape, n)
        scaled: Signal = noise / np.max(np.abs(noise))
        return scaled

    t = np.arange(n) / RATE
    rumble, wash, hiss = band(40, 350), band(250, 1700), band(1500, 4500)
    swell, foam, drawback = np.zeros(n), np.zeros(n), np.zeros(n)
    times = np.cumsum([0.0, 6.5, 5.5, 7.5, 6.0])  # the waves' arrivals; 32 s after the first
    waves = random.Random(seed)

    def around(at: float) -> Signal:  # seconds from `at`, the shorter way round the loop
        return (t - at + seconds / 2) % seconds - seconds / 2

    for k, at in enumerate(times):
        strength = 0.7 + 0.3 * waves.random()
        swell += strength * np.exp(-((around(at + 1.4) / 1.1) ** 2))
        since = around(at + 1.6)  # the wave breaks: foam rises fast and fades
        rise = np.clip((since + 0.5) / 0.5, 0, 1)
        foam += strength * rise * rise * np.exp(-np.maximum(since, 0) / 1.3)
        drawback += strength * (0.6 + 0.2 * (k % 2)) * np.exp(-((around(at + 4.0) / 0.9) ** 2))
    out = rumble * (0.3 + 0.6 * swell) + wash * 0.7 * foam + hiss * 0.18 * drawback
    out += 0.08 * wash  # the sea is never quite still
    peaked: Signal = out * (0.45 / np.max(np.abs(out)))
    return peaked


# -- files ----------------------------------------------------------------------------------
def quantise(samples: Signal) -> npt.NDArray[np.int16]:
    """16-bit samples (what is encoded: tiny float differences between machines vanish)."""
    return np.clip(np.round(samples * 32767), -32767, 32767).astype(np.int16)


def ogg_bytes(samples: npt.NDArray[np.int16]) -> bytes:
    """Ogg Vorbis of mono 16-bit samples, with the stream's serial number fixed."""
    import soundfile  # type: ignore[import-untyped]  # (no stubs)

    buffer = io.BytesIO()
    with soundfile.SoundFile(
        buffer, "w", RATE, 1, "VORBIS", format="OGG", compression_level=QUALITY
    ) as file:
        for at in range(0, len(samples), 8192):  # in blocks: one large write crashes
            file.write(samples[at : at + 8192])  # libsndfile 1.2's Vorbis encoder
    return fixed_serial(buffer.getvalue(), SERIAL)


def fixed_serial(data: bytes, serial: int) -> bytes:
    """The Ogg pages of `data` with their stream serial number set to `serial` and their
    checksums made again (one logical stream, as libsndfile writes)."""
    out = bytearray(data)
    at = 0
    while at < len(out):
        if out[at : at + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {at}")
        segments = out[at + 26]
        size = 27 + segments + sum(out[at + 27 : at + 27 + segments])
        out[at + 14 : at + 18] = struct.pack("<I", serial)
        out[at + 22 : at + 26] = b"\0\0\0\0"
        out[at + 22 : at + 26] = struct.pack("<I", ogg_crc(bytes(out[at : at + size])))
        at += size
    return bytes(out)


def _crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else r << 1
        table.append(r & 0xFFFFFFFF)
    return table


CRC_TABLE = _crc_table()


def ogg_crc(page: bytes) -> int:
    """The Ogg page checksum (CRC-32, polynomial 0x04C11DB7, no reflection, starting at 0)."""
    crc = 0
    for byte in page:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ CRC_TABLE[((crc >> 24) ^ byte) & 0xFF]
    return crc


def tracks() -> dict[str, npt.NDArray[np.int16]]:
    """Every loop by file name (without ".ogg"): music_menu, music_board, sea."""
    made = {f"music_{piece.name}": quantise(compose(piece)) for piece in PIECES}
    made["sea"] = quantise(sea())
    return made


def generate(folder: Path) -> list[Path]:
    """Write every loop into `folder` (assets/sounds); the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, samples in tracks().items():
        path = folder / f"{name}.ogg"
        path.write_bytes(ogg_bytes(samples))
        written.append(path)
    return written
