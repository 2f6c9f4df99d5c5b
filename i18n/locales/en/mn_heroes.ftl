# Mare Nostrum: Mythology: the heroes' optional powers asked of their holders
# (engines/mare_nostrum/combat.py; docs/mythology-rules.md D33 Hamilcar, D37 Ajax, D35 Nebuchadnezzar).

mn-prompt-hamilcar = { mn-hero-hamilcar }: choose how many of your dice are automatic 4s
mn-prompt-ajax = { mn-hero-ajax }: choose the dice to reroll
mn-prompt-nebuchadnezzar = { mn-hero-nebuchadnezzar }: choose the card to take
mn-opt-hamilcar = { $fixed ->
        [0] Roll every die ({ $rolled })
       *[other] { $rolled ->
            [0] Every die an automatic { $value } ({ $fixed })
           *[other] { $fixed } × automatic { $value }, roll { $rolled }
        }
    }
mn-opt-pick-die = Pick a { $value } to reroll
mn-opt-reroll = Reroll { $dice }
mn-opt-reroll-suggested = Reroll the 1s, 2s and 3s: { $dice }
mn-opt-keep-roll = Keep the roll (reroll nothing)
mn-panel-hamilcar = Battle { $place }: you have { $n ->
        [one] 1 die
       *[other] { $n } dice
    } to roll. A die taken as an automatic { $value } is not rolled{ $bonus ->
        [0] .
       *[other] ; your +{ $bonus } per legion die still adds.
    }
mn-panel-ajax = First roll { $place }: your dice { $dice }{ $fixed ->
        [0] {""}
       *[other] {" "}(the first { $fixed } automatic, not rolled)
    }, total { $total }, so { $other } loses { $loss }; { $other } has { $other_total } (dice { $other_dice }). Picked to reroll: { $picked }. Each die is rerolled once and its new result stays.
mn-panel-nebuchadnezzar = A temple or market destroyed { $place }: take one card among { $cards }.
mn-ev-hamilcar = { $fixed ->
        [0] { $side } rolls every die { $place } ({ mn-hero-hamilcar } not used).
       *[other] { $side } uses { mn-hero-hamilcar } { $place }: { $rolled ->
            [0] every die is an automatic { $value }.
           *[other] { $fixed } × automatic { $value }, { $rolled } rolled.
        }
    }
mn-ev-first-roll = First roll { $place }, before the rerolls:
mn-ev-ajax-keep = { $side } keeps the roll { $place } ({ mn-hero-ajax } not used).
mn-err-hamilcar-count = Choose from 0 to { $n } automatic dice.
mn-err-ajax-die = You have no die showing { $value } left to pick (dice still free: { $dice }).
mn-err-ajax-reroll = Pick the dice one at a time, then reroll them: the only reroll in one step is the suggested { $dice }, before any pick.
mn-err-nebuchadnezzar-card = { mn-hero-nebuchadnezzar } takes one of these cards: { $cards } (the resources of { $province } the bank still has).
