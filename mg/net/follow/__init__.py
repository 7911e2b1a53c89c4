"""Following network games without a board: a spectator headless (`spectator.py`), and how
this machine's games stand on their servers (`your_turns.py`)."""
