"""The core under the service and its features: the domain errors and models, the rules
versions and the loaded-game seam (docs/architecture.md, "The bot layer")."""
