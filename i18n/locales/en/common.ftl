# Words every game and the bot share.
common-err-malformed = That action is not understood.
common-player-n = Player { $n }
common-yes = Yes
common-no = No
common-back = Back
common-confirm = Confirm
common-cancel = Cancel
common-none = none
common-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
common-vp = { $n ->
    [one] { $n } victory point
   *[other] { $n } victory points
}
