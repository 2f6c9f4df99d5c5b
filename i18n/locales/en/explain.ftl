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
