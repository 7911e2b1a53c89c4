"""The board's painted map: the picture under the grid, its frame, the place names and the
cached static layer drawn from them."""
