"""Magna Grecia: start the game (for now, the window with its title; Esc quits)."""

from __future__ import annotations

import argparse
import os
import sys

TITLE = "Magna Grecia"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="magna-grecia", description=TITLE)
    parser.add_argument("--frames", type=int, default=0,
                        help="quit after this many frames (0: run until closed)")
    args = parser.parse_args(argv)
    if args.frames < 0:
        parser.error("--frames must be 0 or more")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    import pygame

    pygame.init()
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
        screen = pygame.display.set_mode((width, height), pygame.FULLSCREEN)
        pygame.display.set_caption(TITLE)
        font = pygame.font.Font(None, max(32, height // 10))
        clock = pygame.time.Clock()
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                ):
                    running = False
            screen.fill((24, 52, 84))
            label = font.render(TITLE, True, (240, 226, 190))
            screen.blit(label, label.get_rect(center=screen.get_rect().center))
            pygame.display.flip()
            clock.tick(60)
            frames += 1
            if args.frames and frames >= args.frames:
                running = False
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
