"""Network play's screens: hosting a game and its lobby, joining one."""
