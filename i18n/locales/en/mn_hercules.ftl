## Mare Nostrum: Mythology — Hercules' legion acting as its civilization's creature (docs/mythology-rules.md D21)
mn-grp-hercules = Hercules
mn-opt-hercules-declare = Hercules: the legion { $place } acts as a { $creature } this turn
mn-opt-hercules-move = Hercules' legion ({ $creature }): { $origin } → { $to }
mn-ev-hercules-declares = { $side } uses Hercules: one legion { $place } acts as a { $creature } until the end of the turn.
mn-ev-hercules-moves = { $side }'s Hercules legion moves as a { $creature } from { $origin } to { $to }.
mn-ev-hercules-titan = { $side }'s Hercules legion { $place } attacks from afar as a Titan.
mn-status-hercules = Hercules: one legion of { $side } { $place } acts as a { $creature } this turn.
mn-err-hercules-not-holder = Only the holder of Hercules may use a legion as his civilization's creature.
mn-err-hercules-used = Hercules has already been used this turn (once per turn, battles included).
mn-err-hercules-no-legion = You have no legion { $place }.
mn-err-hercules-none = No legion of yours acts as a creature this turn: declare one with Hercules first.
mn-err-hercules-moved = Hercules' legion ({ $creature }) has already moved, fought or attacked this turn.
mn-err-hercules-cannot-go = Hercules' legion cannot reach { $province } as a { $creature }.
mn-err-hercules-at-war = Hercules' legion { $place } stands in a province at war: it fights there and cannot attack from afar.
# rules 3 (D21): the holder decides at each land battle
mn-prompt-hercules = use Hercules in this battle?
mn-panel-hercules = A battle { $place }: one of your legions may fight as a { $creature } (Hercules, once per turn). If you keep Hercules now, you may still use him later this turn.
mn-ev-hercules-kept = { $side } does not use Hercules in the battle { $place }.
