"""Network play's screens (issue 25): hosting a game and its lobby, joining one."""
