"""The engine contract, by concern (docs/architecture.md, "Engine contract"): :mod:`.rules`
(set-up, prompt, legal actions, apply, views, outcome, versions, storage), :mod:`.presentation`
(panel, status, board moments, glossary, rules topics), :mod:`.search_hooks` (the search
player's hooks), over :mod:`.types` (the values they pass) and :mod:`.parsing` (reading an
action).  ``engines.base.Engine`` joins the three; a caller that needs only one part may type
against it."""
