"""The table a game is played at, local or online: the one seam the board scenes talk to."""
