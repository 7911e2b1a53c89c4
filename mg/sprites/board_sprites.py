"""What the board draws every frame over its cached layer, as sprites in one layered group:
the pieces being animated, then the oracles, then the village names a glowing oracle's halo
reaches, written again over it (the halo lights the temple, never hides a name)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from mg.engine import Effect, Game
from mg.sprites.animations import PieceMotion
from mg.sprites.board_view import BoardView
from mg.sprites.pieces.layers import NAME
from mg.sprites.pieces.oracles import OracleSprites
from mg.sprites.pieces.tiles import Key


class NameOver(pygame.sprite.Sprite):
    """A village's name written again at `box`, over a glow."""

    def __init__(self, image: pygame.Surface, box: pygame.Rect) -> None:
        super().__init__()
        self.layer = NAME
        self.image, self.rect = image, box


class BoardSprites:
    """The board's moving sprites in `group`: animations that leave it when done, the
    oracles (turning, glowing), and the names over a glow."""

    def __init__(self, view: BoardView) -> None:
        self.view = view
        self.group: pygame.sprite.LayeredUpdates[pygame.sprite.Sprite] = (
            pygame.sprite.LayeredUpdates()
        )
        self.running: pygame.sprite.Group[PieceMotion] = pygame.sprite.Group()  # (also)
        self.oracles = OracleSprites(view, self.group)
        self._named: object = None  # the glows and layout the names over them were laid for

    # -- animations -------------------------------------------------------------------
    def animate(self, animations: Iterable[PieceMotion]) -> None:
        """Start `animations` (in the animation layer, and in `running` to find them)."""
        for anim in animations:
            self.group.add(anim)
            self.running.add(anim)

    def animations(self) -> list[PieceMotion]:
        """The animations running, in the order they are drawn."""
        return self.running.sprites()

    def stop(self) -> None:
        """End every animation at once (the board moved, or a move was undone)."""
        for anim in self.running.sprites():
            anim.kill()

    def close(self) -> None:
        """Let go of every sprite (a new view takes over): no group is left holding its
        sprites, a reference cycle only the garbage collector would free."""
        self.running.empty()
        self.group.empty()

    def hidden(self) -> frozenset[Key]:
        """The still pieces the animations stand for, left out of the cached layer."""
        running = self.animations()
        return frozenset().union(*(a.hides for a in running)) if running else frozenset()

    # -- every frame ------------------------------------------------------------------
    def turn(self, effects: Sequence[Effect], game: Game, duration: float) -> bool:
        """Turn the oracles an action's `effects` moved, over `duration` seconds; True when
        one starts turning."""
        return self.oracles.turn(effects, game, duration)

    def update(self, dt: float, game: Game, revision: object) -> None:
        """Lay the oracles out for `game`, then move everything by `dt` seconds."""
        self.oracles.arrange(game, revision)
        self.group.update(dt)

    def moving(self) -> bool:
        """Whether a piece is animated or an oracle turns or glows."""
        return bool(self.animations()) or self.oracles.moving()

    def draw(self, surface: pygame.Surface, game: Game, revision: object) -> None:
        """Draw the group over the board (laid out for `game` first, if it changed since
        the last update: drawing changes nothing but what is cached)."""
        self.oracles.arrange(game, revision)
        self._name_over(game)
        for anim in self.running:
            anim.ready()
        self.group.draw(surface)

    def _name_over(self, game: Game) -> None:
        halos = [area for g in self.oracles.glows() if (area := g.area()) is not None]
        layout = self.view.layout
        key = (tuple(halos), layout.size, layout.origin)
        if key == self._named:
            return
        self._named = key
        self.group.remove_sprites_of_layer(NAME)
        if not halos:
            return
        lettering = self.view.look.maps.lettering
        for label, box in zip(self.view.labels(game), self.view.name_boxes(game), strict=True):
            if box.collidelist(halos) >= 0:
                self.group.add(NameOver(lettering.name(label.text, label.px), box))
