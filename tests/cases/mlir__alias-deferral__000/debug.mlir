#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "test.op"() : () -> () loc(#loc3)
  "test.op"() {foo = [#map]} : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":5:1)
#loc1 = loc("a":1:1)
#loc2 = loc("input.mlir":7:3)
#loc3 = loc(fused<[#map]>[#loc1])

