#distinct = distinct[0]<"x">
"builtin.module"() ({
  "t.distinct"() {a = distinct[1]<>, b = #distinct, c = distinct[1]<>} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

