"""The service's features (seats, time, undo) and the statistics over the stored games,
all over the core's public seam (docs/architecture.md, "The bot layer")."""
