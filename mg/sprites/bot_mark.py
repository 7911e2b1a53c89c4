"""The small mark of a computer player beside its name (the panel's rows, the turn banner):
a robot's head in sky blue — a shape and a colour, so it reads without either alone, and
whatever name the player was given."""

from __future__ import annotations

import pygame

from mg.sprites.paint import palette as pal

BOT_MARK = (150, 205, 240)  # no player's colour in either palette comes near it


def bot_mark_rect(size: int, midleft: tuple[int, int]) -> pygame.Rect:
    """Where a mark `size` pixels tall goes with its left edge's middle at `midleft`."""
    return pygame.Rect(0, 0, size, size).move(midleft[0], midleft[1] - size // 2)


def draw_bot_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A robot's head filling `rect`: an antenna, a rounded face, two eyes and a mouth."""
    s = rect.h
    head = pygame.Rect(rect.x, rect.y + round(s * 0.28), s, s - round(s * 0.28))
    stroke = max(1, s // 10)
    pygame.draw.line(
        surface, BOT_MARK, (rect.centerx, head.top), (rect.centerx, rect.y + s // 8), stroke
    )
    pygame.draw.circle(surface, BOT_MARK, (rect.centerx, rect.y + s // 8), max(1, s // 8))
    pygame.draw.rect(surface, BOT_MARK, head, border_radius=max(2, s // 5))
    eye_y, eye_r = head.y + head.h * 2 // 5, max(1, s // 10)
    for dx in (-s // 5, s // 5):
        pygame.draw.circle(surface, pal.INK, (rect.centerx + dx, eye_y), eye_r)
    mouth_y = head.y + head.h * 3 // 4
    pygame.draw.line(
        surface, pal.INK, (rect.centerx - s // 5, mouth_y), (rect.centerx + s // 5, mouth_y), stroke
    )
