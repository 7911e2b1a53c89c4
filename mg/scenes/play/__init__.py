"""Playing a round: the play scene, its panel, tooltips, hints and road tool."""
