"""The balance lab: results files that resume a run, the rating ladder, what-if sweeps and the HTML report."""
