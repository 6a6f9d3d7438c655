"builtin.module"() ({
  "x.y"() {a = array<i1: true, false>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

