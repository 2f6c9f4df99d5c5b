# /agora rules and /agora card (cogs/explain.py).
explain-rules-title = **{ $game }: the rules in short**
explain-rules-topic-title = **{ $game }: { $topic }**
explain-source = Rulebook: { $source }
explain-topics-hint = For one topic only: `/agora rules` with `topic`. Topics: { $topics }.
explain-card-title = **{ $name }**: { $kind }, { $game }
explain-choice = { $name } ({ $kind }, { $game })
explain-unknown-game = I do not know a game called “{ $game }”. The games are: { $games }.
explain-no-rules = There is no rules summary for { $game } yet: its rulebook is the reference.
explain-unknown-topic = { $game } has no rules topic “{ $topic }”. The topics are: { $topics }.
explain-unknown-card = I know no card, Wonder, progress token, hero, building or unit called “{ $name }”. Start typing its name and pick it from the list.
explain-several-cards = Several things are called “{ $name }”: { $names }. Start typing the name and pick one from the list.
explain-no-glossary = There is nothing to look up yet: no game has its cards described.

# Slash commands /agora rules and /agora card (names, descriptions), and their lines in /agora help.
explain-cmd-rules-name = rules
explain-cmd-rules-desc = The rules in short: the turn, the phases, how to win (only you see this)
explain-cmd-rules-game-name = game
explain-cmd-rules-game-desc = Which game
explain-cmd-rules-topic-name = topic
explain-cmd-rules-topic-desc = Only this topic (start typing)
explain-cmd-card-name = card
explain-cmd-card-desc = Look up a card, Wonder, token, hero, building or unit (only you see this)
explain-cmd-card-name-name = name
explain-cmd-card-name-desc = Start typing its name, in English or Italian
explain-help-cmd-rules = - `/agora rules`: the rules in short (the turn, the phases, how to win), with the rulebook's pages
explain-help-cmd-card = - `/agora card`: what a card, Wonder, progress token, hero, building or unit costs and does
