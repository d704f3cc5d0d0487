print("peer: not yet")
