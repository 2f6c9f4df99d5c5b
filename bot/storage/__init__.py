"""The storage port and its back ends: SQLite (the default), PostgreSQL, the portable
queries both share, and the seat and time stores (docs/architecture.md, "The bot layer")."""
