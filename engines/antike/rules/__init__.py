"""Antike's rules: pure functions over :class:`engines.antike.state.State`, one module per part
of the rulebook (setup, rondel, production, temple/arming/know-how, maneuver, founding and
personalities); :mod:`.flow` ties them into prompts, legal actions and apply."""
