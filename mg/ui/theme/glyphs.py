"""What the game's letters can show: Noto Sans (the face every text of the game is set in)
covers the Latin, Greek and Cyrillic alphabets; a character it lacks (Hebrew, Arabic, CJK,
emoji, ...) would be drawn as an empty box, and a letter under a pile of combining accents
would be drawn over the lines above and below it. A name is checked against both when typed."""

from __future__ import annotations

import unicodedata

import pygame.freetype

from mg.sprites.paint.fonts import face_path

MAX_MARKS = 2  # combining accents on one letter: Vietnamese needs two (ệ = e + ̣ + ̂)
_faces: list[pygame.freetype.Font] = []  # the one face, kept while FreeType runs


def _face(fresh: bool = False) -> pygame.freetype.Font:
    """The regular face, as FreeType sees it (it tells a missing glyph from a present one;
    pygame.font gives the box's metrics for both). Bold covers the same characters."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    if fresh or not _faces:
        _faces[:] = [pygame.freetype.Font(face_path(False), 16)]  # None: pygame's own face
    return _faces[0]


def missing(text: str) -> str:
    """The characters of `text` the game's face has no glyph for (each once, in order)."""
    try:
        face = _face()
        face.get_metrics("A")
    except pygame.error:  # FreeType was ended and started again since (pygame.quit/init)
        face = _face(fresh=True)
    return "".join(
        char
        for char in dict.fromkeys(text)
        if not char.isspace() and face.get_metrics(char)[0] is None
    )


def piled_marks(text: str, most: int = MAX_MARKS) -> bool:
    """Whether a letter of `text` carries more than `most` combining marks."""
    run = 0
    for char in text:
        run = (
            run + 1
            if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me")
            else 0
        )
        if run > most:
            return True
    return False
