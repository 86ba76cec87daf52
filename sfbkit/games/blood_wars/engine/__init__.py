"""The Blood Wars rules engine: state, turn flow, challenges, effects and the match face (BW §5-§14)."""
