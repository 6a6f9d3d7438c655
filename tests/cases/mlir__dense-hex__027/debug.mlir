"builtin.module"() ({
  "t.c"() {v = dense<[6155910217217749527, -6332242684327139667, 1334902707730724332]> : tensor<3xindex>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

