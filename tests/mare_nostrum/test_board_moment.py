"""When Mare Nostrum's board picture is posted (Engine.board_moment): after each phase and each
battle, not after every take, build or move."""

import engines


def _play(players: int, seed: int, steps: int):
    eng = engines.get("mare-nostrum")
    state = eng.setup(players, {}, seed)
    for _ in range(steps):
        if eng.outcome(state) is not None:
            return
        seat = eng.prompt(state).seats[0]
        new, events = eng.apply(state, seat, eng.auto_action(state, seat))
        yield eng, state, new, events
        state = new


def test_picture_at_each_phase_change_and_not_at_every_step():
    moments = changes = steps = 0
    for eng, before, after, events in _play(4, 2, 400):
        steps += 1
        moment = eng.board_moment(before, after, events)
        phase_changed = before.phase != after.phase or before.turn != after.turn
        if phase_changed:
            changes += 1
            assert moment, f"no picture when the phase went {before.phase} -> {after.phase}"
        moments += moment
    assert changes >= 3
    assert moments < steps / 3, "the picture should not be posted after most steps"


def test_picture_after_a_battle():
    eng = engines.get("mare-nostrum")
    state = eng.setup(3, {}, 1)
    before = state.model_copy(deep=True)
    after = state.model_copy(deep=True)
    from engines.mare_nostrum.state import Battle

    after.battle = Battle(place="judaea", naval=False, attacker=0, defender=1)
    assert eng.board_moment(before, after, [])
    assert not eng.board_moment(after, after.model_copy(deep=True), [])
