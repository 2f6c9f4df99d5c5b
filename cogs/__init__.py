"""The Discord surface: /agora commands, DynamicItem components and the Discord transport."""
