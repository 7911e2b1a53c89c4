"""What a server offers beside refereeing: the rooms' game clocks (`clocks.py`) and its
counts for a load balancer (`health.py`)."""
