## The board's record of what just happened (render/mare_nostrum_last.py): the strip
## under the map and the close-up's title.  $origin, $to: place names; $place: "in Achaea".
mn-last = Last: { $what }
mn-last-seat = { $civ }: { $items }
mn-last-battles = { $n ->
    [one] Battle
   *[other] Battles
}: { $places }
mn-last-places = { $places }
mn-last-moves = { $n ->
    [one] 1 move
   *[other] { $n } moves
}
mn-last-built = { $n ->
    [one] 1 piece built
   *[other] { $n } pieces built
}
mn-last-move-legion = { $n ->
    [one] legion
   *[other] { $n } legions
} { $origin } → { $to }
mn-last-move-trireme = { $n ->
    [one] trireme
   *[other] { $n } triremes
} { $origin } → { $to }
mn-last-move-creature = { $n ->
    [one] creature
   *[other] { $n } creatures
} { $origin } → { $to }
mn-last-move-hercules = Hercules { $origin } → { $to }
mn-last-built-influence = influence marker { $place }
mn-last-built-city = { $n ->
    [one] city
   *[other] { $n } cities
} { $place }
mn-last-built-caravan = { $n ->
    [one] caravan
   *[other] { $n } caravans
} { $place }
mn-last-built-temple = temple { $place }
mn-last-built-market = market { $place }
mn-last-built-legion = { $n ->
    [one] legion
   *[other] { $n } legions
} { $place }
mn-last-built-trireme = { $n ->
    [one] trireme
   *[other] { $n } triremes
} { $place }
mn-last-built-fortress = { $n ->
    [one] fortress
   *[other] { $n } fortresses
} { $place }
mn-last-built-creature = { $n ->
    [one] creature
   *[other] { $n } creatures
} { $place }
mn-board-detail-last = Since the last picture: { $places }
