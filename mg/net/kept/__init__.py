"""What this machine keeps of its network games between runs: its seats' tokens (to take
a seat back) and the servers it opened games on (offered again)."""
