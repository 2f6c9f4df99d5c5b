"""``player_view``: the board and the players as ``seat`` (or the channel, ``None``) may see them.

Another seat's hand and any sealed offer before the reveal are never copied into the view."""

from __future__ import annotations

from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.flow import Table, prompt
from engines.mare_nostrum.state import State
from engines.mare_nostrum.view import (
    BattleView,
    ForceView,
    LastView,
    MareNostrumView,
    PlayerView,
    PromptView,
    ProvinceView,
    RoleCounts,
    SeaView,
    SiteView,
    TradeView,
)


def _force(eng: Table, S: State, side: int, hercules: str | None = None, **counts: int) -> ForceView:
    civ = q.side_civ(eng.R, S, side)
    return ForceView(
        hercules=hercules,
        seat=side if q.is_seat(side) else None,
        neutral=None if q.is_seat(side) else civ,
        civ=civ,
        colour=eng.R.game.civilizations[civ].colour,
        creature=cr.kind_of(eng.R, S, side) if counts.get("creatures") else None,
        **counts,
    )


def build_view(eng: Table, S: State, viewer: int | None) -> MareNostrumView:
    R = eng.R
    provinces = []
    for pid, P in S.provinces.items():
        meta = R.provinces[pid]
        sides = sorted(set(P.legions) | set(P.fortresses) | set(P.new_triremes) | set(P.creatures))
        forces = [
            _force(eng, S, s, legions=P.legions.get(s, 0), fortresses=P.fortresses.get(s, 0), triremes=P.new_triremes.get(s, 0),
                   creatures=P.creatures.get(s, 0), hercules=cr.kind_of(R, S, s) if cr.hercules_place(S, s) == pid else None)
            for s in sides
        ]
        occ = [o for o in [*P.city_occ, *P.caravan_occ, P.temple_occ, P.market_occ] if o is not None]
        owner_civ = q.side_civ(R, S, P.owner) if P.owner is not None else None
        provinces.append(
            ProvinceView(
                id=pid,
                name=meta.name,
                island=meta.island,
                capital_of=meta.capital_of,
                owner=P.owner if q.is_seat(P.owner) else None,
                neutral=owner_civ if P.owner is not None and not q.is_seat(P.owner) else None,
                owner_civ=owner_civ,
                owner_colour=R.game.civilizations[owner_civ].colour if owner_civ else None,
                cities=[SiteView(name=n, built=P.cities[i], occupied_by=P.city_occ[i]) for i, n in enumerate(meta.cities)],
                caravans=[SiteView(name=r, built=P.caravans[i], occupied_by=P.caravan_occ[i]) for i, r in enumerate(meta.resources)],
                temple=P.temple,
                temple_occupied_by=P.temple_occ,
                market=P.market,
                market_occupied_by=P.market_occ,
                converting_by=P.convert_by,
                forces=forces,
                at_war=q.at_war(P),
                occupied_by=occ[0] if occ else None,
                new_influence=P.new_influence,
            )
        )
    seas = [
        SeaView(id=sid, name=R.seas[sid].name, forces=[
            _force(eng, S, s, triremes=sides.get(s, 0), creatures=S.sea_creatures.get(sid, {}).get(s, 0))
            for s in sorted(set(sides) | set(S.sea_creatures.get(sid, {})))
            if sides.get(s, 0) > 0 or S.sea_creatures.get(sid, {}).get(s, 0) > 0
        ])
        for sid, sides in S.seas.items()
    ]
    board = q.on_board_all(S)
    counts = q.role_counts(R, S, board)
    players = []
    for seat, pl in enumerate(S.players):
        civ = R.game.civilizations[pl.civ]
        res = {k: R.game.pieces_per_player.get(k, 0) - board[seat][k] for k in board[seat]}
        c = counts[seat]
        players.append(
            PlayerView(
                seat=seat,
                civilization=pl.civ,
                civilization_name=civ.name,
                colour=civ.colour,
                roles=[r for r, s in S.roles.items() if s == seat],
                gods=[g for g, s in S.gods.items() if s == seat],
                gods_used=[g for g, s in S.gods.items() if s == seat and g in S.gods_used],
                hand_size=q.hand_size(S, seat),
                heroes=[x for x in pl.cards if R.special[x].kind == "hero"],
                wonders=[x for x in pl.cards if R.special[x].kind == "wonder"],
                cards_towards_victory=len(pl.cards),
                counts=RoleCounts(
                    caravans_markets=c["caravans_markets"],
                    cities_temples=c["cities_temples"],
                    military_units=c["military_units"],
                    commerce_score=c["director_of_commerce"],
                    political_score=c["political_leader"],
                    military_score=c["military_leader"],
                    temples_markets=c.get("temples_markets"),
                    high_priest_score=c.get("high_priest"),
                ),
                reserve_legions=res["legions"],
                reserve_triremes=res["triremes"],
                reserve_fortresses=res["fortresses"],
                reserve_influence=res["influence"],
                reserve_creatures=max(0, res["creatures"] - pl.on_card),
                creatures_on_card=pl.on_card,
                hand=sorted(c2 for c2, n in pl.hand.items() for _ in range(n)) if viewer == seat else None,
            )
        )
    trade = None
    if S.trade is not None:
        T = S.trade
        trade = TradeView(
            director=T.director,
            announced=T.announced,
            participants=list(T.participants),
            offered=[s for s in T.participants if T.revealed or len(T.sealed.get(s, [])) == (T.announced or 0)],
            revealed=T.revealed,
            offers={s: list(c) for s, c in T.offers.items()} if T.revealed else {},
            taken_counts={s: len(c) for s, c in T.taken.items()},
            to_take=T.to_take if T.revealed and S.step == "take" else None,
            last_take=list(T.history[-1]) if T.history else None,
            my_offer=sorted(T.sealed.get(viewer, [])) if viewer is not None and not T.revealed and viewer in T.sealed else None,
        )
    battle = None
    if S.battle is not None:
        b = S.battle
        battle = BattleView(
            place=b.place, naval=b.naval, attacker=b.attacker,
            defender=b.defender if q.is_seat(b.defender) else None,
            defender_neutral=None if q.is_seat(b.defender) else q.side_civ(R, S, b.defender),
            attacker_dice=b.attacker_dice, defender_dice=b.defender_dice,
            attacker_total=b.attacker_total, defender_total=b.defender_total,
            attacker_losses=b.attacker_losses, defender_losses=b.defender_losses,
            blockade=b.blockade, attacker_fixed=b.attacker_fixed, defender_fixed=b.defender_fixed,
            # Mythology: combat.mars_pause stopped this battle after the roll (a public question)
            mars=next((d.seat for d in S.pending if d.kind == "god" and d.card == "mars"), None),
            attacker_terms=list(b.attacker_terms), defender_terms=list(b.defender_terms),
        )
    pr = prompt(S)
    owned = {c for pl in S.players for c in pl.cards}
    owned.update(S.set_aside)  # Mythology: the 8 set aside are secret, listed nowhere (D14)
    present = {pl.civ for pl in S.players}
    myth = R.game.expansion == "mythology"
    return MareNostrumView(
        viewer=viewer,
        turn=S.turn,
        phase=S.phase,
        prompt=PromptView(phase=pr.phase, kind=pr.kind, seats=list(pr.seats), text=pr.text),
        players=players,
        provinces=provinces,
        seas=seas,
        roles=dict(S.roles),
        supply=dict(S.supply),
        available_heroes=[c.id for c in R.game.cards_special if c.kind == "hero" and c.id not in owned and (c.civ is None or c.civ in present)],
        available_wonders=[c.id for c in R.game.cards_special if c.kind == "wonder" and c.id not in owned],
        trade=trade,
        active_seat=S.active,
        done_seats=list(S.done),
        battle=battle,
        neutrals=list(S.neutrals),
        winners=list(S.winners),
        expansion="mythology" if myth else None,
        victory_target=q.victory_cards(S) if myth and q.roles_victory(S) is None else None,
        roles_victory=q.roles_victory(S) if myth else None,
        last=None if S.last is None else LastView(
            places=list(S.last.places), moves=list(S.last.moves), built=list(S.last.built), battles=list(S.last.battles)),
    )
