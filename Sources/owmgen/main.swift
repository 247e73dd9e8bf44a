// Replaced by the benchmark generator (issue 4); kept so the package builds meanwhile.
print("owmgen: not built yet")
