# Words every game and the bot share.
common-err-malformed = That action is not understood.
common-err-malformed-field = { $problem ->
    [extra] That action has a field it does not use: “{ $field }”.
    [missing] That action lacks its “{ $field }”.
    [range] That action's “{ $field }” is out of range.
    [value] That action's “{ $field }” is not one of its values.
   *[type] That action's “{ $field }” has the wrong type.
}
common-err-malformed-unnamed = That action has a field whose name is not one Agora uses.
common-err-not-one-of = That action's “{ $field }” must be one of: { $values }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}.
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
