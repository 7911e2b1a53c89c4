"""What one peer may cost a network server (mg/net/server.py): the limits of each address
(`door.py`), the connections the server holds, overall and each under its address
(`gate.py`), what a connection's peer can make it hold (`connection.py`: control frames,
unread bytes), and a limit that trips said once a while, never once an event
(`seldom.py`)."""
