"""Blood Wars on the play page of ``sfbkit serve``: its form, its table in panels, its served matches and their logs."""
