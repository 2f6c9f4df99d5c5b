"""The running application: :class:`~bot.app.agora.Agora` (publishing, pictures, timers) over
the service, its scheduler, its transport port and the replay animation (docs/architecture.md,
"The bot layer")."""
