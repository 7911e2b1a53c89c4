"""The pieces on the board as `pygame.sprite.Sprite`s: one way to draw each (`images.py`,
the art or the plain look of `plain.py`), the still tiles and markets (`tiles.py`,
`markets.py`), the oracles and their pointers (`oracles.py`), the ghost tile under the
mouse (`ghost.py`), and the layers they are drawn in (`layers.py`)."""
