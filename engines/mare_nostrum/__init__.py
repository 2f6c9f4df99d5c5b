"""Mare Nostrum (Serge Laget, 2003): the rules engine (base game; Mythology-ready)."""
