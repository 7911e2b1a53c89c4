"""Learn to play: the lesson scene and its final scoring."""
