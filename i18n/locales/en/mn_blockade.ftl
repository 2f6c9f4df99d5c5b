# Mare Nostrum: Mythology: the Greek Blockade (engines/mare_nostrum/blockade.py; mnm-it
# "NUOVA REGOLA: Il Blocco Greco").

mn-prompt-blockade = Greek Blockade: attack the triremes carrying the invasion?
mn-ev-blockade-declared = { $side } tries to break the Greek Blockade: { $units } from { $origin } to { $to } by trireme (route: { $seas }). { $greek } may attack the carrying triremes.
mn-ev-blockade-attack = Greek Blockade: { $side } attacks { $other }'s carrying triremes { $place }.
mn-ev-blockade-pass = Greek Blockade: { $side } lets { $other }'s transport pass.
mn-ev-blockade-holds = { $side }'s Greek Blockade holds: { $other }'s chain of triremes is broken; the carried units ({ $units }) are not lost: they are back { $place } and may move again.
mn-ev-blockade-broken = The chain of triremes holds: { $side }'s transport to { $to } goes on.
mn-err-blockade-sea = The Greek Blockade may only attack the carrying triremes, in a sea of the transport where you have a trireme and have not attacked yet.
mn-opt-blockade-attack = Attack { $side }'s carrying triremes { $place }
mn-opt-blockade-pass = Let them pass
mn-panel-blockade = { $side } is moving { $units } from { $origin } to { $to } by trireme (route: { $seas }). Greek Blockade: you may attack its triremes in a sea of that route where you have a trireme; if its chain breaks, the units stay where they are.
