"""Match setup (RULES §3, §11): first player and deployment areas, teams, decks, challenges, traps, hands, deployment."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine import challenges
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.draft import run_draft
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.kit.play.decisions import Gen, Option, ask

KEEP = Option(str(OptionId("keep")), "keep the hand")


def run_setup(eng: Engine, teams: list[list[str]] | None, draft: str | None) -> Gen[None]:
    """Sets a match up exactly in the order of RULES §3."""
    state = eng.state
    n = len(state.players)
    # §3.1: a random first player chooses their deployment area.
    first = state.rng.randrange(n)
    state.first_player = first
    state.turn_order = [(first + i) % n for i in range(n)]
    eng.emit("first_player", player=first)
    names = eng.board.deployment_names
    options = [Option(str(OptionId("area", name)), name) for name in names]
    answer = yield from ask("deployment-area", first, options, "choose your deployment area")
    mine = OptionId.parse(answer).arg
    other = next(name for name in names if name != mine)
    team = state.players[first].team
    state.deployment = [mine, other] if team == 0 else [other, mine]
    eng.emit("deployment_areas", areas=list(state.deployment))
    # §3.2: teams by free choice or a draft (§12).
    if teams is None:
        teams = yield from run_draft(eng, draft or "free")
    for player, champions in enumerate(teams):
        p = state.players[player]
        p.champions = list(champions)
        for cid in champions:
            state.champions[cid] = ChampionState(cid, player, p.team)
        eng.emit("team", player=player, champions=list(champions))
    # §3.3: one shuffled deck of the team's action cards per player.
    for p in state.players:
        p.deck = [card for cid in p.champions for card in eng.rules.champions[cid].cards]
        state.rng.shuffle(p.deck)
    # §3.4: the challenge deck and the first challenges.
    state.challenge_deck = sorted(eng.rules.challenges)
    state.rng.shuffle(state.challenge_deck)
    state.track = [None] * len(eng.ruleset.challenge_track)
    if eng.ruleset.challenge_setup == "first_two" and len(state.track) > 1:
        state.track[1] = challenges.draw_challenge(eng)
    state.track[0] = challenges.draw_challenge(eng)
    eng.emit("track", slots=list(state.track))
    # §3.5: the first two players each place two random traps on empty trap hexes of their choice.
    state.trap_supply = [t.id for t in eng.rules.traps.values() for _ in range(t.count)]
    state.rng.shuffle(state.trap_supply)
    for player in state.turn_order[:2]:
        for _ in range(2):
            free = [h for h in eng.board.trap_hexes if h not in state.traps]
            if not free or not state.trap_supply:
                break
            answer = yield from ask(
                "trap-hex", player, [eng.board.hex_option[h] for h in free], "place a random trap"
            )
            label = OptionId.parse(answer).arg
            state.traps[eng.board.by_label[label]] = state.trap_supply.pop()
            eng.emit("trap_placed", hex=label, player=player)
    # §3.6: draw, then set aside any number and draw that many again.
    for player in state.turn_order:
        yield from mulligan(eng, player)
    # §3.7: deployment, in turn order, on empty deployment hexes; the gate is not a starting position.
    for player in state.turn_order:
        p = state.players[player]
        area = eng.board.deployment[state.deployment[p.team]]
        for cid in p.champions:
            options = [eng.board.hex_option[h] for h in area if h not in state.occupant]
            answer = yield from ask("deploy", player, options, f"deploy {cid}")
            label = OptionId.parse(answer).arg
            eng.set_hex(state.champions[cid], eng.board.by_label[label])
            eng.emit("deploy", champion=cid, hex=label)


def mulligan(eng: Engine, player: int) -> Gen[None]:
    """Draws a hand, lets the player set cards aside and redraw them, then shuffles those back (RULES §3.6)."""
    state = eng.state
    p = state.players[player]
    eng.draw(player, eng.ruleset.hand_size)
    aside: list[str] = []
    cards = eng.rules.cards
    while p.hand:
        options = [Option(str(OptionId("set-aside", card)), cards[card].name) for card in sorted(p.hand)]
        options.append(KEEP)
        answer = yield from ask("mulligan", player, options, "set a card aside or keep")
        if answer == KEEP.id:
            break
        card = OptionId.parse(answer).arg
        p.hand.remove(card)
        p.in_play.append(card)
        aside.append(card)
    if aside:
        eng.draw(player, len(aside))
        for card in aside:
            p.in_play.remove(card)
        p.deck.extend(aside)
        state.rng.shuffle(p.deck)
        eng.emit("mulligan", player=player, amount=len(aside))
