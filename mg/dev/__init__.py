"""Developer tooling kept out of the game itself: the autoplayer, scripted input and the
test driver, screenshots and frame statistics, plugged into the App as frame hooks."""
