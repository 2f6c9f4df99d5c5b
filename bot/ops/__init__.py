"""The operations commands behind ``agora`` (demo, doctor, migrate, check; bot/cli.py is the
composition root that parses the command line) (docs/architecture.md, "The bot layer")."""
