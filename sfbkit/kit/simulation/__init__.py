"""Simulations of any game: games played in a pool or on Dask, summed, reported with Wilson intervals."""
