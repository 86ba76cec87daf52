"""Root and stun, applied by effects and by traps (RULES §7, §9)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.abilities import is_immune
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.kit.play.decisions import Gen, Option, ask


def root(eng: Engine, c: ChampionState) -> None:
    """Roots a champion until the end of the current turn (RULES §7)."""
    if c.hex is None:
        return
    if is_immune(eng, c, "root"):
        eng.emit("immune", champion=c.id, keyword="root")
        return
    c.rooted = True
    eng.emit("root", champion=c.id)


def stun(eng: Engine, c: ChampionState) -> Gen[None]:
    """Stuns a champion: its controller discards one of its cards from hand, or reveals the hand (RULES §7)."""
    if c.hex is None:
        return
    if is_immune(eng, c, "stun"):
        eng.emit("immune", champion=c.id, keyword="stun")
        return
    player = eng.state.players[c.player]
    cards = eng.rules.cards
    own = [card for card in player.hand if cards[card].champion == c.id]
    if not own:
        eng.emit("stun", champion=c.id, discarded=None, revealed=sorted(player.hand))
        return
    options = [Option(str(OptionId("discard", card)), cards[card].name) for card in sorted(set(own))]
    answer = yield from ask("stun-discard", c.player, options, f"discard a card of {c.id}")
    card = OptionId.parse(answer).arg
    player.hand.remove(card)
    player.discard.append(card)
    eng.emit("stun", champion=c.id, discarded=card, revealed=None)
